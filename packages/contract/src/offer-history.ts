import { z } from 'zod';
import { SellerOfferAction } from './cart.ts';
import { text } from './inputs.ts';

/**
 * The seller's offers history query (console only: '@portico/contract/offer-history', kept out of the index the
 * buyer portal imports, so its first screens carry none of it — P10).
 */

/** Where a page of the history ends: its last answer's id (`nextCursor`, passed back as `before`). */
const HISTORY_CURSOR = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const SELLER_OFFER_HISTORY_PAGE = 100;

/**
 * GET seller/offers/history query: the answers of one outcome, matching a text (item key or description, buyer
 * name, e-mail or company), older than a cursor, at most `limit` a page.
 */
export const SellerOfferHistoryQuery = z.object({
  action: SellerOfferAction.optional(),
  q: text().trim().max(200).optional().describe('Text matched against the item and the buyer'),
  before: z
    .string()
    .regex(HISTORY_CURSOR, "Use the previous page's nextCursor")
    .optional()
    .describe("The previous page's nextCursor: the answers older than its last"),
  limit: z.coerce.number().int().min(1).max(500).default(SELLER_OFFER_HISTORY_PAGE),
});
export type SellerOfferHistoryQuery = z.infer<typeof SellerOfferHistoryQuery>;
