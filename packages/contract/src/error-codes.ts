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

/**
 * Business refusals (CONVENTIONS habit 6): answered 422 `validationFailed` with `errors[0].messageCode` one of
 * these dictionary keys. Every service refuses through this one list (server plugins/errors.ts `refused`), so no
 * feature imports another to say no.
 */
export const RefusalCodes = [
  // Stock and orders (G-037, G-069, I-050…I-053, Q-026)
  'stockItemNotFound',
  'notEnoughQuantity',
  'offerNotReadyToCheckout',
  'offerNotInWarehouse',
  'quantityBelowMinimum',
  'prospectCannotCheckoutContactSalesRep',
  'idempotencyKeyReused',
  // Offers (D-007, D-019, G-052…G-066)
  'offerItemMismatch',
  'offerNotAwaitingBuyerReview',
  'quantityAtLeastOne',
  'quantityAboveAvailable',
  'quantityNotMultipleOfIncrement',
  'offerPriceNotPositive',
  'offerPriceAboveListPrice',
  'offersNotAccepted',
  'offerPriceNotBelowListPrice',
  'offerPriceNotBelowCounterPrice',
] as const;
export type RefusalCode = (typeof RefusalCodes)[number];
