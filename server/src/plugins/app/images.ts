import fp from 'fastify-plugin';
import { uploadMessages } from '@logistics/shared/contracts/messages';
import { INVALID_IMAGE_URL, isImageUrl, UPLOADS_PATH } from '@logistics/shared/contracts/validation';
import { AppError } from '../../errors.js';
import { parseStoredPath, storedPathOfUrl } from '../../uploads/images.js';

/** An image uploaded and never referenced, or no longer referenced, is removed this long after. */
export const ORPHAN_GRACE_SECONDS = 24 * 60 * 60;
/** How often each instance sweeps orphans (and old login and rate counters); the first sweep a minute after start. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_MS = 60 * 1000;
/** Failed-login counters are forgotten a day after their last failure (see auth/login-throttle.ts). */
const THROTTLE_MEMORY_SECONDS = 24 * 60 * 60;

export interface ImageService {
  /** The public URL of a stored path: always PUBLIC_URL, never the request's Host header. */
  urlOf(path: string): string;
  /**
   * An image field's value as it is to be stored: '' (cleared) and undefined (unchanged) as they are; a URL
   * naming one of this server's uploads (on whatever origin it was written) as this server's URL, after
   * marking the image as referenced; another https URL as it is. Anything else is refused with 400. The
   * record's `current` value, sent back unchanged (a profile form sends every field), is left as it is. An
   * upload is taken only from the `uploaders` (the caller, and the person the record is): set on a record,
   * someone else's image would become theirs to keep and no longer its uploader's to remove.
   */
  resolveUrl(
    value: string | undefined,
    uploaders: readonly string[],
    current?: string | null,
  ): Promise<string | undefined>;
  /** Removes orphaned images, and counters nobody needs any more. */
  sweep(): Promise<{ images: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageService;
  }
}

export default fp(
  async (app) => {
    const { repositories } = app;
    const service: ImageService = {
      urlOf: (path) => `${app.config.publicUrl}${UPLOADS_PATH}${path}`,

      async resolveUrl(value, uploaders, current) {
        if (value === undefined || value === '') return value;
        if (value === current) return undefined;
        const url = URL.canParse(value) ? new URL(value) : undefined;
        if (!url || !isImageUrl(value)) throw new AppError(400, INVALID_IMAGE_URL);
        const path = storedPathOfUrl(value);
        const stored = path === undefined ? undefined : parseStoredPath(path);
        if (path !== undefined && stored !== undefined) {
          const image = await repositories.images.find(stored.publicId);
          if (image && (image.uploadedBy === null || !uploaders.includes(image.uploadedBy)))
            throw new AppError(400, uploadMessages.notUploadedHere);
          if (await repositories.images.touch(stored.publicId, stored.format)) return service.urlOf(path);
          // An https image elsewhere that merely looks like an upload path is someone else's image.
          if (url.origin === new URL(app.config.publicUrl).origin || url.protocol !== 'https:') {
            throw new AppError(400, uploadMessages.notStored);
          }
        }
        // Past this point only another site's https image is accepted (an http URL must be one of ours).
        if (url.protocol !== 'https:') throw new AppError(400, INVALID_IMAGE_URL);
        return value;
      },

      async sweep() {
        const images = await repositories.images.sweepOrphans(ORPHAN_GRACE_SECONDS);
        await repositories.loginThrottles.prune(THROTTLE_MEMORY_SECONDS);
        await repositories.rateCounters.prune();
        if (images > 0) app.log.info({ images }, 'orphaned images removed');
        return { images };
      },
    };
    app.decorate('images', service);

    // Every instance sweeps on its own timer; the sweep is one statement per table, safe to run side by side.
    const timers: NodeJS.Timeout[] = [];
    const sweepQuietly = () => {
      service.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'image sweep failed'));
    };
    app.addHook('onReady', async () => {
      timers.push(setTimeout(sweepQuietly, FIRST_SWEEP_MS).unref());
      timers.push(setInterval(sweepQuietly, SWEEP_EVERY_MS).unref());
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
    });
  },
  { name: 'images', dependencies: ['repositories'] },
);
