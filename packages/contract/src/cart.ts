import { z } from 'zod';
import { INT32_MAX, moneyInput, multilineText, quantityInput, text } from './inputs.ts';
import { OfferItem, OfferState, OfferStatus } from './stock.ts';

// ── Cart and Offers (part 1 §2 Cart and Offers screen, §4, §7; G-001…G-072, N-034…N-038, Q-002…Q-006) ──────

/** Body of PUT stocklist/offer/movetocart and DELETE stocklist/offers: a list of offerIds (N-034, N-035). */
export const OfferIdList = z.array(text().min(1).max(100)).min(1).max(5000);
export type OfferIdList = z.infer<typeof OfferIdList>;

/** PUT stocklist/offer/movetocart answer (G-066): the moved items, now READY_TO_CHECKOUT. */
export const MoveToCartResponse = z.array(OfferItem);
export type MoveToCartResponse = z.infer<typeof MoveToCartResponse>;

/** DELETE stocklist/offers answer. */
export const DeleteOffersResponse = z.object({ deletedCount: z.number().int() });
export type DeleteOffersResponse = z.infer<typeof DeleteOffersResponse>;

/** GET stocklist/cart/add-to-existing-order/warehouses (N-036, Q-003): warehouse codes with an unshipped order. */
export const ExistingOrderWarehouses = z.array(z.string());
export type ExistingOrderWarehouses = z.infer<typeof ExistingOrderWarehouses>;

export const WarehouseCodeParams = z.object({ warehouseCode: text().min(1).max(100) });

// ── Seller console: offers inbox (Q-019, Q-020, Q-021; DESIGN §1) ───────────────────────────────────────────

export const SellerOfferAction = z.enum(['ACCEPT', 'COUNTER', 'REJECT']);
export type SellerOfferAction = z.infer<typeof SellerOfferAction>;

/** One row of the seller's inbox or history. */
export const SellerOffer = z.object({
  offerId: z.string(),
  version: z
    .number()
    .int()
    .describe('Send back with an answer; a stale one is refused (result ok:false, messageCode conflict)'),
  buyer: z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
  }),
  itemNumberWarehouse: z.string(),
  itemNumber: z.string(),
  itemDescription: z.string(),
  warehouse: z.string(),
  listPrice: z.number(),
  quantityAvailable: z.number().int(),
  incrementSize: z.number().int(),
  offerQuantity: z.number().int(),
  offerPrice: z.number(),
  offerStatus: OfferStatus,
  offerState: OfferState,
  counterPrice: z.number().nullable(),
  minimumCheckoutQuantity: z.number().int().nullable(),
  acceptedOrCounteredExpirationDate: z.string().nullable(),
  createdAt: z.string().describe('When the buyer made (or last re-made) the offer, ISO 8601'),
  updatedAt: z.string(),
});
export type SellerOffer = z.infer<typeof SellerOffer>;

/** GET seller/offers query: the pending inbox (AWAITING_TENANT_REVIEW) with optional filters. */
export const SellerOffersQuery = z.object({
  buyer: text().max(200).optional().describe('User id, or text matched against name, e-mail and company'),
  item: text().max(200).optional().describe('Text matched against item number and description'),
  warehouse: text().max(100).optional().describe('Warehouse code'),
});
export type SellerOffersQuery = z.infer<typeof SellerOffersQuery>;

export const SellerOffersResponse = z.object({ offers: z.array(SellerOffer) });
export type SellerOffersResponse = z.infer<typeof SellerOffersResponse>;

/** One answer of POST seller/offers/answer. COUNTER needs counterPrice below list and a minimum quantity. */
export const SellerOfferAnswer = z.object({
  offerId: text().min(1).max(100),
  version: z.number().int().min(0).max(INT32_MAX),
  action: SellerOfferAction,
  counterPrice: moneyInput().optional(),
  minimumCheckoutQuantity: quantityInput().optional(),
});
export type SellerOfferAnswer = z.infer<typeof SellerOfferAnswer>;

export const SellerOfferAnswersRequest = z.object({
  answers: z.array(SellerOfferAnswer).min(1).max(1000),
  undoable: z
    .boolean()
    .optional()
    .describe(
      'The console: the answers take effect (buyer told by mail and live update) only after an undo window, during which POST seller/offers/answer/undo takes them back',
    ),
});
export type SellerOfferAnswersRequest = z.infer<typeof SellerOfferAnswersRequest>;

