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

/**
 * At most this many pixels an image: a browser holds an image drawn as 4 bytes a pixel, and a small file can claim
 * a huge picture (20,000 × 20,000 pixels is 1.6 GB drawn) that would stall every page showing it.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_TOO_MANY_PIXELS = 'Image should be at most 50 megapixels.';
export const IMAGE_UNREADABLE = 'The image could not be read: the file is damaged.';

/** The images this server keeps: what their bytes begin with (their magic number), and their type. */
export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
}

/** Whether `bytes` hold `expected` (bytes, or ASCII text) from `at` on. */
function startsWith(bytes: Uint8Array, at: number, expected: readonly number[] | string): boolean {
  const codes = typeof expected === 'string' ? Array.from(expected, (char) => char.charCodeAt(0)) : expected;
  return codes.every((code, index) => bytes[at + index] === code);
}

const IMAGE_KINDS: ReadonlyArray<ImageKind & { matches(bytes: Uint8Array): boolean }> = [
  {
    ext: 'png',
    mime: 'image/png',
    matches: (bytes) => startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { ext: 'jpg', mime: 'image/jpeg', matches: (bytes) => startsWith(bytes, 0, [0xff, 0xd8, 0xff]) },
  {
    ext: 'gif',
    mime: 'image/gif',
    matches: (bytes) => startsWith(bytes, 0, 'GIF87a') || startsWith(bytes, 0, 'GIF89a'),
  },
  {
    ext: 'webp',
    mime: 'image/webp',
    matches: (bytes) => startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP'),
  },
];

/** The media types of the images this server keeps: what it serves them as, and what a file picker offers. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** How many of a file's first bytes `imageKindOf` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * What a file's first bytes say it is, whatever its name or declared type says: one of the images this server
 * keeps, or undefined (the server refuses it with ONLY_IMAGES; a browser checks it before it changes anything).
 */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  const kind = IMAGE_KINDS.find((candidate) => candidate.matches(bytes));
  return kind && { ext: kind.ext, mime: kind.mime };
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
