import { randomBytes } from 'node:crypto';
import type { App } from '../src/app.js';
import type { Session } from './helpers.js';

/**
 * Images as the upload tests send them: each kind's header (its magic number and its width and height, which the
 * server reads), then bytes the server never decodes. And multipart bodies.
 */

const uint16 = (value: number, littleEndian = false) => {
  const bytes = Buffer.alloc(2);
  if (littleEndian) bytes.writeUInt16LE(value);
  else bytes.writeUInt16BE(value);
  return bytes;
};
const uint32 = (value: number, littleEndian = false) => {
  const bytes = Buffer.alloc(4);
  if (littleEndian) bytes.writeUInt32LE(value);
  else bytes.writeUInt32BE(value);
  return bytes;
};

/** A PNG: its signature, then its first chunk (IHDR: width, height, 8-bit RGBA). */
export function pngOf(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    uint32(13),
    Buffer.from('IHDR', 'latin1'),
    uint32(width),
    uint32(height),
    Buffer.from([8, 6, 0, 0, 0]),
    Buffer.from('1f15c489', 'hex'),
    randomBytes(64),
  ]);
}

/** A JPEG: start of image, a JFIF header, then a baseline frame's header (SOF0: height, width, 3 components). */
export function jpegOf(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    uint16(16),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([0xff, 0xc0]),
    uint16(17),
    Buffer.from([8]),
    uint16(height),
    uint16(width),
    Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    randomBytes(32),
  ]);
}

/** A GIF: its signature, then its logical screen's width and height. */
export function gifOf(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    uint16(width, true),
    uint16(height, true),
    randomBytes(16),
  ]);
}

/** A lossy WebP: RIFF, WEBP, and a VP8 chunk whose key frame names its width and height. */
export function webpOf(width: number, height: number): Buffer {
  const frame = Buffer.concat([
    Buffer.from([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a]),
    uint16(width, true),
    uint16(height, true),
    randomBytes(16),
  ]);
  return Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    uint32(4 + 8 + frame.length, true),
    Buffer.from('WEBPVP8 ', 'latin1'),
    uint32(frame.length, true),
    frame,
  ]);
}

export const PNG = pngOf(1, 1);
export const JPEG = jpegOf(3, 2);
export const GIF = gifOf(5, 4);
export const WEBP = webpOf(7, 6);

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, in the order given (browsers send `file` first, as the avatar form does). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const image = (bytes: Buffer, filename = 'avatar.png', type = 'image/png'): Part => ({
  name: 'file',
  value: bytes,
  filename,
  type,
});

/**
 * Multipart bodies that are not the one `file` an upload takes, each with the refusal's key in the route's texts:
 * a second file, a file under another field's name, more text fields than any upload takes, a body cut off before
 * its end, a boundary that is not declared.
 */
function misshapenUploads(file: Part, fields: Part[] = []) {
  const whole = multipart([file, ...fields]);
  return [
    {
      name: 'a second file',
      text: 'oneFile',
      body: multipart([file, { ...file, filename: 'b' }, ...fields]),
    },
    {
      name: 'a file in another field',
      text: 'oneFile',
      body: multipart([{ ...file, name: 'upload' }, ...fields]),
    },
    {
      name: 'twelve text fields',
      text: 'tooManyFields',
      body: multipart([
        file,
        ...Array.from({ length: 12 }, (_, index) => ({ name: `field${index}`, value: 'x' })),
      ]),
    },
    {
      name: 'a body cut off',
      text: 'bodyUnreadable',
      body: { payload: whole.payload.subarray(0, whole.payload.length - 20), headers: whole.headers },
    },
    {
      name: 'no boundary',
      text: 'bodyUnreadable',
      body: { payload: whole.payload, headers: { 'content-type': 'multipart/form-data' } },
    },
  ] as const;
}

/**
 * Posts each misshapen form of the upload of `file` (and `fields`) to `url` as `session`: every one must be
 * refused with a 400 and the route's own text for it, from `texts`.
 */
export async function expectMisshapenRefused(
  app: App,
  url: string,
  session: Session,
  texts: Record<ReturnType<typeof misshapenUploads>[number]['text'], string>,
  file: Part,
  fields: Part[] = [],
): Promise<void> {
  for (const { name, text, body } of misshapenUploads(file, fields)) {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { ...session.headers, ...body.headers },
      payload: body.payload,
    });
    expect([name, response.statusCode, response.json()]).toEqual([name, 400, { message: texts[text] }]);
  }
}
