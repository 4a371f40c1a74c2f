import { z } from 'zod';
import { moneyInput, quantityInput, text } from './inputs.ts';

/**
 * The stock list contract (part 1 §3 Stock item, Item group, Stock list settings, Grade, Offer item; §7 Stock,
 * Offers and cart). Field names are the spec's, verbatim (lastUpdateddDate, wareHouse, itemNumberWarehouse,
 * isOfferAccepted). Money is in major units as the spec shows it; the server stores integer minor units.
 */

// ── Stock list settings (C-056) ─────────────────────────────────────────────────────────────────────────

export const AttributeSortAlgorithm = z
  .enum(['Default', 'AlphanumericAsNumeric'])
  .describe(
    'Q-059: Default = alphabetical; AlphanumericAsNumeric compares the leading number ("64GB" < "128GB")',
  );
export type AttributeSortAlgorithm = z.infer<typeof AttributeSortAlgorithm>;

export const GradeFilterGroup = z.object({
  header: z.string().describe('Heading shown above this group of grade checkboxes'),
  footer: z.string().describe('Text shown below this group of grade checkboxes ("" for none)'),
  grades: z.array(z.string()).describe('Grade codes in this group, in display order'),
});
export type GradeFilterGroup = z.infer<typeof GradeFilterGroup>;

export const GradeLabelDescription = z.object({
  grade: z.string().describe('Grade code, e.g. "AB"'),
  gradeLabel: z.string().describe('Label shown for the grade'),
  gradeDescription: z.string().describe('Description shown in the Grade Overview dialog (C-057)'),
});
export type GradeLabelDescription = z.infer<typeof GradeLabelDescription>;

export const WarehouseGroupWarehouse = z.object({
  warehouseId: z.string().describe('Warehouse code, e.g. "MIA"'),
  warehouseLabel: z.string().describe('Warehouse label, e.g. "Miami"'),
});

/** Part 1 §3 Participant and warehouse group (C-011, C-022). */
export const WarehouseGroup = z.object({
  pxnParticipantId: z
    .string()
    .describe('Participant owning the warehouses (the tenant itself for main stock)'),
  warehouseGroupName: z.string(),
  warehouseGroupDescription: z.string(),
  warehouses: z.array(WarehouseGroupWarehouse),
  isPxnr: z.boolean().describe('Network requester'),
  isPxns: z.boolean().describe('Network supplier'),
  warehouseGroupSelectOrder: z
    .number()
    .int()
    .nullable()
    .describe('C-022: the lowest order among groups with items is the default group; null = not set'),
});
export type WarehouseGroup = z.infer<typeof WarehouseGroup>;

export const ItemDescriptionRules = z.object({
  itemNumberDescriptionPrefix: z.string().describe('Shown before the item number ("" for none)'),
  itemNumberDescriptionSuffix: z.string().describe('Shown after the item number ("" for none)'),
});

/** GET stocklist/stocklist/settings (N-006, C-056). */
export const StocklistSettings = z.object({
  category: z.array(z.string()).describe('Category codes in display order (C-013, C-024)'),
  categoryLabels: z.record(z.string(), z.string()).describe('Category code → label'),
  searchLevels: z
    .record(z.string(), z.array(z.string()).max(3))
    .describe(
      "C-014: category → up to 3 attribute names, top level first; may include 'warehouse'. " +
        'Attribute values are read from StockItem.attributes (or StockItem.warehouse for "warehouse").',
    ),
  attributeLabels: z
    .record(z.string(), z.string())
    .describe('Attribute name → filter heading, e.g. capacity → Capacity'),
  attributeValueLabels: z
    .record(z.string(), z.record(z.string(), z.string()))
    .describe('Per-attribute label maps: attribute name → (value → label). Unlisted values show as they are'),
  attributeSortAlgorithm: z
    .record(z.string(), AttributeSortAlgorithm)
    .describe(
      'Attribute name → sort algorithm of its filter values; unlisted attributes use Default (C-015)',
    ),
  sortOrder: z
    .record(z.string(), z.array(z.string()))
    .describe('Attribute name → explicit value order; takes precedence over the algorithm (Q-059)'),
  grade: z.array(z.string()).describe('Grade codes in display order (C-016)'),
  gradeLabels: z.record(z.string(), z.string()).describe('Grade code → label'),
  gradeFilterGroups: z.array(GradeFilterGroup).describe('C-016: grade checkboxes are shown in these groups'),
  gradeLabelDescriptions: z
    .array(GradeLabelDescription)
    .describe('C-057: entries of the Grade Overview dialog'),
  showGradeIcon: z.boolean().describe('C-039: show the grade info icon on the top-right attribute'),
  warehouseLabels: z.record(z.string(), z.string()).describe('Warehouse code → label (C-012)'),
  warehouses: z.array(z.string()).describe('The participant’s warehouse codes, in display order'),
  warehouseGroups: z.array(WarehouseGroup).describe('C-011: warehouse groups of the selector'),
  warehouseAcceptingOffer: z
    .array(z.string())
    .describe('C-051: warehouse codes where offers may be made (and the group must accept offers)'),
  maxItemQuantityToBeDisplayed: z.number().int().describe("P-006: larger quantities display as 'N+'"),
  pxParticipantId: z.string().describe('Participant id of the main participant (the tenant)'),
  defaultAlertQuantity: z.number().int().describe('P-003: 100 when not set'),
  groupTopRightAttribute: z
    .string()
    .describe("C-038: attribute shown top-right on a group card, e.g. 'grade'"),
  groupBottomRightAttribute: z
    .string()
    .describe(
      "C-038: attribute shown bottom-right on a group card, e.g. 'warehouse' (shown through warehouseLabels)",
    ),
  itemDescriptionRules: ItemDescriptionRules,
});
export type StocklistSettings = z.infer<typeof StocklistSettings>;

