import type { CheckoutContext } from '../checkout/checkout-context.ts';
import { toOrderLineItem } from './order-mapper.ts';
import { orderViewParts } from './order-view.ts';
import type { LineWithStock, OrderLineRow, OrderRow } from './orders.repository.ts';

/**
 * The order view as JSON text (PERFORMANCE P13): exactly JSON.stringify(orderViewParts(…)) — `{"salesOrder":…,
 * "orderOptions":…}` — but each line's JSON (an OrderLineItem, written twice: in `items` and in `itemNumberItems`)
 * is kept per line and reused while everything it is made of is unchanged: the line's own columns, its item's
 * availability, the tenant's currencyPrecision and maxItemQuantityToBeDisplayed. An upsert of 10 lines of a
 * 500-line order, and get-order's miss after it, then build and serialise 10 lines, not 500. Kept by line id,
 * compared field by field (a pure function's memo: nothing can be stale), bounded by bytes.
 */

/** What one line's JSON is made of. */
type LineInputs = {
  line: OrderLineRow;
  quantityAvailable: number | null;
  precision: number;
  max: number;
};

type KeptLine = LineInputs & { json: string };

const sameInputs = (k: KeptLine, l: OrderLineRow, q: number | null, precision: number, max: number) =>
  k.quantityAvailable === q &&
  k.precision === precision &&
  k.max === max &&
  k.line.orderedQuantity === l.orderedQuantity &&
  k.line.canceledQuantity === l.canceledQuantity &&
  k.line.shippedQuantity === l.shippedQuantity &&
  k.line.unitPriceMinor === l.unitPriceMinor &&
  k.line.extendedPriceMinor === l.extendedPriceMinor &&
  k.line.incrementSize === l.incrementSize &&
  k.line.itemNumberWarehouse === l.itemNumberWarehouse &&
  k.line.itemNumber === l.itemNumber &&
  k.line.itemDescription === l.itemDescription;

/** Least recently used first out, bounded by the kept JSON's length (~700 characters a line). */
class KeptLines {
  private readonly entries = new Map<string, KeptLine>();
  private chars = 0;
  constructor(private readonly maxChars = 24 * 1024 * 1024) {}

  json(l: OrderLineRow, q: number | null, precision: number, max: number): string {
    const hit = this.entries.get(l.id);
    if (hit && sameInputs(hit, l, q, precision, max)) {
      this.entries.delete(l.id);
      this.entries.set(l.id, hit);
      return hit.json;
    }
    const json = JSON.stringify(toOrderLineItem(l, q, precision, max));
    if (hit) {
      this.entries.delete(l.id);
      this.chars -= hit.json.length;
    }
    // The row is copied: a caller may change its own objects after this (the upsert's written lines are new ones).
    this.entries.set(l.id, { line: { ...l }, quantityAvailable: q, precision, max, json });
    this.chars += json.length;
    for (const [id, k] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(id);
      this.chars -= k.json.length;
    }
    return json;
  }
}

const kept = new KeptLines();

/** A key JSON.stringify writes first whatever the insertion order (an array index: "0" … "4294967294"). */
const INDEX_LIKE = /^(?:0|[1-9]\d{0,9})$/;

/** The empty line lists toSalesOrder writes when given no lines; replaced by the kept lines' JSON. */
const EMPTY_LINES = '"items":[],"itemNumberItems":{}';

/** JSON.stringify(orderViewParts(order, lines, checkout)), the lines from their kept JSON. */
export function orderViewJson(
  order: OrderRow,
  lines: readonly LineWithStock[],
  checkout: CheckoutContext,
): string {
  const precision = checkout.currencyPrecision;
  const max = checkout.maxItemQuantityToBeDisplayed;
  const whole = () => JSON.stringify(orderViewParts(order, lines, checkout));
  // itemNumberItems is an object keyed by itemNumberWarehouse: a repeated key keeps its first place and its last
  // value, an index-like key moves first. Either way the plain path writes exactly what JSON.stringify does.
  const seen = new Set<string>();
  for (const { line } of lines) {
    const inw = line.itemNumberWarehouse;
    if (seen.has(inw) || INDEX_LIKE.test(inw)) return whole();
    seen.add(inw);
  }
  const shell = JSON.stringify(orderViewParts(order, [], checkout));
  const at = shell.indexOf(EMPTY_LINES);
  if (at < 0) return whole();
  const items: string[] = new Array(lines.length);
  const byNumber: string[] = new Array(lines.length);
  for (let k = 0; k < lines.length; k++) {
    const { line, quantityAvailable } = lines[k]!;
    const json = kept.json(line, quantityAvailable, precision, max);
    items[k] = json;
    byNumber[k] = `${JSON.stringify(line.itemNumberWarehouse)}:${json}`;
  }
  return `${shell.slice(0, at)}"items":[${items.join(',')}],"itemNumberItems":{${byNumber.join(',')}}${shell.slice(at + EMPTY_LINES.length)}`;
}
