import { z } from 'zod';
import { IMPORT_REASON_CODES } from './error-codes.ts';
import { text } from './inputs.ts';
import { OfferStatus } from './stock.ts';

/**
 * Bulk offer import (part 1 §3 Import result, §4 Import flow, §7 Stock; F-004…F-020, Q-065). The spec's
 * names are kept verbatim (invalidOffers, conflictOffers, validOffersMap, pxnOffer, pxnsParticipantId,
 * existingOfferStatus, existingOfferStatusString, existingTransactionQuantity, existingTransactionPrice,
 * groupName, groupItemName, availableQuantity, listPrice, comments); fields marked "ours" are additions the
 * review screen needs. Prices in major units, as everywhere in the API.
 */

/** The expected columns (F-003), as the template writes them; the reader matches them loosely. */
export const IMPORT_COLUMNS = ['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price'] as const;

/** The reasons a row cannot be imported; each is also an English sentence in `reason`. */
export const ImportReasonCode = z.enum(IMPORT_REASON_CODES);
export type ImportReasonCode = z.infer<typeof ImportReasonCode>;

const rowNumber = z.number().int().describe('ours: the row number in the spreadsheet (1-based)');

/** F-009: a row that could not be imported, with the file's values as text and a per-row reason. */
export const ImportInvalidOffer = z.object({
  rowNumber,
  description: z.string().describe('The item’s description when the item was found, else ""'),
  itemNumber: z.string(),
  warehouse: z.string(),
  offerQuantity: z.string().describe('The New Offer Quantity cell as the file holds it'),
  offerPrice: z.string().describe('The New Offer Price cell as the file holds it'),
  reason: z.string().describe('Q-065: a clear English sentence'),
  reasonCode: ImportReasonCode.describe('ours: the dictionary key of the reason'),
  reasonParams: z.record(z.string(), z.union([z.string(), z.number()])).describe('ours: the key’s {params}'),
  pxnOffer: z.boolean().describe('Network offer; always false (no network mode)'),
  pxnsParticipantId: z.string().nullable().describe('Network participant; always null (no network mode)'),
});
export type ImportInvalidOffer = z.infer<typeof ImportInvalidOffer>;

/** What an accepted row becomes: a buy at list (price equal to list, D-011) or an offer (D-012). */
export const ImportOfferStatus = z.enum(['BUY_AT_LIST', 'PENDING_ACCEPTANCE']);
export type ImportOfferStatus = z.infer<typeof ImportOfferStatus>;

/** F-013, F-014: a row that will be imported as a new cart line. */
export const ImportValidOffer = z.object({
  rowNumber,
  itemNumberWarehouse: z.string(),
  itemNumber: z.string(),
  warehouse: z.string(),
  description: z.string(),
  groupName: z.string(),
  groupItemName: z.string(),
  availableQuantity: z.number().int(),
  listPrice: z.number(),
  incrementSize: z.number().int().describe('ours'),
  offerQuantity: z.number().int(),
  offerPrice: z.number(),
  offerStatus: ImportOfferStatus.describe('ours: what accept will make of the row'),
  comments: z.string().describe('e.g. that a price equal to the list price is imported as a buy'),
});
export type ImportValidOffer = z.infer<typeof ImportValidOffer>;

/** F-010, F-011: a valid row that will overwrite the buyer's existing cart line for the item. */
export const ImportConflictOffer = ImportValidOffer.extend({
  existingOfferStatus: OfferStatus,
  existingOfferStatusString: z.string().describe('The status label (Q-017), English'),
  existingTransactionQuantity: z.number().int(),
  existingTransactionPrice: z.number(),
});
export type ImportConflictOffer = z.infer<typeof ImportConflictOffer>;

/** F-006: the review data, as POST answers it and GET answers the pending import. */
export const ImportResult = z.object({
  fileName: z.string().describe('ours'),
  invalidOffers: z.array(ImportInvalidOffer),
  conflictOffers: z.array(ImportConflictOffer),
  validOffersMap: z
    .record(z.string(), z.array(ImportValidOffer))
    .describe('New requests grouped by groupName (F-013)'),
  expiresAt: z.string().describe('ours: ISO 8601; the pending import is discarded after this'),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** GET stocklist/offer/bulk-offer-import: the pending import, or null when there is none. */
export const PendingImport = z.object({ pendingImport: ImportResult.nullable() });
export type PendingImport = z.infer<typeof PendingImport>;

export const ImportRowParams = z.object({ itemNumberWarehouse: text().min(1).max(200) });

/** POST …/accept answer (F-019). */
export const ImportAcceptResponse = z.object({
  status: z.literal('SUCCESS'),
  submittedCount: z.number().int(),
  offerIds: z.array(z.string()),
});
export type ImportAcceptResponse = z.infer<typeof ImportAcceptResponse>;

/** GET …/template query: optional items to pre-fill, comma-separated itemNumberWarehouse values. */
export const ImportTemplateQuery = z.object({
  itemNumberWarehouse: text()
    .max(200_000)
    .optional()
    .describe('Comma-separated itemNumberWarehouse values to pre-fill (at most 20,000)'),
});
export type ImportTemplateQuery = z.infer<typeof ImportTemplateQuery>;

/** POST …/template body: the same, for lists longer than a URL carries (a filter of thousands of items). */
export const ImportTemplateRequest = z.object({
  itemNumberWarehouses: z.array(text().min(1).max(200)).max(20_000),
});
export type ImportTemplateRequest = z.infer<typeof ImportTemplateRequest>;
