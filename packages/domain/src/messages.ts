import type { I18nParams, Translate } from './i18n.ts';

/**
 * O-001 / O-002: the message a failed request shows. The order is
 *   1. the server messageCode translated through the dictionary with params (only when the key is known),
 *   2. the server message,
 *   3. the client error text (e.g. a network error),
 *   4. the caller's fallback,
 *   5. 'Internal Server Error'.
 * For HTTP 422 the first field error decides first: with body status FAIL its messageCode (translated),
 * otherwise its messageDescription.
 */

export const INTERNAL_SERVER_ERROR = 'Internal Server Error';

export type ErrorBodyLike = {
  status?: unknown;
  messageCode?: unknown;
  message?: unknown;
  params?: unknown;
  errors?: unknown;
};

export type ResolveErrorInput = {
  /** HTTP status of the response, when there was one. */
  httpStatus?: number | undefined;
  /** The parsed response body, whatever its shape. */
  body?: unknown;
  /** The client-side error text (network failure, parse error, …). */
  clientErrorText?: string | undefined;
  /** What the caller wants shown when nothing better is known. */
  fallback?: string | undefined;
  translate: Translate;
};

const nonEmpty = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined;

function paramsOf(v: unknown): I18nParams | undefined {
  if (Array.isArray(v)) {
    return v.every((x) => typeof x === 'string' || typeof x === 'number')
      ? (v as (string | number)[])
      : undefined;
  }
  if (v && typeof v === 'object') {
    const out: Record<string, string | number> = {};
    for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'number') out[k] = x;
    return out;
  }
  return undefined;
}

function firstFieldError(errors: unknown): { messageCode?: string; messageDescription?: string } | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first: unknown = errors[0];
  if (!first || typeof first !== 'object') return undefined;
  const f = first as Record<string, unknown>;
  const messageCode = nonEmpty(f.messageCode);
  const messageDescription = nonEmpty(f.messageDescription);
  return { ...(messageCode ? { messageCode } : {}), ...(messageDescription ? { messageDescription } : {}) };
}

export function resolveErrorMessage(input: ResolveErrorInput): string {
  const body: ErrorBodyLike =
    input.body && typeof input.body === 'object' && !Array.isArray(input.body)
      ? (input.body as ErrorBodyLike)
      : {};
  const params = paramsOf(body.params);
  const tr = (code: string | undefined) => (code ? nonEmpty(input.translate(code, params)) : undefined);

  if (input.httpStatus === 422) {
    const first = firstFieldError(body.errors);
    if (first) {
      const fromField = body.status === 'FAIL' ? tr(first.messageCode) : first.messageDescription;
      if (fromField) return fromField;
    }
  }

  return (
    tr(nonEmpty(body.messageCode)) ??
    nonEmpty(body.message) ??
    nonEmpty(input.clientErrorText) ??
    nonEmpty(input.fallback) ??
    INTERNAL_SERVER_ERROR
  );
}
