import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../errors.js';

/** What a route answers when an upload's body is not the one file it takes. */
export interface MultipartFileTexts {
  notMultipart: string;
  noFile: string;
  /** A second file, or a file under another field's name. */
  oneFile: string;
  /** More text fields than the route's `limits.fields`. */
  tooManyFields: string;
  /** A body cut off or malformed. */
  bodyUnreadable: string;
  tooLarge: string;
}

// @fastify/multipart's codes for a file past `limits.fileSize`, a file part past `limits.files`, and a text field
// or any part past `limits.fields` and `limits.parts`.
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const FILES_LIMIT = 'FST_FILES_LIMIT';
const FIELD_LIMITS = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Reads a multipart body that carries one file, in the `file` field, beside text fields (the route registers
 * @fastify/multipart with `files: 1` and its size limit). Every way such a body can be wrong is the sender's, and
 * is answered with what to send instead (400, or 413 past the size limit), never as a server failure.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  texts: MultipartFileTexts,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError(400, texts.notMultipart);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') throw new AppError(400, texts.oneFile);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw refusalOf(error, texts);
  }
  if (bytes === undefined) throw new AppError(400, texts.noFile);
  return { bytes, fields };
}

function refusalOf(error: unknown, texts: MultipartFileTexts): unknown {
  if (isAppError(error)) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === FILE_TOO_LARGE) return new AppError(413, texts.tooLarge);
  if (code === FILES_LIMIT) return new AppError(400, texts.oneFile);
  if (typeof code === 'string' && FIELD_LIMITS.has(code)) return new AppError(400, texts.tooManyFields);
  // The plugin's own 5xx is the server's failure; every other error (busboy's parse errors carry no status, the
  // plugin's others a 4xx) arose from reading what was sent.
  if (typeof statusCode === 'number' && statusCode >= 500) return error;
  return new AppError(400, texts.bodyUnreadable);
}
