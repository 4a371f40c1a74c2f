import { z } from 'zod';
import { moneyInput, quantityInput, text } from './inputs.ts';

/** Seller console stock screens: list, inline edit and .xlsx upload with review. */

export const SELLER_STOCK_PAGE_SIZES = [25, 50, 100] as const;

export const SellerStockSort = z.enum(['itemNumber', 'description', 'warehouse', 'quantity', 'price']);
export type SellerStockSort = z.infer<typeof SellerStockSort>;

export const SellerStockQuery = z.object({
  q: text().max(200).optional().describe('Text matched against item number and description'),
  warehouse: text().max(100).optional().describe('Warehouse code'),
  category: text().max(100).optional().describe('Category code'),
  stock: z.enum(['all', 'in', 'out']).default('all').describe('In stock (quantity > 0) or out of stock'),
  sort: SellerStockSort.default('itemNumber'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type SellerStockQuery = z.infer<typeof SellerStockQuery>;

export const SellerStockItem = z.object({
  itemNumberWarehouse: z.string(),
  itemNumber: z.string(),
  warehouse: z.string(),
  category: z.string(),
  description: z.string(),
  groupTitle: z.string(),
  groupKey: z.string().describe("The item's group (C-055): a new item uploaded with it joins that group"),
  groupTakesOffers: z.boolean().describe("The group's isOfferAccepted (C-051)"),
  quantityAvailable: z.number().int(),
  listPrice: z.number().describe('Major units'),
  incrementSize: z.number().int(),
  updatedAt: z.string(),
  openOffers: z
    .object({
      waiting: z.number().int().describe('Offers waiting for the seller’s answer'),
      agreed: z.number().int().describe('Offers accepted or countered, not yet checked out'),
    })
    .describe('Offers a lower list price or a quantity of 0 changes (Q-024, Q-025)'),
});
export type SellerStockItem = z.infer<typeof SellerStockItem>;

export const SellerStockResponse = z.object({
  items: z.array(SellerStockItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  warehouses: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      acceptsOffers: z.boolean().describe('C-051 warehouseAcceptingOffer'),
    }),
  ),
  categories: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type SellerStockResponse = z.infer<typeof SellerStockResponse>;

export const SellerStockQuantity = quantityInput().min(0);
/** A list price in major units: above 0, at most two decimals, at most MONEY_MAX (inputs.ts). */
export const SellerStockListPrice = moneyInput().positive();

/**
 * PATCH seller/stock/items/{itemNumberWarehouse}. `expected` holds the values the seller saw: when the item has
 * changed since, the edit is refused (409 conflict) instead of overwriting someone else's change.
 */
export const SellerStockPatchRequest = z
  .object({
    quantityAvailable: SellerStockQuantity.optional(),
    listPrice: SellerStockListPrice.optional(),
    expected: z.object({ quantityAvailable: quantityInput(), listPrice: moneyInput() }),
  })
  .refine((b) => b.quantityAvailable !== undefined || b.listPrice !== undefined, 'Nothing to change');
export type SellerStockPatchRequest = z.infer<typeof SellerStockPatchRequest>;

export const SellerStockItemParams = z.object({ itemNumberWarehouse: text().min(1).max(200) });

export const SellerStockGroupParams = z.object({ groupKey: text().min(1).max(200) });

/** PUT seller/stock/groups/{groupKey}/offers: whether buyers may make offers on the group's items (C-051). */
export const SellerGroupOffersRequest = z.object({ takesOffers: z.boolean() });
export const SellerGroupOffersResponse = z.object({
  groupKey: z.string(),
  takesOffers: z.boolean(),
  items: z.number().int().describe("How many items the group holds (all of them follow the group's setting)"),
});
export type SellerGroupOffersResponse = z.infer<typeof SellerGroupOffersResponse>;

export const StockUploadValues = z.object({ quantityAvailable: z.number().int(), listPrice: z.number() });
export type StockUploadValues = z.infer<typeof StockUploadValues>;

/**
 * `conflict`: the item changed since the file was exported (its Version moved) and the file edits it; nothing is
 * applied to it unless the seller resolves it at apply (keep today's values, use the file's, or apply as a change).
 */
export const StockUploadChange = z.enum(['update', 'new', 'unchanged', 'conflict']);
export type StockUploadChange = z.infer<typeof StockUploadChange>;

export const StockUploadRow = z.object({
  row: z.number().int().describe('Spreadsheet row number (1 = headers)'),
  itemNumberWarehouse: z.string(),
  description: z.string(),
  change: StockUploadChange,
  before: StockUploadValues.nullable().describe("The item's values now (null for a new item)"),
  after: StockUploadValues.describe("The file's values"),
  sinceExport: z
    .enum(['same', 'changed', 'unknown'])
    .nullable()
    .describe(
      "Whether the item changed since the file's export (its Version moved); unknown without a Version; null for a new item",
    ),
  exported: StockUploadValues.nullable().describe('The values the export wrote, when the file carries them'),
  asChange: StockUploadValues.nullable().describe(
    "What 'apply as a change' sets on a conflict (now + file − exported); null when it cannot apply",
  ),
  openOffers: z
    .object({ waiting: z.number().int(), agreed: z.number().int() })
    .nullable()
    .describe("The item's open offers, as on the stock list; null for a new item"),
});
export type StockUploadRow = z.infer<typeof StockUploadRow>;

export const StockUploadError = z.object({
  row: z.number().int(),
  item: z.string().nullable().describe("The row's Item # and Warehouse as typed (null: both blank)"),
  message: z.string(),
});
export type StockUploadError = z.infer<typeof StockUploadError>;

export const StockUploadReview = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
  counts: z.object({
    update: z.number().int(),
    new: z.number().int(),
    unchanged: z.number().int(),
    conflicts: z.number().int(),
    errors: z.number().int(),
  }),
  versionColumn: z
    .boolean()
    .describe(
      'The file has the Version column of a stock export; without it changes since export cannot be seen',
    ),
  rows: z.array(StockUploadRow),
  errors: z.array(StockUploadError),
  notes: z
    .array(StockUploadError)
    .describe('Rows whose edited columns an upload does not change (Description, Category, Increment Size)'),
});
export type StockUploadReview = z.infer<typeof StockUploadReview>;

export const StockUploadParams = z.object({ uploadId: z.string().uuid() });

export const StockUploadConflictChoice = z.enum(['keep', 'file', 'change']);
export type StockUploadConflictChoice = z.infer<typeof StockUploadConflictChoice>;

/** POST seller/stock/upload/{id}/apply: one choice for every conflict row of the review, none for other rows. */
export const StockUploadApplyRequest = z
  .object({
    resolutions: z
      .array(
        z.object({
          row: z.number().int().describe('The conflict row (spreadsheet row number)'),
          choice: StockUploadConflictChoice.describe(
            "keep: today's values stay; file: the file's values; change: now + (file − exported)",
          ),
        }),
      )
      .max(20_000)
      .default([]),
  })
  // An apply without a body (a review without conflicts) is an empty list.
  .nullish();
export type StockUploadApplyRequest = z.infer<typeof StockUploadApplyRequest>;

/** GET seller/stock/export: the filters of the stock screen; every matching item, sorted by item number. */
export const SellerStockExportQuery = SellerStockQuery.pick({
  q: true,
  warehouse: true,
  category: true,
  stock: true,
});
export type SellerStockExportQuery = z.infer<typeof SellerStockExportQuery>;

export const StockUploadApplyResponse = z.object({ status: z.literal('SUCCESS'), applied: z.number().int() });
export type StockUploadApplyResponse = z.infer<typeof StockUploadApplyResponse>;