/** Each answer succeeds or fails on its own (a buyer may have withdrawn one meanwhile). */
export const SellerOfferAnswerResult = z.object({
  offerId: z.string(),
  ok: z.boolean(),
  messageCode: z.string().optional().describe('Dictionary key of the refusal when ok is false'),
  message: z.string().optional(),
  offer: SellerOffer.optional().describe('The answered offer when ok is true'),
  undoUntil: z
    .string()
    .optional()
    .describe('An undoable answer: until when it can be undone; the buyer is told after that'),
});
export const SellerOfferAnswersResponse = z.object({ results: z.array(SellerOfferAnswerResult) });
export type SellerOfferAnswersResponse = z.infer<typeof SellerOfferAnswersResponse>;

/** POST seller/offers/answer/undo: takes back the seller's own undoable answers still in their window. */
export const SellerOfferUndoRequest = z.object({ offerIds: z.array(z.string().uuid()).min(1).max(1000) });
export type SellerOfferUndoRequest = z.infer<typeof SellerOfferUndoRequest>;

/** One row of GET seller/offers/history (newest first). */
export const SellerOfferHistoryRow = z.object({
  answerId: z.string(),
  offerId: z.string(),
  buyer: SellerOffer.shape.buyer,
  itemNumberWarehouse: z.string(),
  itemDescription: z.string(),
  warehouse: z.string(),
  action: SellerOfferAction,
  auto: z.boolean(),
  offerQuantity: z.number().int(),
  offerPrice: z.number(),
  listPrice: z.number(),
  counterPrice: z.number().nullable(),
  minimumCheckoutQuantity: z.number().int().nullable(),
  answeredBy: z.string().nullable().describe('Name of the seller who answered; null for an auto-rule'),
  answeredAt: z.string(),
});
export const SellerOfferHistoryResponse = z.object({
  answers: z.array(SellerOfferHistoryRow),
  nextCursor: z.string().nullable().describe('Pass as `before` for the older answers; null: none left'),
});
export type SellerOfferHistoryResponse = z.infer<typeof SellerOfferHistoryResponse>;

/** The longest answer window a seller may set: 30 days. */
export const MAX_OFFER_WINDOW_HOURS = 24 * 30;
/** The longest pending window a seller may set: 90 days. */
export const MAX_PENDING_OFFER_EXPIRY_HOURS = 24 * 90;

/** GET/PUT seller/offers/settings (Q-019 answer window, Q-021 pending window). */
export const SellerOfferSettings = z.object({
  offerWindowHours: z
    .number()
    .int()
    .min(1)
    .max(MAX_OFFER_WINDOW_HOURS)
    .describe('How long an accepted or countered offer stays valid'),
  pendingOfferExpiryHours: z
    .number()
    .int()
    .min(1)
    .max(MAX_PENDING_OFFER_EXPIRY_HOURS)
    .nullable()
    .describe('Unanswered offers expire after this many hours; null = never'),
});
export type SellerOfferSettings = z.infer<typeof SellerOfferSettings>;

/** The longest offer-review schedule note (characters). */
export const OFFER_SCHEDULE_NOTE_MAX = 500;

/**
 * PUT seller/offers/schedule-note: the note the cart shows about when offers are answered (part 1 §3 System
 * messages, offerClearingSchedule), in the seller's own words and language; shown only while `display` is on.
 */
export const OfferScheduleNote = z
  .object({
    display: z.boolean().describe('Show the note in the cart'),
    message: multilineText()
      .trim()
      .max(OFFER_SCHEDULE_NOTE_MAX, `Use at most ${OFFER_SCHEDULE_NOTE_MAX} characters for the note`)
      .describe('e.g. Offers are reviewed every weekday at 10:00 am and 3:00 pm Eastern time.'),
  })
  .refine((v) => !v.display || v.message !== '', {
    path: ['message'],
    message: 'Write the note, or switch it off',
  });
export type OfferScheduleNote = z.infer<typeof OfferScheduleNote>;
/** What GET and PUT seller/offers/schedule-note answer: the note the cart shows now. */
export const OfferScheduleNoteResponse = z.object({ display: z.boolean(), message: z.string() });

export const DEFAULT_SELLER_OFFER_SETTINGS: SellerOfferSettings = {
  offerWindowHours: 24,
  pendingOfferExpiryHours: null,
};

