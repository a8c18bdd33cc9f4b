/**
 * An error whose status and message are meant for the client; the central error handler sends them as is, with
 * `field`, the request body's field the refusal concerns (a taken key, a reference that names no row), when known.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.field = field;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
