import { INTERNAL_SERVER_ERROR, resolveErrorMessage, type Translate } from '@portico/domain';
import { getIdToken, refreshSession } from '@portico/web-session';

/**
 * The one HTTP client of the portal. Tenant API calls carry the in-memory ID token (B-005); a 401 triggers one
 * silent refresh through the httpOnly cookie and one retry. Failures follow spec part 1 §8 (O-001…O-005):
 * the message comes from resolveErrorMessage, a 403 signs the user out and returns to / with that message,
 * anything else shows an error snackbar for 30 s and is thrown to the caller; callers may choose to only log
 * (O-008, O-009) or to handle it entirely themselves ('silent').
 */

export const API_PREFIX = '/px-api-gateway';

/** What the caller wants done with a failure besides throwing it. */
export type ErrorHandling = 'notify' | 'log' | 'silent';

/** Anything with zod's safeParse; structural, so the startup path does not have to bundle zod. */
export type ResponseSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

export type RequestOptions<T = unknown> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token and refresh on 401 (default: true for tenant API paths). */
  auth?: boolean;
  onError?: ErrorHandling;
  /** O-001 step 4: shown when neither the server nor the client has a better message. */
  fallbackMessage?: string;
  /** Checks the answer at runtime (screens loaded on demand use the contract's zod schemas). */
  schema?: ResponseSchema<T>;
};

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(message);
  }
  get messageCode(): string | undefined {
    const b = this.body as { messageCode?: unknown } | undefined;
    return typeof b?.messageCode === 'string' ? b.messageCode : undefined;
  }
}

export type ApiHooks = {
  translate: Translate;
  /** O-004 / O-005: the error snackbar (30 s). */
  notifyError(message: string): void;
  /** O-003 / B-023: sign out and return to / showing the message. */
  onForbidden(message: string): void;
  /** A 401 the refresh could not cure: the session is gone. */
  onSessionExpired(): void;
  log(message: string, error: unknown): void;
};

const hooks: ApiHooks = {
  translate: () => undefined,
  notifyError: () => {},
  onForbidden: () => {},
  onSessionExpired: () => {},
  log: (message, error) => console.error(message, error),
};

export function configureApi(next: Partial<ApiHooks>): void {
  Object.assign(hooks, next);
}

/** `${tenantApiEndPoint}/px-api-gateway/...`; an empty end point means same origin. */
let apiBase = '';
export function setApiBase(endPoint: string | undefined): void {
  apiBase = (endPoint ?? '').replace(/\/+$/, '');
}

/** Joins the base and a tenant API path ('order/settings' or '/px-api-gateway/order/settings'). */
export function apiUrl(path: string, base = apiBase): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('/identity')) return path;
  const clean = path.replace(/^\/+/, '');
  const withPrefix = clean.startsWith(`${API_PREFIX.slice(1)}/`) ? `/${clean}` : `${API_PREFIX}/${clean}`;
  return `${base}${withPrefix}`;
}

/** The status a FAIL body reports, else the HTTP status (the spec speaks of "statusCode 403"). */
export function failureStatus(httpStatus: number | undefined, body: unknown): number | undefined {
  const code = (body as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof code === 'number' ? code : httpStatus;
}

/** Answers `results` of a `{ status: 'SUCCESS', results }` envelope, or the body as it is. */
export function unwrap(body: unknown): unknown {
  if (body && typeof body === 'object' && 'status' in body && 'results' in body) {
    return (body as { results: unknown }).results;
  }
  return body;
}

async function send(url: string, opts: RequestOptions<unknown>, auth: boolean) {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    // A multipart upload (F-004): the browser writes the content-type with its boundary.
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const token = getIdToken();
  if (auth && token) headers.authorization = `Bearer ${token}`;
  return fetch(url, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'same-origin',
    signal: opts.signal,
  });
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function fail(
  opts: RequestOptions<unknown>,
  httpStatus: number | undefined,
  body: unknown,
  clientErrorText?: string,
): never {
  const message = resolveErrorMessage({
    httpStatus,
    body,
    clientErrorText,
    fallback: opts.fallbackMessage,
    translate: hooks.translate,
  });
  const error = new ApiError(message, httpStatus, body);
  const handling = opts.onError ?? 'notify';
  if (failureStatus(httpStatus, body) === 403) {
    hooks.onForbidden(message);
  } else if (handling === 'notify') {
    hooks.notifyError(message);
  } else if (handling === 'log') {
    hooks.log(message, error);
  }
  throw error;
}

export async function request<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const url = apiUrl(path);
  const auth = opts.auth ?? !url.includes('/identity/');
  let res: Response;
  try {
    res = await send(url, opts, auth);
    if (res.status === 401 && auth) {
      if (await refreshSession()) {
        res = await send(url, opts, auth);
      }
      if (res.status === 401) hooks.onSessionExpired();
    }
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return fail(opts, undefined, undefined, err instanceof Error ? err.message : String(err));
  }
  const body = await readBody(res);
  if (!res.ok || (body as { status?: unknown } | undefined)?.status === 'FAIL') {
    return fail(opts, res.status, body);
  }
  const results = unwrap(body);
  if (!opts.schema) return results as T;
  const parsed = opts.schema.safeParse(results);
  if (!parsed.success) {
    // The server validates every answer against the same schema, so this is a fault, not user input.
    return fail(opts, res.status, undefined, INTERNAL_SERVER_ERROR);
  }
  return parsed.data;
}

/** Re-exported for the session providers, which restore a session at load. */
export { refreshSession };

/** The file name of a content-disposition header (`filename*=UTF-8''…` preferred), if any. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return (plain?.[2] ?? plain?.[1])?.trim() || undefined;
}

/**
 * A download (spec part 1 §7: blob response, file name from content-disposition), with the same bearer token,
 * refresh and failure handling as request().
 */
export async function requestBlob(
  path: string,
  opts: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const url = apiUrl(path);
  const sendOpts = { ...opts, headers: { accept: '*/*', ...opts.headers } };
  let res: Response;
  try {
    res = await send(url, sendOpts, true);
    if (res.status === 401) {
      if (await refreshSession()) res = await send(url, sendOpts, true);
      if (res.status === 401) hooks.onSessionExpired();
    }
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return fail(opts, undefined, undefined, err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) return fail(opts, res.status, await readBody(res));
  return {
    blob: await res.blob(),
    fileName: fileNameFromDisposition(res.headers.get('content-disposition')),
  };
}
