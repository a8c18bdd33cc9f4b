import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadMessages } from '@logistics/shared/contracts/messages';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, IMAGE_TOO_LARGE } from '@logistics/shared/contracts/validation';
import { AppError } from '../errors.js';
import { currentUser, type SessionUser } from '../plugins/app/auth.js';
import { runInTransaction } from '../db/transaction.js';
import { createImagesRepository, type ImageHolder, type ImageInfo } from '../repositories/images.js';
import {
  DEFAULT_FOLDER,
  isSafeFolder,
  isSafePublicId,
  parseStoredPath,
  readImage,
} from '../uploads/images.js';
import { bearerAuth, errorResponses } from '../schemas.js';
import { readMultipartFile } from './multipart-file.js';
import { canEdit } from './users.js';

const uploadResponseSchema = z.object({
  public_id: z.string(),
  secure_url: z.string(),
  url: z.string(),
  format: z.string(),
  resource_type: z.literal('image'),
  bytes: z.number().int(),
  folder: z.string(),
});

const HOUR = 60 * 60;
const MEGABYTE = 1024 * 1024;

/**
 * Who may remove an image: when records hold it, only someone who may edit every one of them (an avatar: its
 * user, and the roles that may edit that user), so nobody removes an image from a record they could not change
 * themselves; when none does, only its uploader.
 */
export function mayRemoveImage(
  caller: SessionUser,
  image: ImageInfo,
  holders: readonly ImageHolder[],
): boolean {
  if (holders.length === 0) return image.uploadedBy === caller.id;
  return holders.every((holder) => holder.userId === caller.id || canEdit(caller, holder));
}

/**
 * A Cloudinary-compatible upload, under /cloudinary: POST /upload (multipart `file`, `upload_preset`, `folder`;
 * answers `secure_url` and `public_id`) and POST /delete-image ({ publicId }). Signed-in users only. The
 * bytes decide what an image is (PNG, JPEG, GIF or WebP magic numbers), never its name or declared type. Each
 * person may upload `UPLOADS_PER_HOUR` images an hour and keep `UPLOAD_QUOTA_MB` of them.
 */
export const cloudinaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploadsPerHour, uploadQuotaBytes } = app.config;
  await app.register(multipart, {
    // One byte more than the limit is enough to know a file is too large.
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  });
  // Counted before the body is read: a refused upload costs no more than its headers.
  const uploadRate = app.rateLimit({
    name: 'upload',
    max: uploadsPerHour,
    windowSeconds: HOUR,
    key: (request: FastifyRequest) => currentUser(request).id,
  });

  app.post(
    '/upload',
    {
      onRequest: [app.authenticate, uploadRate],
      schema: {
        operationId: 'uploadImage',
        tags: ['images'],
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      const { bytes, fields } = await readMultipartFile(request, {
        notMultipart: uploadMessages.notMultipart,
        noFile: uploadMessages.noFile,
        oneFile: uploadMessages.oneFile,
        tooManyFields: uploadMessages.tooManyFields,
        bodyUnreadable: uploadMessages.bodyUnreadable,
        tooLarge: IMAGE_TOO_LARGE,
      });
      if (bytes.length > IMAGE_MAX_BYTES) throw new AppError(413, IMAGE_TOO_LARGE);
      const folder = (fields.folder ?? '').trim() || DEFAULT_FOLDER;
      if (!isSafeFolder(folder)) throw new AppError(400, uploadMessages.badFolder);
      const read = readImage(bytes);
      if ('refusal' in read) throw new AppError(400, read.refusal);
      const { kind } = read;

      const uploader = currentUser(request).id;
      const image = { bytes, format: kind.ext, mime: kind.mime, uploadedBy: uploader };
      const publicId = await app.transaction(async (repositories) => {
        // One upload of a person at a time past this point, so two at once cannot both slip under the quota.
        await repositories.images.lockUploader(uploader);
        const stored = await repositories.images.storedBytesOf(uploader);
        if (stored + bytes.length > uploadQuotaBytes) {
          throw new AppError(413, uploadMessages.quotaExceeded(Math.floor(uploadQuotaBytes / MEGABYTE)));
        }
        for (;;) {
          const candidate = `${folder}/${randomImageId()}`;
          if (await repositories.images.insert({ ...image, publicId: candidate })) return candidate;
        }
      });
      const url = app.images.urlOf(`${publicId}.${kind.ext}`);
      return reply.code(201).send({
        public_id: publicId,
        secure_url: url,
        url,
        format: kind.ext,
        resource_type: 'image' as const,
        bytes: bytes.length,
        folder,
      });
    },
  );

  app.post(
    '/delete-image',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'deleteImage',
        tags: ['images'],
        security: bearerAuth,
        body: z.object({ publicId: z.string({ error: uploadMessages.badPublicId }).trim() }),
        response: {
          200: z.object({ message: z.string(), result: z.enum(['ok', 'not found']) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { publicId } = request.body;
      if (!isSafePublicId(publicId)) throw new AppError(400, uploadMessages.badPublicId);
      const image = await app.repositories.images.find(publicId);
      // Removing an image that is already gone is not an error (the avatar flow removes the old one first).
      if (!image) return { message: uploadMessages.notFound, result: 'not found' as const };
      const holders = await app.repositories.images.holdersOf(publicId);
      if (!mayRemoveImage(currentUser(request), image, holders)) {
        throw new AppError(403, uploadMessages.notYours);
      }
      // The records that held it no longer point at it: cleared in the same transaction as the image goes.
      const removed = await runInTransaction(app.db, async (trx) => {
        const images = createImagesRepository(trx);
        await images.release(publicId);
        return images.remove(publicId);
      });
      return removed
        ? { message: uploadMessages.removed, result: 'ok' as const }
        : { message: uploadMessages.notFound, result: 'not found' as const };
    },
  );
};

/** 24 hex digits, as the public ids of files stored before images moved into the database. */
function randomImageId(): string {
  return randomBytes(12).toString('hex');
}

/** The stored images, served back at /uploads/<public id>.<ext> (public: an <img> sends no token). */
export const uploadedFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/*',
    {
      // Its 404 is described here too: a response schema would type the Buffer sent as JSON.
      config: { binaryResponse: { description: 'The image', types: IMAGE_MIME_TYPES, errors: [404] } },
      schema: { tags: ['images'], params: z.object({ '*': z.string() }) },
    },
    async (request, reply) => {
      const stored = parseStoredPath(request.params['*']);
      const image = stored && (await app.repositories.images.read(stored.publicId, stored.format));
      if (!image) throw new AppError(404, uploadMessages.notFound);
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
};
