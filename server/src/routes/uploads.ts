import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, ONLY_IMAGES } from '@logistics/shared/contracts/validation';
import { AppError } from '../errors.js';
import {
  createImageStore,
  DEFAULT_FOLDER,
  isSafeFolder,
  isSafePublicId,
  isSafeStoredPath,
  mimeOfExtension,
  sniffImage,
} from '../uploads/images.js';
import { bearerAuth, errorResponses } from '../schemas.js';

/** The server's own messages about images (candidates for contracts' messages). */
export const uploadMessages = {
  notMultipart: 'Send the image as multipart/form-data with a `file` field.',
  noFile: 'No image was sent: the `file` field is missing.',
  badFolder: 'The folder may hold only letters, digits, "_", "-" and "/" between names.',
  badPublicId: 'The public id must be a folder and an image id, such as "avatars/abc123".',
  removed: 'Image removed successfully.',
  notFound: 'No image has that public id.',
} as const;

const uploadResponseSchema = z.object({
  public_id: z.string(),
  secure_url: z.string(),
  url: z.string(),
  format: z.string(),
  resource_type: z.literal('image'),
  bytes: z.number().int(),
  folder: z.string(),
});

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * A Cloudinary-compatible upload, under /cloudinary: POST /upload (multipart `file`, `upload_preset`, `folder`;
 * answers `secure_url` and `public_id`) and POST /delete-image ({ publicId }). Signed-in users only. The
 * bytes decide what an image is (PNG, JPEG, GIF or WebP magic numbers), never its name or declared type.
 */
export const cloudinaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createImageStore(app.config.uploadsDir);
  await app.register(multipart, {
    // One byte more than the limit is enough to know a file is too large.
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  });

  app.post(
    '/upload',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['images'],
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(400, uploadMessages.notMultipart);
      const fields: Record<string, string> = {};
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || bytes !== undefined) {
              part.file.resume();
              continue;
            }
            bytes = await part.toBuffer();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: unknown }).code === FILE_TOO_LARGE) throw new AppError(413, IMAGE_TOO_LARGE);
        throw error;
      }
      if (bytes === undefined) throw new AppError(400, uploadMessages.noFile);
      if (bytes.length > IMAGE_MAX_BYTES) throw new AppError(413, IMAGE_TOO_LARGE);
      const folder = (fields.folder ?? '').trim() || DEFAULT_FOLDER;
      if (!isSafeFolder(folder)) throw new AppError(400, uploadMessages.badFolder);
      const kind = sniffImage(bytes);
      if (!kind) throw new AppError(400, ONLY_IMAGES);

      const saved = await store.save(folder, bytes, kind);
      const url = `${request.protocol}://${request.host}/api/uploads/${saved.path}`;
      return reply.code(201).send({
        public_id: saved.publicId,
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
      // Removing an image that is already gone is not an error (the avatar flow removes the old one first).
      const removed = await store.remove(publicId);
      return removed
        ? { message: uploadMessages.removed, result: 'ok' as const }
        : { message: uploadMessages.notFound, result: 'not found' as const };
    },
  );
};

/** The stored images, served back at /uploads/<public id>.<ext> (public: an <img> sends no token). */
export const uploadedFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createImageStore(app.config.uploadsDir);
  app.get(
    '/*',
    { schema: { tags: ['images'], params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const path = request.params['*'];
      if (!isSafeStoredPath(path)) throw new AppError(404, uploadMessages.notFound);
      const bytes = await store.read(path);
      const ext = path.slice(path.lastIndexOf('.') + 1);
      const mime = mimeOfExtension(ext);
      if (!bytes || !mime) throw new AppError(404, uploadMessages.notFound);
      return reply
        .header('content-type', mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
