import { UPLOADS_PATH } from '@logistics/shared/contracts/validation';

/** Cloudinary-compatible images, kept in the database (migration 0008). */

export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
}

/** The media types an image is served as. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const kinds: ReadonlyArray<ImageKind & { matches(bytes: Buffer): boolean }> = [
  {
    ext: 'png',
    mime: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'jpg',
    mime: 'image/jpeg',
    matches: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'gif',
    mime: 'image/gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    ext: 'webp',
    mime: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** What the bytes really are (their magic number), whatever the file's name or declared type says. */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  const kind = kinds.find((candidate) => candidate.matches(bytes));
  return kind && { ext: kind.ext, mime: kind.mime };
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
