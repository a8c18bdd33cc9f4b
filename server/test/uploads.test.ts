import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { authMessages, uploadMessages } from '@logistics/shared/contracts/messages';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  INVALID_IMAGE_URL,
  ONLY_IMAGES,
} from '@logistics/shared/contracts/validation';
import type { App } from '../src/app.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { loadMigrations } from '../src/db/migrations/index.js';
import { ORPHAN_GRACE_SECONDS } from '../src/plugins/app/images.js';
import { importUploadsFolder } from '../src/uploads/import-folder.js';
import { createAccount, describeOnDatabases, login, loginAs, rowCount, type Session } from './helpers.js';
import { demoSessions } from './sessions.js';
import {
  expectMisshapenRefused,
  GIF,
  gifOf,
  image,
  JPEG,
  jpegOf,
  multipart,
  PNG,
  pngOf,
  WEBP,
  webpOf,
  type Part,
} from './images.js';

interface Uploaded {
  public_id: string;
  secure_url: string;
}

describeOnDatabases('image uploads (Cloudinary-compatible)', (t) => {
  t.alsoOnPGlite([
    'stores an image in the database and serves it back byte-identical; deletes it by public id',
  ]);
  const { captain, admin } = demoSessions(t);

  const upload = (session: Session | undefined, parts: Part[], app: App = t.app, headers = {}) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/cloudinary/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(session?.headers ?? {}), ...headers },
    });
  };
  /** Uploads a PNG into the avatars' folder as `session`; answers the upload's answer. */
  const uploadAvatar = async (session: Session): Promise<Uploaded> => {
    const answer = await upload(session, [image(PNG), { name: 'folder', value: 'logistics' }]);
    expect(answer.statusCode).toBe(201);
    return answer.json<Uploaded>();
  };
  const remove = (session: Session | undefined, publicId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cloudinary/delete-image',
      headers: session?.headers ?? {},
      payload: { publicId },
    });
  const served = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const setAvatar = async (session: Session, userId: string, avatar: string) => {
    const { version } = await t.database.db
      .selectFrom('users')
      .select('version')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return t.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}`,
      headers: session.headers,
      payload: { avatar, version },
    });
  };
  const avatarOf = async (userId: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('avatar')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).avatar;

  it('stores an image in the database and serves it back byte-identical; deletes it by public id', async () => {
    const response = await upload(captain, [
      image(PNG),
      { name: 'upload_preset', value: 'logistics' },
      { name: 'folder', value: 'avatars' },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      public_id: expect.stringMatching(/^avatars\/[0-9a-f]{24}$/),
      secure_url: expect.stringMatching(/^http:\/\/app\.test\/api\/uploads\/avatars\/[0-9a-f]{24}\.png$/),
      format: 'png',
      bytes: PNG.length,
    });
    const row = await t.database.db
      .selectFrom('images')
      .select(['uploaded_by', 'mime', 'size'])
      .where('public_id', '=', body.public_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ uploaded_by: captain.user.id, mime: 'image/png', size: PNG.length });

    // Served back without a token (an <img> sends none), as the bytes that were sent, by any instance.
    const other = await t.buildApp();
    const path = new URL(body.secure_url).pathname;
    const back = await other.inject({ method: 'GET', url: path });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(PNG)).toBe(true);

    // The avatar flow's public id: the folder plus the last path segment without its extension.
    const publicId = `avatars/${path
      .split('/')
      .at(-1)
      ?.replace(/\.png$/, '')}`;
    expect(publicId).toBe(body.public_id);
    const removed = await remove(captain, publicId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: uploadMessages.removed, result: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const again = await remove(captain, publicId);
    expect(again.json()).toEqual({ message: uploadMessages.notFound, result: 'not found' });
  });

  it('builds upload URLs from PUBLIC_URL, never from the Host header', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    ]) {
      const answer = await upload(
        captain,
        [image(PNG), { name: 'folder', value: 'logistics' }],
        t.app,
        headers,
      );
      expect(answer.statusCode).toBe(201);
      expect(answer.json<Uploaded>().secure_url).toMatch(/^http:\/\/app\.test\/api\/uploads\/logistics\//);
    }
    const behindProxy = await t.buildApp({
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://logistics.example.com',
    });
    const answer = await upload(captain, [image(PNG)], behindProxy, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(answer.json<Uploaded>().secure_url).toMatch(
      /^https:\/\/logistics\.example\.com\/api\/uploads\/uploads\//,
    );
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
      expect((await served(response.json().secure_url)).rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses an image whose header does not read as its kind, or that claims more than 50 megapixels', async () => {
    const before = await rowCount(t.database.db, 'images');
    const refusals: Array<[Buffer, string]> = [
      // The right first bytes, then anything: the header a browser would read is not there.
      [Buffer.concat([PNG.subarray(0, 8), Buffer.from('not the header of a PNG at all')]), IMAGE_UNREADABLE],
      [Buffer.concat([JPEG.subarray(0, 3), Buffer.alloc(40)]), IMAGE_UNREADABLE],
      [Buffer.concat([WEBP.subarray(0, 12), Buffer.from('JUNK, not a chunk of a WebP')]), IMAGE_UNREADABLE],
      [pngOf(0, 1), IMAGE_UNREADABLE],
      // A few hundred bytes that a browser would draw as 1.6 GB.
      [pngOf(20_000, 20_000), IMAGE_TOO_MANY_PIXELS],
      [jpegOf(10_000, 5_001), IMAGE_TOO_MANY_PIXELS],
      [gifOf(65_535, 65_535), IMAGE_TOO_MANY_PIXELS],
      [webpOf(16_383, 16_383), IMAGE_TOO_MANY_PIXELS],
    ];
    for (const [bytes, message] of refusals) {
      const response = await upload(captain, [image(bytes), { name: 'folder', value: 'avatars' }]);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message },
      });
    }
    expect(await rowCount(t.database.db, 'images')).toBe(before);

    // Up to the limit, accepted.
    const largest = await upload(captain, [image(jpegOf(10_000, IMAGE_MAX_PIXELS / 10_000))]);
    expect(largest.statusCode).toBe(201);
    expect((await remove(captain, largest.json<Uploaded>().public_id)).statusCode).toBe(200);
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
    const largest = await upload(captain, [image(limit), { name: 'folder', value: 'avatars' }]);
    expect(largest.statusCode).toBe(201);
    expect((await remove(captain, largest.json<Uploaded>().public_id)).statusCode).toBe(200);

    for (const folder of ['../outside', 'avatars/../../etc', '/etc', 'a\\b', 'avatars/./x', '..']) {
      const response = await upload(captain, [image(PNG), { name: 'folder', value: folder }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: uploadMessages.badFolder });
    }
    for (const publicId of ['../jwt-secret', 'avatars/../../jwt-secret', '/etc/passwd', 'noslash']) {
      const response = await remove(captain, publicId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: uploadMessages.badPublicId });
    }
    const traversal = await t.app.inject({ method: 'GET', url: '/api/uploads/..%2Fjwt-secret' });
    expect(traversal.statusCode).toBe(404);

    const noFile = await upload(captain, [{ name: 'folder', value: 'avatars' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: uploadMessages.noFile });
  });

  it('refuses a body that is not one image in the `file` field: 400 with what to send, nothing stored', async () => {
    const before = await rowCount(t.app.db, 'images');
    await expectMisshapenRefused(t.app, '/api/cloudinary/upload', captain, uploadMessages, image(PNG), [
      { name: 'folder', value: 'avatars' },
    ]);
    expect(await rowCount(t.app.db, 'images')).toBe(before);
  });

  it('accepts signed-in users only', async () => {
    const anonymous = await upload(undefined, [image(PNG), { name: 'folder', value: 'avatars' }]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: authMessages.unauthenticated });
    expect((await remove(undefined, 'avatars/abc')).statusCode).toBe(401);
  });

  describe('who may delete an image', () => {
    it("refuses a captain the admin's avatar: 403, and the image stays", async () => {
      const avatar = await uploadAvatar(admin);
      expect((await setAvatar(admin, admin.user.id, avatar.secure_url)).statusCode).toBe(200);

      const refused = await remove(captain, avatar.public_id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: uploadMessages.notYours });
      expect((await served(avatar.secure_url)).statusCode).toBe(200);
      expect(await avatarOf(admin.user.id)).toBe(avatar.secure_url);
    });

    it('refuses anyone but the uploader an image no record holds', async () => {
      const loose = await uploadAvatar(admin);
      const fleet = await loginAs(t.app, 'fleet-manager');
      for (const session of [captain, fleet]) {
        expect((await remove(session, loose.public_id)).statusCode).toBe(403);
      }
      expect((await served(loose.secure_url)).statusCode).toBe(200);
      expect((await remove(admin, loose.public_id)).statusCode).toBe(200);
      expect((await served(loose.secure_url)).statusCode).toBe(404);
    });

    it('lets the person whose avatar it is, and the roles that may edit them, delete it; no other role', async () => {
      const driver = await createAccount(t, 'captain');
      const driverSession = await login(t.app, driver.email, driver.password);
      const fleet = await loginAs(t.app, 'fleet-manager');
      const inventory = await loginAs(t.app, 'inventory-manager');

      // Uploaded by the fleet-manager, held by the captain's record: the captain may delete it.
      const first = await uploadAvatar(fleet);
      expect((await setAvatar(fleet, driver.id, first.secure_url)).statusCode).toBe(200);
      expect((await remove(driverSession, first.public_id)).statusCode).toBe(200);

      // Uploaded by the captain: the fleet-manager (who edits captains) may delete it; the
      // inventory-manager (who does not) may not.
      const second = await uploadAvatar(driverSession);
      expect((await setAvatar(driverSession, driver.id, second.secure_url)).statusCode).toBe(200);
      expect((await remove(inventory, second.public_id)).statusCode).toBe(403);
      expect((await served(second.secure_url)).statusCode).toBe(200);
      expect((await remove(fleet, second.public_id)).statusCode).toBe(200);
      expect((await served(second.secure_url)).statusCode).toBe(404);
    });

    it('refuses as an avatar an image someone else uploaded (400), so its uploader can still remove it', async () => {
      const mine = await uploadAvatar(captain);
      const before = await avatarOf(admin.user.id);
      const copied = await setAvatar(admin, admin.user.id, mine.secure_url);
      expect([copied.statusCode, copied.json()]).toEqual([400, { message: uploadMessages.notUploadedHere }]);
      // The profile's own PATCH, and an employee created with it, alike.
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${admin.user.id}`,
        headers: admin.headers,
        payload: {
          avatar: mine.secure_url,
          version: (
            await t.database.db
              .selectFrom('users')
              .select('version')
              .where('id', '=', admin.user.id)
              .executeTakeFirstOrThrow()
          ).version,
        },
      });
      expect([patched.statusCode, patched.json()]).toEqual([
        400,
        { message: uploadMessages.notUploadedHere },
      ]);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.headers,
        payload: {
          name: 'Copied Avatar',
          email: `copied.avatar.${Date.now()}@example.com`,
          phone: '+441210000778',
          address: '1 Image Street',
          password: 'Passw0rd!',
          role: 'captain',
          avatar: mine.secure_url,
        },
      });
      expect([created.statusCode, created.json()]).toEqual([
        400,
        { message: uploadMessages.notUploadedHere },
      ]);
      expect(await avatarOf(admin.user.id)).toBe(before);
      expect((await remove(captain, mine.public_id)).statusCode).toBe(200);
      expect((await served(mine.secure_url)).statusCode).toBe(404);
      // Clearing it is always allowed.
      expect((await setAvatar(admin, admin.user.id, '')).statusCode).toBe(200);
      expect(await avatarOf(admin.user.id)).toBeNull();
    });

    it('clears the avatar of every record that held a deleted image, in the same change', async () => {
      const driver = await createAccount(t, 'captain');
      const fleet = await loginAs(t.app, 'fleet-manager');
      const picture = await uploadAvatar(fleet);
      expect((await setAvatar(fleet, driver.id, picture.secure_url)).statusCode).toBe(200);
      const versionBefore = (
        await t.database.db
          .selectFrom('users')
          .select('version')
          .where('id', '=', driver.id)
          .executeTakeFirstOrThrow()
      ).version;
      expect((await remove(fleet, picture.public_id)).statusCode).toBe(200);
      expect((await served(picture.secure_url)).statusCode).toBe(404);
      const after = await t.database.db
        .selectFrom('users')
        .select(['avatar', 'version'])
        .where('id', '=', driver.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ avatar: null, version: versionBefore + 1 });
    });
  });

  describe('image fields hold an https image or an upload of this server only', () => {
    it.each([
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'http://evil.example/picture.png',
      '//evil.example/picture.png',
      '/api/uploads/logistics/abc.png',
      'http://app.test/api/uploads/../../etc/passwd.png',
      'https://[broken/a.png',
      'https://user:secret@images.example.com/a.png',
      'not a url',
    ])('refuses %j as an avatar with a message, and keeps the old one', async (avatar) => {
      const before = await avatarOf(captain.user.id);
      const answer = await setAvatar(captain, captain.user.id, avatar);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: INVALID_IMAGE_URL });
      expect(await avatarOf(captain.user.id)).toBe(before);

      const created = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.headers,
        payload: {
          name: 'Image Field',
          email: `image.field.${Date.now()}@example.com`,
          phone: '+441210000777',
          address: '1 Image Street',
          password: 'Passw0rd!',
          role: 'captain',
          avatar,
        },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ message: INVALID_IMAGE_URL });
    });

    it("accepts an https image as it is, and this server's uploads written with PUBLIC_URL", async () => {
      const https = 'https://images.example.com/people/carlos.png';
      expect((await setAvatar(captain, captain.user.id, https)).statusCode).toBe(200);
      expect(await avatarOf(captain.user.id)).toBe(https);

      // An upload named through another origin (a Host header before this fix) is stored as this server's URL.
      const uploaded = await uploadAvatar(captain);
      const elsewhere = uploaded.secure_url.replace('http://app.test', 'http://evil.example');
      const answer = await setAvatar(captain, captain.user.id, elsewhere);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().user.avatar).toBe(uploaded.secure_url);
      expect(await avatarOf(captain.user.id)).toBe(uploaded.secure_url);
    });

    it('refuses an upload URL that names no stored image', async () => {
      const answer = await setAvatar(
        captain,
        captain.user.id,
        'http://app.test/api/uploads/logistics/0123456789abcdef01234567.png',
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: uploadMessages.notStored });
    });
  });

  describe('rate limit and quota', () => {
    it('refuses more uploads an hour than UPLOADS_PER_HOUR, per person, with when to retry', async () => {
      const app = await t.buildApp({ UPLOADS_PER_HOUR: '2' });
      const first = await createAccount(t, 'captain');
      const second = await createAccount(t, 'captain');
      const one = await login(app, first.email, first.password);
      const two = await login(app, second.email, second.password);
      for (let i = 0; i < 2; i += 1) expect((await upload(one, [image(PNG)], app)).statusCode).toBe(201);
      const limited = await upload(one, [image(PNG)], app);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Too many requests\. Please try again in (\d+ minutes|1 minute)\.$/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await upload(two, [image(PNG)], app)).statusCode).toBe(201);
    });

    it('refuses an upload past UPLOAD_QUOTA_MB of stored images, until some are removed', async () => {
      const app = await t.buildApp({ UPLOAD_QUOTA_MB: '5' });
      const account = await createAccount(t, 'captain');
      const session = await login(app, account.email, account.password);
      const threeMegabytes = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
      const kept = await upload(session, [image(threeMegabytes)], app);
      expect(kept.statusCode).toBe(201);
      const over = await upload(session, [image(threeMegabytes)], app);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ message: uploadMessages.quotaExceeded(5) });
      const removed = await app.inject({
        method: 'POST',
        url: '/api/cloudinary/delete-image',
        headers: session.headers,
        payload: { publicId: kept.json<Uploaded>().public_id },
      });
      expect(removed.statusCode).toBe(200);
      expect((await upload(session, [image(threeMegabytes)], app)).statusCode).toBe(201);
    });
  });

  describe('orphaned images', () => {
    const age = (publicId: string, seconds: number, column: 'created_at' | 'referenced_at' = 'created_at') =>
      t.database.db
        .updateTable('images')
        .set({ [column]: sql<Date>`now() - make_interval(secs => ${seconds})` })
        .where('public_id', '=', publicId)
        .execute();
    const exists = async (publicId: string) =>
      (await t.database.db
        .selectFrom('images')
        .select('public_id')
        .where('public_id', '=', publicId)
        .executeTakeFirst()) !== undefined;

    it('are removed after the grace period, by sweeps that may run on several instances at once', async () => {
      const account = await createAccount(t, 'captain');
      const session = await login(t.app, account.email, account.password);
      const never = await uploadAvatar(session); // uploaded, never referenced
      const young = await uploadAvatar(session); // uploaded, not referenced yet, within the grace period
      const held = await uploadAvatar(session); // the avatar
      const replaced = await uploadAvatar(session); // the avatar before `held`
      expect((await setAvatar(session, account.id, replaced.secure_url)).statusCode).toBe(200);
      expect((await setAvatar(session, account.id, held.secure_url)).statusCode).toBe(200);
      const old = ORPHAN_GRACE_SECONDS + 60;
      for (const image of [never, held, replaced]) await age(image.public_id, old);
      await age(replaced.public_id, old, 'referenced_at');
      await age(held.public_id, old, 'referenced_at');

      const other = await t.buildApp();
      const results = await Promise.all([t.app.images.sweep(), other.images.sweep(), t.app.images.sweep()]);
      expect(results.reduce((sum, result) => sum + result.images, 0)).toBeGreaterThanOrEqual(2);
      expect(await exists(never.public_id)).toBe(false);
      expect(await exists(replaced.public_id)).toBe(false);
      expect(await exists(young.public_id)).toBe(true);
      expect(await exists(held.public_id)).toBe(true);
      expect((await served(held.secure_url)).statusCode).toBe(200);
    });

    it('count from their last reference: an old upload set on a record, then replaced, stays for the grace period', async () => {
      const image = await uploadAvatar(captain);
      await age(image.public_id, ORPHAN_GRACE_SECONDS + 60);
      expect((await setAvatar(captain, captain.user.id, image.secure_url)).statusCode).toBe(200);
      expect((await setAvatar(captain, captain.user.id, '')).statusCode).toBe(200);
      await t.app.images.sweep();
      expect(await exists(image.public_id)).toBe(true);
    });
  });

  it('imports the files of DATA_DIR/uploads once, under their old URLs', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'logistics-uploads-'));
    try {
      mkdirSync(join(folder, 'logistics'), { recursive: true });
      const id = 'abcdef0123456789abcdef01';
      writeFileSync(join(folder, 'logistics', `${id}.png`), PNG);
      const when = new Date('2026-01-02T03:04:05Z');
      utimesSync(join(folder, 'logistics', `${id}.png`), when, when);
      writeFileSync(join(folder, 'logistics', 'notes.txt'), 'not an image');
      writeFileSync(join(folder, 'logistics', 'fedcba9876543210fedcba98.png'), 'not a png either');

      expect(await importUploadsFolder(t.database.db, folder)).toEqual({ imported: 1, skipped: 2 });
      const back = await t.app.inject({ method: 'GET', url: `/api/uploads/logistics/${id}.png` });
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload.equals(PNG)).toBe(true);
      const row = await t.database.db
        .selectFrom('images')
        .select(['created_at', 'uploaded_by'])
        .where('public_id', '=', `logistics/${id}`)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ created_at: when, uploaded_by: null });
      // Once: a later start does not read the folder again.
      expect(await importUploadsFolder(t.database.db, folder)).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  // Last: it takes the database down to before migration 0008 and back (the images table goes with it).
  it('migration 0008 clears image fields that hold anything but https or upload URLs', async () => {
    const migrator = new Migrator({ db: t.database.db, provider: { getMigrations: loadMigrations } });
    expect((await migrator.migrateTo('0007-login-throttles-and-rate-counters')).error).toBeUndefined();
    const planted = {
      [captain.user.id]: 'javascript:alert(document.cookie)',
      [admin.user.id]: 'https://images.example.com/amelia.png',
    };
    try {
      for (const [id, avatar] of Object.entries(planted)) {
        await t.database.db.updateTable('users').set({ avatar }).where('id', '=', id).execute();
      }
    } finally {
      const later = Object.keys(await loadMigrations()).filter((name) => name >= '0008-images');
      expect(await migrateToLatest(t.database.db)).toEqual(later);
    }
    expect(await avatarOf(captain.user.id)).toBeNull();
    expect(await avatarOf(admin.user.id)).toBe('https://images.example.com/amelia.png');
  });
});
