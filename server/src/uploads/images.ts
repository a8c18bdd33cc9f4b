import { imageSize } from 'image-size';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  imageKindOf,
  ONLY_IMAGES,
  UPLOADS_PATH,
  type ImageKind,
} from '@logistics/shared/contracts/validation';

/** Cloudinary-compatible images, kept in the database (migration 0008). */

/**
 * What an upload's bytes are: an image this server keeps (by its first bytes), whose header reads as that kind
 * and whose size a browser can draw; else why not. Only the header is read, never the picture decoded.
 */
export function readImage(bytes: Uint8Array): { kind: ImageKind } | { refusal: string } {
  const kind = imageKindOf(bytes);
  if (!kind) return { refusal: ONLY_IMAGES };
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { refusal: IMAGE_UNREADABLE };
  }
  const { width = 0, height = 0 } = size;
  if (size.type !== kind.ext || width < 1 || height < 1) return { refusal: IMAGE_UNREADABLE };
  if (width * height > IMAGE_MAX_PIXELS) return { refusal: IMAGE_TOO_MANY_PIXELS };
  return { kind };
}

/** A folder: up to five segments of letters, digits, '_' and '-', joined by '/'. Nothing else (no '..'). */
const FOLDER = /^[A-Za-z0-9_-]{1,64}(?:\/[A-Za-z0-9_-]{1,64}){0,4}$/;
export const DEFAULT_FOLDER = 'uploads';

export function isSafeFolder(folder: string): boolean {
  return FOLDER.test(folder);
}

/** A public id is a folder plus the image's id: the same shape as a folder, with at least two segments. */
export function isSafePublicId(publicId: string): boolean {
  return FOLDER.test(publicId) && publicId.includes('/');
}

/** A stored image's path as served, '<public id>.<format>', split; undefined for anything else. */
export function parseStoredPath(path: string): { publicId: string; format: ImageKind['ext'] } | undefined {
  const match = /^(.+)\.(png|jpg|gif|webp)$/.exec(path);
  if (!match || !isSafePublicId(match[1] as string)) return undefined;
  return { publicId: match[1] as string, format: match[2] as ImageKind['ext'] };
}

/** The stored path an upload URL names (on any origin), or undefined when it is not an upload URL. */
export function storedPathOfUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (!url.pathname.startsWith(UPLOADS_PATH) || url.search || url.hash) return undefined;
  const path = url.pathname.slice(UPLOADS_PATH.length);
  return parseStoredPath(path) ? path : undefined;
}
