import { UNEXPECTED_ERROR, UNEXPECTED_STATUS } from '@logistics/shared/contracts/messages';
import { useSession } from '@logistics/shared/api/session';

/** Every call goes to the same origin; the server (and the dev servers' proxy) answer under /api. */
export const API_BASE = '/api';

/** A failed call: the HTTP status (0 when the network failed) and the server's message, else a default. */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's body, for a refusal that says more than its message (a bulk action's blocking rows). */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * Also an ApiError of another app's copy of this module: each app bundles its own (docs/architecture.md), so a
 * remote's failed call is no instance of the host's class, and the host's query client decides its retries and
 * the 401 sign-out.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error &&
      error.name === 'ApiError' &&
      typeof (error as Partial<ApiError>).status === 'number')
  );
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Something that checks a response body at run time, such as a zod schema from shared/contracts. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** The status the call documents (200, or 201 for a creation); another 2xx is an unexpected status. */
  expect?: number;
  /** The message when the server gives none: each call's own fallback. */
  defaultMessage?: string;
  /** The Bearer token; by default the session's. `null` sends none. */
  token?: string | null;
  signal?: AbortSignal;
  parse?: ResponseParser<T>;
}

export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends JSON and reads JSON. A 2xx is success (an `expect`ed status narrows it); anything else throws an
 * ApiError with the server's `message`. The transport shows nothing and redirects nowhere: that is the UI's
 * business.
 */
export async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, expect, defaultMessage = UNEXPECTED_ERROR, signal, parse } = options;
  const token = options.token === undefined ? useSession.getState().token : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (an image upload) is multipart: the browser writes its Content-Type with the boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${buildQuery(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, defaultMessage);
  }

  const data = await readBody(response);
  const ok = response.status >= 200 && response.status < 300;
  if (!ok) {
    const serverMessage = messageOf(data);
    if (serverMessage) throw new ApiError(response.status, serverMessage, data);
    // Client and server errors without a message get the call's default; anything else (1xx, 3xx) was never
    // an answer this client could expect.
    throw new ApiError(response.status, response.status >= 400 ? defaultMessage : UNEXPECTED_STATUS);
  }
  if (expect !== undefined && response.status !== expect) {
    throw new ApiError(response.status, UNEXPECTED_STATUS);
  }
  if (!parse) return data as T;
  try {
    return parse.parse(data);
  } catch (error) {
    // A body that breaks the contract is a bug to see in the console; the user gets the call's message.
    console.error(`The answer of ${method} ${path} does not match its contract.`, error);
    throw new ApiError(response.status, defaultMessage);
  }
}

type BodylessOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const http = {
  get: <T>(path: string, options?: BodylessOptions<T>) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions<T>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
