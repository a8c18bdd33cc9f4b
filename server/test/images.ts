import { randomBytes } from 'node:crypto';
import type { App } from '../src/app.js';
import type { Session } from './helpers.js';

/** Images by their magic numbers, and multipart bodies, as the upload tests send them. */

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  randomBytes(64),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(32)]);
export const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), randomBytes(16)]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  randomBytes(16),
]);

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
