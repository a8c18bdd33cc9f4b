import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { resolve, sep } from 'node:path';

/** Local, Cloudinary-compatible image storage under DATA_DIR/uploads (ARCHITECTURE, settled questions). */

export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
}

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

export function mimeOfExtension(ext: string): string | undefined {
  return kinds.find((kind) => kind.ext === ext)?.mime;
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

/** A stored file's path as served: '<public id>.<ext>'. */
export function isSafeStoredPath(path: string): boolean {
  const match = /^(.+)\.(png|jpg|gif|webp)$/.exec(path);
  return match !== null && isSafePublicId(match[1] as string);
}

export function createImageStore(uploadsDir: string) {
  const root = resolve(uploadsDir);
  /** The absolute path of a checked relative path; refuses anything outside the uploads folder. */
  function inside(relative: string): string {
    const absolute = resolve(root, relative);
    if (!absolute.startsWith(root + sep)) throw new Error(`path outside the uploads folder: ${relative}`);
    return absolute;
  }

  return {
    /** Stores the bytes under a new id in `folder`; answers the public id and the stored path. */
    async save(folder: string, bytes: Buffer, kind: ImageKind): Promise<{ publicId: string; path: string }> {
      const publicId = `${folder}/${randomBytes(12).toString('hex')}`;
      const path = `${publicId}.${kind.ext}`;
      const absolute = inside(path);
      await mkdir(inside(folder), { recursive: true });
      await writeFile(absolute, bytes, { flag: 'wx' });
      return { publicId, path };
    },

    /** The bytes of a stored image, or undefined when there is none. */
    async read(path: string): Promise<Buffer | undefined> {
      try {
        return await readFile(inside(path));
      } catch {
        return undefined;
      }
    },

    /** Removes every stored file of a public id; answers whether there was one. */
    async remove(publicId: string): Promise<boolean> {
      let removed = false;
      for (const kind of kinds) {
        const absolute = inside(`${publicId}.${kind.ext}`);
        try {
          await rm(absolute);
          removed = true;
        } catch {
          // not stored with this extension
        }
      }
      return removed;
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
