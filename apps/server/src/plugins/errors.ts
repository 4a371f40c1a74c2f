import {
  DEFAULT_DICTIONARY,
  type ErrorCode,
  ErrorCodes,
  type FailBody,
  type FieldMessageCode,
  type RefusalCode,
} from '@portico/contract';
import {
  type CheckoutMessageCode,
  CONTROL_CHARACTERS,
  type ImportReasonCode,
  type OfferRefusalCode,
  type OrderQuantityMessageCode,
  type PasswordRuleKey,
  type SellerAnswerRefusalCode,
} from '@portico/domain';

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export type FieldError = { messageCode: FieldMessageCode; messageDescription: string; field?: string };

/** The domain's rule functions refuse with codes of the contract's one list (a build error otherwise). */
type DomainRefusalCode =
  | OfferRefusalCode
  | SellerAnswerRefusalCode
  | CheckoutMessageCode
  | OrderQuantityMessageCode
  | ImportReasonCode
  | PasswordRuleKey;
true satisfies [DomainRefusalCode] extends [RefusalCode] ? true : never;

/**
 * An expected outcome (CONVENTIONS habit 6): carries a messageCode the client translates.
 * Anything else thrown is a fault: logged, and answered with a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly params?: Record<string, string | number>,
    readonly errors?: FieldError[],
    readonly statusOverride?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get statusCode(): number {
    return this.statusOverride ?? ErrorCodes[this.code];
  }
}

/** Not now, later: 429 with `Retry-After` (e.g. a spreadsheet upload while the user's previous one is read). */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('tooManyRequests', message);
  }
}

/**
 * A business refusal as the 422 body part 1 §8 reads: errors[0].messageCode is one of the contract's
 * RefusalCodes (a dictionary key), its text filled with `params`.
 */
export function refused(messageCode: RefusalCode, field: string, params?: Record<string, number>): AppError {
  const text = DEFAULT_DICTIONARY[messageCode]?.i18n_value ?? messageCode;
  const description = Object.entries(params ?? {}).reduce(
    (t, [k, v]) => t.replaceAll(`{${k}}`, String(v)),
    text,
  );
  return new AppError('validationFailed', description, params, [
    { messageCode, messageDescription: description, field },
  ]);
}

export const failBody = (
  statusCode: number,
  messageCode: string,
  message: string,
  extra: Partial<FailBody> = {},
): FailBody => ({ status: 'FAIL', statusCode, messageCode, message, ...extra });

/** Errors that say the database is out of reach (node's socket codes, SQLSTATE class 08, shutdown, too many). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** What node-postgres says when a connection cannot be had or is lost. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error|Connection timeout/i;

/**
 * Whether an error (or what it wraps: drizzle's query error keeps the driver's as its cause) is the database
 * being out of reach ('unavailable': stopped, restarting, partitioned, not answering) or refusing a transaction
 * it would have to run again ('busy': a deadlock or serialization failure, SQLSTATE 40P01 / 40001), rather than a
 * fault of the server's own.
 */
export function databaseTrouble(err: unknown, depth = 0): 'unavailable' | 'busy' | undefined {
  if (!err || typeof err !== 'object' || depth > 5) return undefined;
  const code = (err as { code?: unknown }).code;
  if (code === '40P01' || code === '40001') return 'busy';
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return 'unavailable';
  }
  if (err instanceof Error && UNAVAILABLE_MESSAGES.test(err.message)) return 'unavailable';
  if (err instanceof AggregateError) {
    for (const inner of err.errors) {
      const trouble = databaseTrouble(inner, depth + 1);
      if (trouble) return trouble;
    }
  }
  return databaseTrouble((err as { cause?: unknown }).cause, depth + 1);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof RetryLaterError) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send(
        failBody(err.statusCode, err.code, err.message, {
          ...(err.params ? { params: err.params } : {}),
          ...(err.errors ? { errors: err.errors } : {}),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldError[] = err.validation.map((v) => {
        // A record key is the client's own text: its control characters are not echoed back.
        const field =
          v.instancePath.replace(/^\//, '').replaceAll('/', '.').replace(CONTROL_CHARACTERS, '\uFFFD') ||
          undefined;
        return {
          messageCode: 'validationFailed',
          messageDescription: field ? `${field}: ${v.message}` : String(v.message),
          ...(field ? { field } : {}),
        };
      });
      return reply
        .status(422)
        .send(
          failBody(422, 'validationFailed', errors[0]?.messageDescription ?? 'Invalid request', { errors }),
        );
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(failBody(500, 'internalServerError', 'Internal Server Error'));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    // The database out of reach, or a deadlock: the request can be sent again (503 with Retry-After), not a bug.
    const trouble = status >= 500 ? databaseTrouble(err) : undefined;
    if (trouble) {
      request.log.warn(
        { code: (err as { code?: unknown }).code, message: err.message },
        trouble === 'busy' ? 'database transaction to run again (503)' : 'database unavailable (503)',
      );
      return reply
        .status(503)
        .header('retry-after', trouble === 'busy' ? '1' : '5')
        .send(failBody(503, 'serviceUnavailable', 'The service is briefly unavailable, please try again'));
    }
    if (status >= 500) {
      request.log.error({ err }, 'unexpected fault');
      return reply.status(500).send(failBody(500, 'internalServerError', 'Internal Server Error'));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(failBody(429, 'tooManyRequests', 'Too many requests, please try again later'));
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type): safe to echo.
    return reply
      .status(status)
      .send(failBody(status, status === 404 ? 'notFound' : 'badRequest', err.message));
  });
});
