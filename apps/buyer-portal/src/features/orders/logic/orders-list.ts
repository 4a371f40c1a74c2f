import {
  DEFAULT_ORDER_SETTINGS,
  ORDERS_LIST_COLUMN_FIELDS,
  ORDERS_PAGE_SIZE,
  type OrderSettings,
  type OrdersListRow,
} from '@portico/contract';
import { ORDER_STATUS_LABEL_KEYS } from '@portico/contract/dictionary/status-keys';
import { splitOrderSearch } from '@portico/domain';

/**
 * The orders list's pure rules (part 2 §2 Orders list, §5 Orders search, §9; K-001…K-009, Q-047): which columns
 * show, search terms, sorting and paging. The screen only renders what these answer.
 */

export type OrdersColumnField = (typeof ORDERS_LIST_COLUMN_FIELDS)[number];
export type OrdersColumn = {
  field: OrdersColumnField;
  /** The tenant's label; '' when it gave none (the screen then uses labelKey). */
  label: string;
  /** Dictionary key of the default label, for the Q-047 fields. */
  labelKey?: string;
};

/** Dictionary keys of the columns' default labels (Q-047's five, and ours for the other row fields). */
const DEFAULT_LABEL_KEYS: Partial<Record<OrdersColumnField, string>> = {
  refOrderNumberOrPhonexOrderNumber: 'columnOrderNumber',
  phonexOrderNumber: 'columnOrderNumber',
  updateDate: 'columnUpdated',
  warehouse: 'columnWarehouse',
  warehouseCode: 'columnWarehouse',
  fulfillmentStatus: 'columnFulfillmentStatus',
  paymentStatus: 'columnPaymentStatus',
  refOrderNumber: 'columnRefOrderNumber',
  createDate: 'columnCreated',
  totalOrderedQuantity: 'columnTotalQuantity',
  total: 'columnTotal',
  pxnsOrder: 'columnPxnsOrder',
};

const KNOWN_FIELDS = new Set<string>(ORDERS_LIST_COLUMN_FIELDS);
const isKnownField = (field: string): field is OrdersColumnField => KNOWN_FIELDS.has(field);

/**
 * K-002 / Q-047: the columns of buyerSalesOrderListPageSettings, in the tenant's order, without fields a row does
 * not have and without repeats; when the settings are missing (K-009: a failed load leaves empty settings) or name
 * no usable column, the Q-047 defaults: Order #, Updated, Warehouse, Fulfillment Status, Payment Status.
 */
export function ordersListColumns(settings: Partial<OrderSettings> | undefined | null): OrdersColumn[] {
  const seen = new Set<string>();
  const columns: OrdersColumn[] = [];
  for (const column of settings?.buyerSalesOrderListPageSettings?.columns ?? []) {
    const field = column.field.trim();
    if (!isKnownField(field) || seen.has(field)) continue;
    seen.add(field);
    const labelKey = DEFAULT_LABEL_KEYS[field];
    columns.push({ field, label: column.label.trim(), ...(labelKey ? { labelKey } : {}) });
  }
  if (columns.length > 0) return columns;
  return DEFAULT_ORDER_SETTINGS.buyerSalesOrderListPageSettings.columns.map((c) => {
    const field = c.field as OrdersColumnField;
    const labelKey = DEFAULT_LABEL_KEYS[field];
    return { field, label: '', ...(labelKey ? { labelKey } : {}) };
  });
}

// ── Search (K-006, Q-048) ───────────────────────────────────────────────────────────────────────────────

/**
 * K-006: what the search box sends. A pasted list (newlines, commas, semicolons, spaces) becomes its distinct
 * terms joined by commas, so a spreadsheet column pasted in finds each of its orders; blank → no search.
 */
export function orderSearchParam(text: string): string | undefined {
  const terms = splitOrderSearch(text);
  return terms.length === 0 ? undefined : terms.join(',');
}

/** How many order numbers the box holds, for the hint under it ('3 order numbers'). */
export const orderSearchTermCount = (text: string): number => splitOrderSearch(text).length;

// ── Sorting (K-001, K-007) ──────────────────────────────────────────────────────────────────────────────

