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

/** The reasons a row of an offer import cannot be imported (Q-065; offer-import.ts ImportReasonCode). */
export const IMPORT_REASON_CODES = [
  'importItemNumberMissing',
  'importItemNotFound',
  'importWarehouseMismatch',
  'importWarehouseNotAcceptingOffers',
  'importGroupNotAcceptingOffers',
  'importQuantityNotWholeNumber',
  'importQuantityNotPositive',
  'importQuantityAboveAvailable',
  'importQuantityNotMultipleOfIncrement',
  'importPriceNotNumber',
  'importPriceNotPositive',
  'importPriceAboveListPrice',
  'importPriceNotWholeNumber',
  'importDuplicateRow',
] as const;

/**
 * Business refusals (CONVENTIONS habit 6): answered 422 `validationFailed` (or the status of the outcome, e.g. 409
 * for an outdated order) with `errors[].messageCode` one of these dictionary keys. Every service refuses through
 * this one list — the server's FieldError takes only these codes (and `validationFailed` for a field the contract's
 * schema refused), and the domain's rule functions answer codes of it (a compile-time check in the server's
 * plugins/errors.ts) — so no feature imports another to say no.
 */
export const RefusalCodes = [
  // Stock and orders (G-037, G-069, I-050…I-053, Q-026)
  'stockItemNotFound',
  // An order upsert naming an item the order does not have, or one item twice (N-054)
  'itemNotOnOrder',
  'itemRepeated',
  // Adding to an existing order an item it holds at another price (N-040)
  'itemOnOrderAtAnotherPrice',
  'notEnoughQuantity',
  'offerNotReadyToCheckout',
  'offerNotInWarehouse',
  'quantityBelowMinimum',
  'prospectCannotCheckoutContactSalesRep',
  'idempotencyKeyReused',
  // Offers (D-007, D-019, G-052…G-066)
  'offerItemMismatch',
  // Seller auto-rules
  'ruleItemNotFound',
  'ruleItemTakesNoOffers',
  'ruleFloorNotBelowListPrice',
  'offerNotAwaitingBuyerReview',
  'quantityAtLeastOne',
  'quantityAboveAvailable',
  'quantityNotMultipleOfIncrement',
  'offerPriceNotPositive',
  'offerPriceNotWholeNumber',
  'offerPriceAboveListPrice',
  'offersNotAccepted',
  'offerPriceNotBelowListPrice',
  'offerPriceNotBelowCounterPrice',
  // The seller's answers (E-013…E-020, Q-031)
  'offerNotAwaitingAnswer',
  'counterPriceRequired',
  'counterPriceNotBelowListPrice',
  'counterPriceNotAboveOfferPrice',
  'minimumQuantityOutOfRange',
  'answerUndoTooLate',
  'conflict',
  // Checkout (I-020…I-040, part 1 §9)
  'serviceLevelRequired',
  'freightRequired',
  'freightNotANumber',
  'carrierRequired',
  'accountNumberRequired',
  'selectInsurance',
  'insuranceAmountTooLow',
  // O-058: an amount with more decimals than the currency has (the insured amount)
  'invalidCurrencyValue',
  'insuranceAmountTooHigh',
  'selectShippingAddress',
  'selectShippingMethod',
  'selectBillingAddress',
  'selectPaymentMethod',
  'invalidSelection',
  'invalidInput',
  'payAndShipNowDisabled',
  'proofOfExportRequired',
  // Order details (L-028…L-052, Q-051) and the order desk
  'orderNotFound',
  'outdatedSalesOrder',
  'orderCannotBeEdited',
  'removingLastItemCannotCancel',
  'invalidOrderQuantity',
  'maxQuantity',
  'minQuantity',
  'invalidQuantity',
  'invalidIncrementSize',
  'feeTermsRefused',
  'paymentShort',
  'invalidManifest',
  // Online payment, proof-of-export documents, offer import
  'paymentNotAvailable',
  'paymentMismatch',
  'documentNoFile',
  'documentFileType',
  'importNoFile',
  'importChangedSinceReview',
  ...IMPORT_REASON_CODES,
  // Staff and passwords
  'lastOwner',
  'passwordRuleMinLength',
  'passwordRuleLowercase',
  'passwordRuleUppercase',
  'passwordRuleNumber',
  'passwordRuleSpecial',
] as const;
export type RefusalCode = (typeof RefusalCodes)[number];

/** What a field error may say: a business refusal, or `validationFailed` for a value the schema refused. */
export type FieldMessageCode = RefusalCode | 'validationFailed';

/**
 * Refusals whose words the server writes for each case and the client shows as they come, so they have no
 * dictionary entry on purpose: the fee terms' (L-065: the server's description), and the seller console's (the
 * console shows the server's message of every refusal): a short payment's amounts, a manifest's problems, the last
 * owner.
 */
export const SERVER_WORDED_REFUSALS: readonly RefusalCode[] = [
  'feeTermsRefused',
  'paymentShort',
  'invalidManifest',
  'lastOwner',
];
