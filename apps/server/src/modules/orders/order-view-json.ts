import type { CheckoutContext } from '../checkout/checkout-context.ts';
import { toOrderLineItem } from './order-mapper.ts';
import { orderViewParts } from './order-view.ts';
import type { LineWithStock, OrderLineRow, OrderRow } from './orders.repository.ts';

/**
 * The order view as JSON bytes (PERFORMANCE P13): exactly JSON.stringify(orderViewParts(…)) — `{"salesOrder":…,
 * "orderOptions":…}` — but each line's JSON (an OrderLineItem, written twice: in `items` and in `itemNumberItems`)
 * is kept per line, as UTF-8 bytes, and reused while everything it is made of is unchanged: the line's own
 * columns, its item's availability, the tenant's currencyPrecision and maxItemQuantityToBeDisplayed. An upsert of
 * 10 lines of a 500-line order, and get-order's miss after it, then build, serialise and encode 10 lines, not
 * 500. Kept by line id, compared field by field (a pure function's memo: nothing can be stale), bounded by bytes.
 */

/** What one line's JSON is made of. */
type LineInputs = {
  line: OrderLineRow;
  quantityAvailable: number | null;
  precision: number;
  max: number;
};

type KeptLine = LineInputs & {
  /** The OrderLineItem's JSON. */
  item: Buffer;
  /** `"<itemNumberWarehouse>":` and the same JSON, as itemNumberItems holds it. */
  keyed: Buffer;
};

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

/**
 * Oldest kept first out, bounded by the kept bytes (~1.4 KB a line). A hit is not moved to the back: touching 500
 * entries of a big map per answer cost more than the lines it saved.
 */
class KeptLines {
  private readonly entries = new Map<string, KeptLine>();
  private bytes = 0;
  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(l: OrderLineRow, q: number | null, precision: number, max: number): KeptLine {
    const hit = this.entries.get(l.id);
    if (hit && sameInputs(hit, l, q, precision, max)) return hit;
    const json = JSON.stringify(toOrderLineItem(l, q, precision, max));
    if (hit) {
      this.entries.delete(l.id);
      this.bytes -= hit.item.length + hit.keyed.length;
    }
    // The row is copied: a caller may change its own objects after this (the upsert's written lines are new ones).
    const next: KeptLine = {
      line: { ...l },
      quantityAvailable: q,
      precision,
      max,
      item: Buffer.from(json),
      keyed: Buffer.from(`${JSON.stringify(l.itemNumberWarehouse)}:${json}`),
    };
    this.entries.set(l.id, next);
    this.bytes += next.item.length + next.keyed.length;
    for (const [id, k] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(id);
      this.bytes -= k.item.length + k.keyed.length;
    }
    return next;
  }
}

const keptLines = new KeptLines();

/** A key JSON.stringify writes first whatever the insertion order (an array index: "0" … "4294967294"). */
const INDEX_LIKE = /^(?:0|[1-9]\d{0,9})$/;

/** The empty line lists toSalesOrder writes when given no lines; replaced by the kept lines' JSON. */
const EMPTY_LINES = '"items":[],"itemNumberItems":{}';

const COMMA = Buffer.from(',');

/**
 * JSON.stringify(orderViewParts(order, lines, checkout)) as UTF-8 bytes, the lines from their kept JSON, with the
 * closing brace replaced by `end` (the caller's further keys, e.g. `,"permission":…}`).
 */
export function orderViewJsonBytes(
  order: OrderRow,
  lines: readonly LineWithStock[],
  checkout: CheckoutContext,
  end = '}',
): Buffer {
  const precision = checkout.currencyPrecision;
  const max = checkout.maxItemQuantityToBeDisplayed;
  const whole = () =>
    Buffer.from(`${JSON.stringify(orderViewParts(order, lines, checkout)).slice(0, -1)}${end}`);
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
  const n = lines.length;
  const parts: Buffer[] = new Array(4 * n + 3);
  const keyed: Buffer[] = new Array(n);
  let p = 0;
  parts[p++] = Buffer.from(`${shell.slice(0, at)}"items":[`);
  for (let k = 0; k < n; k++) {
    const { line, quantityAvailable } = lines[k]!;
    const kept = keptLines.get(line, quantityAvailable, precision, max);
    if (k > 0) parts[p++] = COMMA;
    parts[p++] = kept.item;
    keyed[k] = kept.keyed;
  }
  parts[p++] = Buffer.from('],"itemNumberItems":{');
  for (let k = 0; k < n; k++) {
    if (k > 0) parts[p++] = COMMA;
    parts[p++] = keyed[k]!;
  }
  parts[p++] = Buffer.from(`}${shell.slice(at + EMPTY_LINES.length, -1)}${end}`);
  parts.length = p;
  return Buffer.concat(parts);
}
