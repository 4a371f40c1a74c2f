import { z } from 'zod';
import { moneyInput, quantityInput, text } from './inputs.ts';

/** Seller console stock screens (issue 5): list, inline edit and .xlsx upload with review. */

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
  quantityAvailable: z.number().int(),
  listPrice: z.number().describe('Major units'),
  incrementSize: z.number().int(),
  updatedAt: z.string(),
});
export type SellerStockItem = z.infer<typeof SellerStockItem>;

export const SellerStockResponse = z.object({
  items: z.array(SellerStockItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  warehouses: z.array(z.object({ code: z.string(), label: z.string() })),
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

export const StockUploadValues = z.object({ quantityAvailable: z.number().int(), listPrice: z.number() });
export type StockUploadValues = z.infer<typeof StockUploadValues>;

export const StockUploadChange = z.enum(['update', 'new', 'unchanged']);
export type StockUploadChange = z.infer<typeof StockUploadChange>;

export const StockUploadRow = z.object({
  row: z.number().int().describe('Spreadsheet row number (1 = headers)'),
  itemNumberWarehouse: z.string(),
  description: z.string(),
  change: StockUploadChange,
  before: StockUploadValues.nullable(),
  after: StockUploadValues,
});
export type StockUploadRow = z.infer<typeof StockUploadRow>;

export const StockUploadError = z.object({ row: z.number().int(), message: z.string() });
export type StockUploadError = z.infer<typeof StockUploadError>;

export const StockUploadReview = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
  counts: z.object({
    update: z.number().int(),
    new: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
  }),
  rows: z.array(StockUploadRow),
  errors: z.array(StockUploadError),
});
export type StockUploadReview = z.infer<typeof StockUploadReview>;

export const StockUploadParams = z.object({ uploadId: z.string().uuid() });

export const StockUploadApplyResponse = z.object({ status: z.literal('SUCCESS'), applied: z.number().int() });
export type StockUploadApplyResponse = z.infer<typeof StockUploadApplyResponse>;
