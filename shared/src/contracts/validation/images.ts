import { limits } from './fields.js';
import { optionalText } from './text.js';

/** The image rule: type image/*, at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ONLY_IMAGES = 'Only image files are allowed.';
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB.';
export function imageFileError(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith('image/')) return ONLY_IMAGES;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}

/** Where this server serves its uploads: <PUBLIC_URL>/api/uploads/<public id>.<format>. */
export const UPLOADS_PATH = '/api/uploads/';
export const INVALID_IMAGE_URL = 'An image must be an https URL or an image uploaded to this server.';

/** scheme://host[:port] then a path, query or fragment; no user name or password (no '@' before the path). */
const HTTPS_URL = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
const UPLOAD_URL = new RegExp(`^http://[^\\s/?#@]+${UPLOADS_PATH}[^\\s?#]+$`, 'i');

/**
 * An image field's value: an https URL, or an http URL of this server's uploads (the server checks that it
 * names an image it holds and writes it with its own PUBLIC_URL). Nothing else: no javascript: or data: URL,
 * no relative or protocol-relative one, no user name or password in it.
 */
export function isImageUrl(value: string): boolean {
  return HTTPS_URL.test(value) || UPLOAD_URL.test(value);
}

/** An optional image URL (an avatar): at most 255 characters, and `isImageUrl`. */
export function imageUrlField(label = 'Image URL') {
  return optionalText({ label, ...limits.avatar }).refine(
    (value) => value === undefined || value === '' || isImageUrl(value),
    INVALID_IMAGE_URL,
  );
}
