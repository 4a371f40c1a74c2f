import { INTERNAL_SERVER_ERROR, resolveErrorMessage, type Translate } from '@portico/domain';
import { getIdToken, refreshSession } from '@portico/web-session';

/**
 * The one HTTP client of the buyer portal and the seller console. Tenant API calls carry the in-memory ID token
 * (B-005); a 401 triggers one silent refresh through the httpOnly cookie and one retry, and a 401 that survives
 * it ends the session. A `{ status: 'SUCCESS', results }` envelope is unwrapped; a failure becomes an ApiError
 * whose message follows spec part 1 §8 (O-001…O-005, resolveErrorMessage) unless the app resolves messages its
 * own way. Besides throwing, a failure may notify (the portal's 30 s snackbar), be logged, or stay silent; a 403
 * calls onForbidden (O-003). Each app configures the hooks once at start (configureApi).
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
  /** JSON, or a FormData for a multipart upload. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token and refresh on 401 (default: true except for /identity paths). */
  auth?: boolean;
  /** Sent as the Idempotency-Key header (I-050): a retry with the same key does the work once. */
  idempotencyKey?: string;
  /** Default: the configured defaultErrorHandling. */
  onError?: ErrorHandling;
  /** O-001 step 4: shown when neither the server nor the client has a better message. */
  fallbackMessage?: string;
  /** Checks the answer at runtime (the contract's zod schemas). */
  schema?: ResponseSchema<T>;
};

/** One refusal of a 422 (DESIGN §5), so a form can show each beside its field. */
export type FieldRefusal = { messageCode: string; messageDescription: string; field?: string };

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body?: unknown,
  ) {
    super(message);
  }
  get messageCode(): string | undefined {
    const b = this.body as { messageCode?: unknown } | undefined;
    return typeof b?.messageCode === 'string' ? b.messageCode : undefined;
  }
  /** The per-field refusals of a 422 body (empty otherwise). */
  get errors(): readonly FieldRefusal[] {
    const list = (this.body as { errors?: unknown } | undefined)?.errors;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (e): e is FieldRefusal =>
        !!e && typeof e === 'object' && typeof (e as FieldRefusal).messageDescription === 'string',
    );
  }
}

export type FailureInput = {
  httpStatus: number | undefined;
  body: unknown;
  /** The client-side error text (a network failure). */
  clientErrorText?: string | undefined;
  fallback?: string | undefined;
};

export type ApiHooks = {
  translate: Translate;
  /** The message of a failure; by default O-001's order (resolveErrorMessage over `translate`). */
  resolveMessage(input: FailureInput): string;
  /** What a failure does besides throwing when the call does not say (onError). */
  defaultErrorHandling: ErrorHandling;
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
  resolveMessage: (input) =>
    resolveErrorMessage({
      httpStatus: input.httpStatus,
      body: input.body,
      clientErrorText: input.clientErrorText,
      fallback: input.fallback,
      translate: hooks.translate,
    }),
  defaultErrorHandling: 'notify',
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
  if (path.startsWith('/identity') || path.startsWith('/seller/identity')) return path;
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

function send(url: string, opts: RequestOptions<unknown>, auth: boolean, accept: string) {
  const headers: Record<string, string> = { accept, ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    // A multipart upload (F-004): the browser writes the content-type with its boundary.
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
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

/**
 * The answers that ended the session (a 401 the refresh could not cure): onSessionExpired has taken the user to
 * sign in again with a message saying so, so their failure is thrown without being reported as well.
 */
const endedTheSession = new WeakSet<Response>();

function fail(
  opts: RequestOptions<unknown>,
  httpStatus: number | undefined,
  body: unknown,
  clientErrorText?: string,
  sessionEnded = false,
): never {
  const message = hooks.resolveMessage({ httpStatus, body, clientErrorText, fallback: opts.fallbackMessage });
  const error = new ApiError(message, httpStatus, body);
  if (sessionEnded) throw error;
  const handling = opts.onError ?? hooks.defaultErrorHandling;
  if (failureStatus(httpStatus, body) === 403) {
    hooks.onForbidden(message);
  } else if (handling === 'notify') {
    hooks.notifyError(message);
  } else if (handling === 'log') {
    hooks.log(message, error);
  }
  throw error;
}

/** The longest Retry-After of a 503 the client waits out itself (longer: the failure is shown). */
const MAX_RETRY_AFTER_S = 5;

/**
 * A 503 with a short Retry-After (the database briefly out of reach, or a transaction the server must run again)
 * is waited out and the request sent again, once — where sending it again is safe: a read, or a write with an
 * Idempotency-Key (I-050: the server does its work once).
 */
async function sendPatiently(
  url: string,
  opts: RequestOptions<unknown>,
  auth: boolean,
  accept: string,
): Promise<Response> {
  const res = await send(url, opts, auth, accept);
  const wait = Number(res.headers.get('retry-after'));
  const repeatable =
    (opts.method ?? (opts.body === undefined ? 'GET' : 'POST')) === 'GET' || !!opts.idempotencyKey;
  if (res.status !== 503 || !repeatable || !(wait >= 0 && wait <= MAX_RETRY_AFTER_S)) return res;
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  return send(url, opts, auth, accept);
}

/** Sends, and on a 401 refreshes the session once and sends again; a 401 after that ends the session. */
async function sendWithRefresh(
  path: string,
  opts: RequestOptions<unknown>,
  accept: string,
): Promise<Response> {
  const url = apiUrl(path);
  const auth = opts.auth ?? !url.includes('/identity/');
  try {
    let res = await sendPatiently(url, opts, auth, accept);
    if (res.status === 401 && auth) {
      if (await refreshSession()) res = await sendPatiently(url, opts, auth, accept);
      if (res.status === 401) {
        endedTheSession.add(res);
        hooks.onSessionExpired();
      }
    }
    return res;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return fail(opts, undefined, undefined, err instanceof Error ? err.message : String(err));
  }
}

export async function request<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const res = await sendWithRefresh(path, opts, 'application/json');
  const body = await readBody(res);
  if (!res.ok || (body as { status?: unknown } | undefined)?.status === 'FAIL') {
    return fail(opts, res.status, body, undefined, endedTheSession.has(res));
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
  const res = await sendWithRefresh(path, opts, '*/*');
  if (!res.ok) return fail(opts, res.status, await readBody(res), undefined, endedTheSession.has(res));
  return {
    blob: await res.blob(),
    fileName: fileNameFromDisposition(res.headers.get('content-disposition')),
  };
}