/** Q-020 auto-rule of one item. */
export const SellerOfferRule = z.object({
  itemNumberWarehouse: text().min(1).max(200),
  floorPrice: moneyInput()
    .positive()
    .nullable()
    .describe('Offers at or above this price are accepted at once'),
  rejectBelowPercent: z
    .number()
    .int()
    .min(1)
    .max(99)
    .nullable()
    .describe('Offers below this percentage of the list price are rejected at once'),
});
export type SellerOfferRule = z.infer<typeof SellerOfferRule>;
/** Path of PUT/DELETE seller/offers/rules/{itemNumberWarehouse}. */
export const SellerOfferRuleParams = z.object({ itemNumberWarehouse: text().min(1).max(200) });
export const SellerOfferRulesResponse = z.object({
  rules: z.array(
    SellerOfferRule.extend({
      description: z.string().nullable().describe("The item's description; null when it left the stock list"),
    }),
  ),
});
export type SellerOfferRulesResponse = z.infer<typeof SellerOfferRulesResponse>;

// ── Live updates (A-029, DESIGN §2: GET /px-api-gateway/events, server-sent events) ───────────────────────

/**
 * Event names on the stream. Each `data` is JSON. The client treats them as "this changed, refetch":
 * - cart.changed (to one buyer): an offer of theirs changed (seller answer, expiry, price drop, stock out/in,
 *   moved or deleted in another tab). data: { offerIds: string[], reason: string }
 * - stock.changed (to every buyer and seller of the tenant): stock or prices changed.
 *   data: { itemNumberWarehouses: string[], reason: StockChangeReason }
 * - offers.changed (to the tenant's sellers): the inbox changed (offer made, edited, withdrawn, answered).
 *   data: { offerIds: string[] }
 * - orders.changed (Q-070; to the order's buyer and to the tenant's sellers): an order changed (edited, released,
 *   held, cancelled, paid, a fee accrued). data: { phonexOrderNumbers: string[], reason: OrderChangeReason }
 * - documents.changed (to the document's buyer and to the tenant's sellers): a proof-of-export document was
 *   uploaded, approved or rejected (H-010). data: { documentIds: string[], status: DocumentStatus }
 * - config.changed (to every buyer of the tenant): the staff published the brand; the portal reads saas-config
 *   again and re-themes without a reload. data: {}
 * - account.changed (to one buyer): the seller changed the buyer's account (B-033): authorities or status (the
 *   portal re-reads them), or ended its sessions. data: AccountChangedData
 */
export const EventType = z.enum([
  'cart.changed',
  'stock.changed',
  'offers.changed',
  'alerts.changed',
  'orders.changed',
  'documents.changed',
  'config.changed',
  'account.changed',
  // a banner was created, changed or deleted in the console; open portals fetch the banners again.
  'banners.changed',
  // the tenant's words changed; open portals read saas-i18n again (docs/decisions/020).
  'words.changed',
  // C-056: the seller changed the stock list's display settings; open portals read them again.
  'stocklist-settings.changed',
  // The seller changed the cart's offer-review schedule note; open carts read the cart settings again.
  'cart-settings.changed',
]);
export type EventType = z.infer<typeof EventType>;

/**
 * account.changed data: `signedOut` when the seller ended the buyer's sessions — `deactivated` (the account is
 * disabled) or `passwordReset` (staff gave it a temporary password; the login page then says so, B-017);
 * otherwise the portal re-reads the authorities and the user info.
 */
export const AccountChangedData = z.object({
  reason: z.enum(['authorities', 'profile', 'approved', 'deactivated', 'passwordReset']),
  signedOut: z.boolean(),
});
export type AccountChangedData = z.infer<typeof AccountChangedData>;

/**
 * Why stock moved (the inventory core's reasons; stock_changes.reason and stock.changed data.reason): an order
 * placed, added to, edited or cancelled, a hold that expired, a seller's edit or upload.
 */
export const StockChangeReason = z.enum([
  'ORDER_PLACED',
  'ORDER_ADDED',
  'ORDER_EDITED',
  'ORDER_CANCELED',
  'HOLD_EXPIRED',
  'SELLER_EDIT',
  'SELLER_UPLOAD',
]);
export type StockChangeReason = z.infer<typeof StockChangeReason>;