// ── Stock (N-014, C-054, C-055) ─────────────────────────────────────────────────────────────────────────

export const StockItem = z.object({
  itemNumber: z.string().describe('The seller’s item number (SKU)'),
  itemNumberWarehouse: z
    .string()
    .describe('Unique key of an item in a warehouse: item number, a hyphen, warehouse code'),
  warehouse: z.string().describe('Warehouse code'),
  skuDescription: z.string().describe('Full item description'),
  groupItemDescription: z
    .string()
    .describe('Description of the item inside its group (what differs in the group)'),
  groupDescription: z.string().describe('Description of the item’s group'),
  quantityAvailable: z.number().int().min(0),
  listPrice: z.number().describe('List price in major units'),
  incrementSize: z.number().int().min(1).describe('Quantities are bought in multiples of this'),
  pendingOrderItemCount: z
    .number()
    .int()
    .min(0)
    .describe('C-047: pxns mode shows "1 order pending" when above 0'),
  attributes: z
    .record(z.string(), z.string())
    .describe(
      'Attribute name → value: manufacturer, model, capacity, colour, grade, lockStatus, category, …',
    ),
});
export type StockItem = z.infer<typeof StockItem>;

export const ItemGroup = z.object({
  groupId: z.string(),
  title: z.string(),
  groupAttributes: z
    .record(z.string(), z.string())
    .describe(
      'Attributes shared by every item of the group (e.g. grade, manufacturer, model), plus warehouse',
    ),
  groupDescription: z.string(),
  wareHouse: z.string().describe('Warehouse code of the group (a group holds one warehouse)'),
  countOfItems: z.number().int().describe('Number of items in `items`'),
  quantityAvailable: z.number().int().describe('Sum of the items’ quantityAvailable'),
  minPrice: z
    .number()
    .nullable()
    .describe("Lowest list price of the items with stock; null shows '--' (C-041)"),
  showMinPriceSymbol: z.boolean().describe('C-041: true when the items have more than one price (show "+")'),
  items: z.array(StockItem),
  isOfferAccepted: z.boolean().describe('C-051: offers are allowed on this group'),
  category: z.string().describe('Category code of the group'),
});
export type ItemGroup = z.infer<typeof ItemGroup>;

export const StockItemsQuery = z.object({
  includeOutOfStock: z
    .enum(['true', 'false'])
    .optional()
    .describe('C-010: include items with quantityAvailable 0 (default false)'),
});
export type StockItemsQuery = z.infer<typeof StockItemsQuery>;

/** GET stocklist/items (N-014). Served as cached bytes with an ETag; 304 on If-None-Match. */
export const StockItemsResponse = z.object({
  groups: z.array(ItemGroup),
  lastUpdateddDate: z
    .string()
    .describe('ISO 8601 time of the last stock change (C-001); spelled as in the spec'),
});
export type StockItemsResponse = z.infer<typeof StockItemsResponse>;

// ── Offers (N-030…N-033, D-011…D-015, P-036, Q-017) ───────────────────────────────────────────────────

