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
