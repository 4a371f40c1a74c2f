/**
 * One enum of expected outcomes, each mapped to its HTTP status in one place (CONVENTIONS: documenso).
 * The code doubles as the dictionary key the client translates (spec part 1 §8).
 */
export const ErrorCodes = {
  validationFailed: 422,
  badRequest: 400,
  unauthorized: 401,
  incorrectUsernameOrPassword: 401,
  forbidden: 403,
  wrongTenant: 403,
  tenantDeactivated: 403,
  notFound: 404,
  conflict: 409,
  invalidVerificationCode: 400,
  expiredVerificationCode: 400,
  tooManyAttempts: 429,
  tooManyRequests: 429,
  invalidSession: 401,
  passwordPolicy: 422,
  internalServerError: 500,
  serviceUnavailable: 503,
} as const;
export type ErrorCode = keyof typeof ErrorCodes;