export type SortDirection = 'asc' | 'desc';
export type OrdersSort = { field: OrdersColumnField; direction: SortDirection };

/** K-001, P-022: updateDate, newest first. */
export const DEFAULT_ORDERS_SORT: OrdersSort = { field: 'updateDate', direction: 'desc' };

/** Dates and statuses sort in a sensible direction first: a new column starts newest/highest first. */
const DESC_FIRST = new Set<OrdersColumnField>(['updateDate', 'createDate', 'total', 'totalOrderedQuantity']);

/** Clicking a header: the same column flips, another column starts in its natural direction. */
export function nextSort(current: OrdersSort, field: OrdersColumnField): OrdersSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: DESC_FIRST.has(field) ? 'desc' : 'asc' };
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/**
 * A sorted copy. Dates are ISO 8601 so they compare as strings; ties fall back to the newest update, then the
 * order number, so the order never jumps between renders.
 */
export function sortOrders(
  rows: readonly OrdersListRow[],
  sort: OrdersSort = DEFAULT_ORDERS_SORT,
): OrdersListRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary = compareValues(a[sort.field], b[sort.field]);
    if (primary !== 0) {
      // Missing values stay last whichever way the column is sorted.
      const aMissing = a[sort.field] === null || a[sort.field] === undefined;
      const bMissing = b[sort.field] === null || b[sort.field] === undefined;
      return aMissing || bMissing ? primary : primary * sign;
    }
    return (
      compareValues(b.updateDate, a.updateDate) || compareValues(a.phonexOrderNumber, b.phonexOrderNumber)
    );
  });
}

// ── Paging (K-007, P-022) ───────────────────────────────────────────────────────────────────────────────

export function ordersPageCount(total: number, pageSize = ORDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number (0-based) kept inside the list, e.g. after a search shrank it. */
export function clampPage(page: number, total: number, pageSize = ORDERS_PAGE_SIZE): number {
  const last = ordersPageCount(total, pageSize) - 1;
  if (!Number.isFinite(page) || page < 0) return 0;
  return Math.min(Math.floor(page), last);
}

export function ordersPage<T>(rows: readonly T[], page: number, pageSize = ORDERS_PAGE_SIZE): T[] {
  const p = clampPage(page, rows.length, pageSize);
  return rows.slice(p * pageSize, p * pageSize + pageSize);
}

/** '1–50 of 134' style range of the page shown (1-based, inclusive); zeros for an empty list. */
export function pageRange(
  page: number,
  total: number,
  pageSize = ORDERS_PAGE_SIZE,
): { from: number; to: number; total: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const p = clampPage(page, total, pageSize);
  return { from: p * pageSize + 1, to: Math.min(total, (p + 1) * pageSize), total };
}

// ── Status cells (K-004) ────────────────────────────────────────────────────────────────────────────────

export type ChipColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
const CHIP_COLORS = new Set<string>([
  'default',
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'error',
]);

export type StatusDisplay = {
  /** The tenant's label, or '' to use labelKey. */
  label: string;
  labelKey?: string;
  color: ChipColor;
};

type StatusSetting = { code: string; label: string; colorClass: string };

/**
 * K-004: a status cell uses the label and colour of fulfillmentSettings.statuses / paymentSettings.statuses;
 * a colorClass that is no chip colour (or a status the tenant did not list) falls back to the defaults.
 */
export function statusDisplay(code: string, statuses: readonly StatusSetting[] | undefined): StatusDisplay {
  const own = statuses?.find((s) => s.code === code);
  const fallback = [
    ...DEFAULT_ORDER_SETTINGS.fulfillmentSettings.statuses,
    ...DEFAULT_ORDER_SETTINGS.paymentSettings.statuses,
  ].find((s) => s.code === code);
  const colorClass = [own?.colorClass, fallback?.colorClass].find((c) => c && CHIP_COLORS.has(c));
  const labelKey = (ORDER_STATUS_LABEL_KEYS as Readonly<Record<string, string>>)[code];
  return {
    label: own?.label.trim() || (labelKey ? '' : code),
    ...(labelKey ? { labelKey } : {}),
    color: (colorClass as ChipColor | undefined) ?? 'default',
  };
}
