import { FailBody, type FieldError } from '@portico/contract';
import { getIdToken, refreshSession } from '@portico/web-session';
import type { z } from 'zod';

type FieldRefusal = z.infer<typeof FieldError>;

/**
 * The one HTTP client of the console. Tenant API calls carry the in-memory ID token as a bearer; a 401 gets
 * one silent refresh through the httpOnly cookie and one retry. Failures throw ApiError carrying the server's
 * message (DESIGN §5), or a generic one when the server gave none.
 */

export const API_PREFIX = '/px-api-gateway';
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly messageCode?: string,
    /** The per-field refusals of a 422 (DESIGN §5), so a form can show each beside its field. */
    readonly errors: readonly FieldRefusal[] = [],
  ) {
    super(message);
  }
}

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: S;
  /** Send the bearer token and refresh once on 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
};

let onSessionExpired: () => void = () => {};

/** Called when a 401 survives the refresh: the session is gone. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** Answers `results` of a `{ status: 'SUCCESS', results }` envelope, or the body as it is. */
export function unwrap(body: unknown): unknown {
  if (body && typeof body === 'object' && 'status' in body && 'results' in body) {
    return (body as { results: unknown }).results;
  }
  return body;
}

/** '/identity/...' stays as it is; anything else is a tenant API path under /px-api-gateway. */
export function apiUrl(path: string): string {
  if (path.startsWith('/identity') || path.startsWith(API_PREFIX)) return path;
  return `${API_PREFIX}/${path.replace(/^\/+/, '')}`;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toError(status: number, body: unknown): ApiError {
  const fail = FailBody.safeParse(body);
  // A 5xx never carries anything worth showing (DESIGN §5).
  if (fail.success && status < 500) {
    return new ApiError(fail.data.message, status, fail.data.messageCode, fail.data.errors);
  }
  return new ApiError(GENERIC_ERROR, status);
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const { method = 'GET', body, schema, auth = true, signal } = options;
  const send = () => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = auth ? getIdToken() : undefined;
    if (token) headers.authorization = `Bearer ${token}`;
    return fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  };

  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && auth) {
      if (await refreshSession()) {
        res = await send();
      }
      if (res.status === 401) onSessionExpired();
    }
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('The server cannot be reached. Check your connection and try again.', undefined);
  }

  const json = await readJson(res);
  if (!res.ok) throw toError(res.status, json);
  const parsed = schema.safeParse(unwrap(json));
  if (!parsed.success) throw new ApiError(GENERIC_ERROR, res.status);
  return parsed.data;
}

/** Re-exported for the session providers, which restore a session at load. */
export { refreshSession };