export const OfferStatus = z.enum([
  'PENDING_ACCEPTANCE',
  'ACCEPTED',
  'COUNTERED',
  'NOT_ACCEPTED',
  'EXPIRED',
  'PRICE_DROPPED',
  'BUY_AT_LIST',
  'OUT_OF_STOCK',
]);
export type OfferStatus = z.infer<typeof OfferStatus>;

export const OfferState = z
  .enum(['READY_TO_CHECKOUT', 'AWAITING_BUYER_REVIEW', 'AWAITING_TENANT_REVIEW'])
  .describe('Decides the cart tab: 0, 1, 2 (part 1 §4)');
export type OfferState = z.infer<typeof OfferState>;

export const StocklistOffer = z.object({
  offerStatus: OfferStatus,
  offerState: OfferState,
  offerId: z.string().describe('Id of the cart entry (one per itemNumberWarehouse and buyer, Q-027)'),
  offerQuantity: z.number().int(),
  offerPrice: z.number().describe('Major units; equals the list price for a buy'),
  checkOutQuantity: z.number().int().nullable(),
  checkOutPrice: z.number().nullable(),
  counterPrice: z.number().nullable().describe('Seller’s counter price (COUNTERED)'),
  acceptedOrCounteredExpirationDate: z
    .string()
    .nullable()
    .describe('ISO 8601; set when accepted or countered'),
  minimumCheckoutQuantity: z.number().int().nullable(),
});
export type StocklistOffer = z.infer<typeof StocklistOffer>;

/** POST stocklist/offer and PUT stocklist/offer/{offerId} body (N-031, N-032). */
export const OfferRequest = z.object({
  itemNumberWarehouse: text().min(1).max(200),
  offerQuantity: quantityInput().describe('≥ 1, ≤ quantityAvailable, a multiple of incrementSize'),
  offerPrice: moneyInput().describe('> 0; equal to the list price is a buy (BUY_AT_LIST), below it an offer'),
});
export type OfferRequest = z.infer<typeof OfferRequest>;

/** POST stocklist/offer answer (N-031). */
export const OfferResponse = z.object({ stocklistOffer: StocklistOffer });
export type OfferResponse = z.infer<typeof OfferResponse>;

export const OfferIdParams = z.object({ offerId: text().min(1).max(100) });

/** Part 1 §3 Offer item (cart line); PUT stocklist/offer/{offerId} answers one (N-032). */
export const OfferItem = z.object({
  itemDescription: z.string(),
  itemNumber: z.string(),
  itemNumberWarehouse: z.string(),
  listPrice: z.number(),
  quantityAvailable: z.number().int(),
  incrementSize: z.number().int(),
  warehouse: z.string(),
  isOfferAccepted: z
    .boolean()
    .describe(
      '(addition) C-051: an offer may be made on the item — its group takes offers and its warehouse is in ' +
        'warehouseAcceptingOffer; the cart offers MAKE OFFER only then',
    ),
  stocklistOffer: StocklistOffer,
});
export type OfferItem = z.infer<typeof OfferItem>;

/**
 * GET stocklist/offers (N-030, C-052, G-013): itemNumberWarehouse → entry. Each entry holds stocklistOffer and
 * incrementSize as the stock list reads them, and is a whole Offer item (G-016), so the cart page builds its
 * lines from this one call.
 */
export const OffersMapEntry = OfferItem;
export const OffersMap = z.record(z.string(), OffersMapEntry);
export type OffersMap = z.infer<typeof OffersMap>;

// ── Export (N-020, C-060, C-061) ──────────────────────────────────────────────────────────────────────

export const ExportRequest = z.object({
  includeOutOfStock: z.boolean().describe('C-010'),
  filters: z
    .record(text().max(100), z.array(text().max(200)).max(1000))
    .optional()
    .describe(
      "Attribute name → accepted values (any of them); 'category' and 'warehouse' are filters too. " +
        'An empty list or a missing key does not filter. Omit for Export All Items (C-060)',
    ),
  search: text()
    .max(500)
    .optional()
    .describe("Q-058: split on '/' and '+'; every term must match description, item number or group title"),
});
export type ExportRequest = z.infer<typeof ExportRequest>;

// ── Daily report (N-012, N-013) ────────────────────────────────────────────────────────────────────────

export const NotificationPreference = z.object({
  stockReportNotification: z.boolean().describe('Subscribed to the daily stock report'),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;
