import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeOnDatabases, loginAs, type Session } from './helpers.js';
import { authMessages } from '@logistics/shared/contracts/messages';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, ONLY_IMAGES } from '@logistics/shared/contracts/validation';
import { uploadMessages } from '../src/routes/uploads.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  randomBytes(64),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(32)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), randomBytes(16)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  randomBytes(16),
]);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, in the order given (browsers send `file` first, as the avatar form does). */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
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

const image = (bytes: Buffer, filename = 'avatar.png', type = 'image/png'): Part => ({
  name: 'file',
  value: bytes,
  filename,
  type,
});

describeOnDatabases('image uploads (Cloudinary-compatible)', (t) => {
  let captain: Session;
  beforeAll(async () => {
    captain = await loginAs(t.app, 'captain');
  });

  const upload = (session: Session | undefined, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/cloudinary/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(session?.headers ?? {}) },
    });
  };

  it('stores an image in the folder and serves it back byte-identical; deletes it by public id', async () => {
    const response = await upload(captain, [
      image(PNG),
      { name: 'upload_preset', value: 'logistics' },
      { name: 'folder', value: 'avatars' },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      public_id: expect.stringMatching(/^avatars\/[0-9a-f]{24}$/),
      secure_url: expect.stringMatching(
        /^http:\/\/localhost(:\d+)?\/api\/uploads\/avatars\/[0-9a-f]{24}\.png$/,
      ),
      format: 'png',
      bytes: PNG.length,
    });
    expect(existsSync(join(t.config.uploadsDir, `${body.public_id}.png`))).toBe(true);

    // Served back without a token (an <img> sends none), as the bytes that were sent.
    const path = new URL(body.secure_url).pathname;
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // The avatar flow's public id: the folder plus the last path segment without its extension.
    const publicId = `avatars/${path
      .split('/')
      .at(-1)
      ?.replace(/\.png$/, '')}`;
    expect(publicId).toBe(body.public_id);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/cloudinary/delete-image',
      headers: captain.headers,
      payload: { publicId },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: uploadMessages.removed, result: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cloudinary/delete-image',
      headers: captain.headers,
      payload: { publicId },
    });
    expect(again.json()).toEqual({ message: uploadMessages.notFound, result: 'not found' });
  });

  it('knows JPEG, GIF and WebP by their bytes, whatever the name says', async () => {
    for (const [bytes, format] of [
      [JPEG, 'jpg'],
      [GIF, 'gif'],
      [WEBP, 'webp'],
    ] as const) {
      const response = await upload(captain, [
        image(bytes, 'picture.png'),
        { name: 'folder', value: 'products/x' },
      ]);
      expect(response.statusCode).toBe(201);
      expect(response.json().format).toBe(format);
      expect(response.json().secure_url).toMatch(new RegExp(`\\.${format}$`));
      const served = await t.app.inject({ method: 'GET', url: new URL(response.json().secure_url).pathname });
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses a non-image named .png, an image over 5 MB, and a folder or public id that leaves the folder', async () => {
    const fake = await upload(captain, [
      image(Buffer.from('<svg onload=alert(1)>'), 'evil.png'),
      { name: 'folder', value: 'avatars' },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: ONLY_IMAGES });

    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const tooLarge = await upload(captain, [image(big), { name: 'folder', value: 'avatars' }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: IMAGE_TOO_LARGE });
    // Exactly 5 MB is still accepted.
    const limit = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES - PNG.length)]);
    expect((await upload(captain, [image(limit), { name: 'folder', value: 'avatars' }])).statusCode).toBe(
      201,
    );

    for (const folder of ['../outside', 'avatars/../../etc', '/etc', 'a\\b', 'avatars/./x', '..']) {
      const response = await upload(captain, [image(PNG), { name: 'folder', value: folder }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: uploadMessages.badFolder });
    }
    expect(existsSync(join(t.config.uploadsDir, '..', 'outside'))).toBe(false);
    for (const publicId of ['../jwt-secret', 'avatars/../../jwt-secret', '/etc/passwd', 'noslash']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cloudinary/delete-image',
        headers: captain.headers,
        payload: { publicId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: uploadMessages.badPublicId });
    }
    expect(existsSync(join(t.dataDir, 'jwt-secret'))).toBe(true);
    const traversal = await t.app.inject({ method: 'GET', url: '/api/uploads/..%2Fjwt-secret' });
    expect(traversal.statusCode).toBe(404);

    const noFile = await upload(captain, [{ name: 'folder', value: 'avatars' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: uploadMessages.noFile });
  });

  it('accepts signed-in users only', async () => {
    const anonymous = await upload(undefined, [image(PNG), { name: 'folder', value: 'avatars' }]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: authMessages.unauthenticated });
    const removal = await t.app.inject({
      method: 'POST',
      url: '/api/cloudinary/delete-image',
      payload: { publicId: 'avatars/abc' },
    });
    expect(removal.statusCode).toBe(401);
  });
});
