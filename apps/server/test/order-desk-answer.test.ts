import { DESK_PATHS, DeskQueueQuery } from '@portico/contract';
import { splitOrderSearchAsTyped } from '@portico/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw.ts';
import { users } from '../src/db/schema/index.ts';
import {
  JS_TRIMMED,
  queueChunks,
  queuePageStatement,
  tenantWarehouses,
} from '../src/modules/order-desk/order-desk.repository.ts';
import { toQueueRow } from '../src/modules/order-desk/order-desk.service.ts';
import { tenantOrderContext } from '../src/modules/orders/orders.service.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/**
 * P14: the queue page's rows are written by the statement (queuePageStatement), not by the service's mapping
 * (toQueueRow, which the export keeps). Both must write the same bytes: orders covering every field's cases —
 * null and odd references, names to trim or empty, unlabelled warehouses, every status with and without payment,
 * credit terms, open units and documents to review, freight to be quoted, totals from 0 to 2^53 − 1 at every
 * currency precision, timestamps with and without fractions — are read both ways and compared as text.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const harborId = await tenantIdOf(app, 'harbor');
const [seller] = await app.db
  .select({ id: users.id })
  .from(users)
  .where(and(eq(users.tenantId, harborId), eq(users.email, 'seller@harbor.test')));

const NAMES: [string, string][] = [
  ['', ''],
  [' Ann', 'Lee '],
  ['\u00a0', '\u3000'],
  ['\tA\u2028', 'B\n\ufeff'],
  ['\u180e', ''],
  ['Zoë "Q"', '\\ 😀'],
  ['', 'Solo'],
];
const REFS = [
  null,
  'plain',
  'quote"back\\slash',
  'ctl\u0001\u001f\t\n\r\b\f\u007f',
  'uni ü € 😀 \u2028\u2029',
  '</script>',
];
const TOTALS = [
  0, 1, 5, 10, 99, 100, 12_345, -250, 123_456_789_012_345, 999_999_999_999_999, 1_000_000_000_000_000,
  1_234_567_890_123_457, 9_007_199_254_740_991, -9_007_199_254_740_991,
];
const STAMPS = [
  '2026-03-04 05:06:07.999999+00',
  '2026-03-04 05:06:07+00',
  '1999-12-31 23:59:59.0005+00',
  '2026-07-01 00:00:00.1+02',
  '2026-07-01 00:00:00.123+00',
];
const STATUSES = [
  'ON_HOLD',
  'AWAITING_SHIPPING_QUOTE',
  'AWAITING_PAYMENT',
  'READY_FOR_FULFILLMENT',
  'SHIPPED',
  'INVOICED',
  'CANCELED',
];

// Buyers with names to trim (or nothing left: the e-mail), a warehouse label to escape, and one method on credit.
const buyerIds: string[] = [];
for (const [i, [first, last]] of NAMES.entries()) {
  const [row] = await queryRows<{ id: string }>(
    app.db,
    `answer-buyer-${i}`,
    `insert into users (tenant_id, email, password_hash, first_name, last_name, groups)
     values ($1, $2, 'x', $3, $4, '{Buyer}') returning id`,
    [harborId, `answer${i}@harbor.test`, first, last],
  );
  buyerIds.push(row!.id);
}
await app.db.execute(sql`update warehouses set label = ${'Los "Angeles" \\ ü'} where tenant_id = ${harborId}
  and code = 'LAX'`);
const methods = await queryRows<{ code: string; credit: boolean }>(
  app.db,
  'answer-methods',
  'select code, credit_limit_minor is not null as credit from payment_methods where tenant_id = $1 order by code',
  [harborId],
);
const onCredit = methods.find((m) => m.credit)!.code;
const notOnCredit = methods.find((m) => !m.credit)!.code;

let n = 0;
for (const status of STATUSES) {
  for (const payment of ['UNPAID', 'PAID']) {
    for (const method of [notOnCredit, onCredit]) {
      for (const freightUndefined of [false, true]) {
        n += 1;
        const stamp = STAMPS[n % STAMPS.length]!;
        await queryRows(
          app.db,
          `answer-order-${n}`,
          `insert into orders (tenant_id, phonex_order_number, ref_order_number, buyer_id, warehouse,
             fulfillment_status, payment_status, total_minor, total_ordered_quantity, freight_undefined,
             shipping_address, billing_address, shipping_method_code, shipping_method_label, payment_method_code,
             payment_method_label, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '{}', '{}', 'BILL_MY_ACCOUNT', $11, $12, $13, $14,
             $14::timestamptz + ($15 || ' seconds')::interval)`,
          [
            harborId,
            `ANS${String(n).padStart(7, '0')}`,
            REFS[n % REFS.length],
            buyerIds[n % buyerIds.length],
            ['LAX', 'MIA', 'NOPE'][n % 3],
            status,
            payment,
            TOTALS[n % TOTALS.length],
            n * 3,
            freightUndefined,
            n % 2 ? 'Bill "My" Account' : 'Ship\tit',
            method,
            `Label ${method} ✓`,
            stamp,
            String(n),
          ],
        );
      }
    }
  }
}
// Shipped orders with units still open (one line) and without (another); documents waiting on some orders.
await app.db.execute(sql`
  insert into order_lines (tenant_id, order_id, item_number_warehouse, item_number, item_description,
    ordered_quantity, shipped_quantity, unit_price_minor, extended_price_minor)
  select ${harborId}, o.id, 'ANS-' || o.phonex_order_number, 'ANS', 'Answer line', 2,
    case when right(o.phonex_order_number, 1)::int % 2 = 0 then 1 else 2 end, 1000, 2000
  from orders o where o.tenant_id = ${harborId} and o.phonex_order_number like 'ANS%'`);
await app.db.execute(sql`
  insert into pending_documents (tenant_id, user_id, order_id, name, status)
  select ${harborId}, o.buyer_id, o.id, 'Proof of export',
    case when right(o.phonex_order_number, 1)::int % 3 = 0 then 'SUBMITTED' else 'PENDING' end
  from orders o where o.tenant_id = ${harborId} and o.phonex_order_number like 'ANS%'
    and right(o.phonex_order_number, 1)::int % 3 <> 2`);

const filtersOf = (query: Record<string, string>) => {
  const q = DeskQueueQuery.parse(query);
  return { ...q, terms: splitOrderSearchAsTyped(q.search ?? '') };
};

/** The page's rows as the statement writes them, and as the service's mapping writes the same orders. */
async function bothWays(query: Record<string, string>, precision: number, pageSize: number, offset = 0) {
  const f = filtersOf(query);
  const s = queuePageStatement(harborId, seller!.id, f, pageSize, offset, precision);
  const [row] = await queryRows<{ rows: string | null; has_more: boolean }>(app.db, s.name, s.text, s.params);
  const mapped: string[] = [];
  for await (const chunk of queueChunks(app.db, harborId, f, 10_000)) {
    mapped.push(...chunk.map((r) => JSON.stringify(toQueueRow(r, precision))));
  }
  return {
    written: `[${row!.rows ?? ''}]`,
    expected: `[${mapped.slice(offset, offset + pageSize).join(',')}]`,
    hasMore: row!.has_more,
    expectedHasMore: mapped.length > offset + pageSize,
  };
}

describe("the queue page's rows written by the statement (P14)", () => {
  it('writes what JSON.stringify(toQueueRow(…)) writes, at every currency precision and in every sort', async () => {
    const sorts: Record<string, string>[] = [
      {},
      { sort: 'total', dir: 'asc' },
      { sort: 'total', dir: 'desc' },
      { sort: 'buyer', dir: 'desc' },
      { sort: 'phonexOrderNumber', dir: 'asc' },
      { sort: 'createDate', dir: 'asc' },
    ];
    for (const precision of [0, 1, 2, 3, 4]) {
      for (const query of sorts) {
        const both = await bothWays(query, precision, 500);
        expect(both.written.length, JSON.stringify(query)).toBeGreaterThan(n * 100);
        expect(both.written, `${precision} ${JSON.stringify(query)}`).toBe(both.expected);
        expect(both.hasMore).toBe(false);
      }
    }
  });

  it('pages, filters and searches alike, hasMore as the mapping counts it', async () => {
    const queries: [Record<string, string>, number, number][] = [
      [{}, 7, 0],
      [{}, 7, 7],
      [{ needsAction: 'READY_TO_SHIP' }, 5, 0],
      [{ needsAction: 'PAYMENT_TO_CONFIRM' }, 50, 0],
      [{ needsAction: 'DOCUMENTS_TO_REVIEW' }, 50, 0],
      [{ fulfillmentStatus: 'AWAITING_PAYMENT,READY_FOR_FULFILLMENT', warehouse: 'NOPE' }, 3, 0],
      [{ search: 'ANS0000003 ans0000010 plain nothing-such' }, 50, 0],
      [{ fulfillmentStatus: 'CANCELED', warehouse: 'NOPE', search: 'ANS0000001' }, 50, 0],
    ];
    for (const [query, pageSize, offset] of queries) {
      const both = await bothWays(query, 2, pageSize, offset);
      expect(both.written, JSON.stringify(query)).toBe(both.expected);
      expect(both.hasMore, JSON.stringify(query)).toBe(both.expectedHasMore);
    }
  });

  it('answers the route with the contract fields in order, the rows as the mapping writes them', async () => {
    const token = await signIn(app, 'seller@harbor.test');
    const precision = (await tenantOrderContext(app.db, harborId)).precision;
    const warehouses = JSON.stringify(await tenantWarehouses(app.db, harborId));
    const pages: [Record<string, string>, number, number, string][] = [
      [{ pageSize: '7', page: '2' }, 7, 7, '[]'],
      [{ search: 'ANS0000008 NOT-AN-ORDER ANS0000003 other' }, 50, 0, '["NOT-AN-ORDER","other"]'],
    ];
    for (const [query, pageSize, offset, notFound] of pages) {
      const res = await app.inject({
        method: 'GET',
        url: `${API}${DESK_PATHS.queue.path}?${new URLSearchParams(query)}`,
        headers: { host: HARBOR, ...bearer(token) },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const both = await bothWays(query, precision, pageSize, offset);
      expect(res.body).toBe(
        `{"orders":${both.expected},"hasMore":${both.expectedHasMore},"page":${offset / pageSize + 1},"pageSize":${pageSize},"warehouses":${warehouses},"notFound":${notFound}}`,
      );
    }
  });

  it('trims the characters String.prototype.trim trims, no other', () => {
    for (let cp = 0; cp <= 0xffff; cp++) {
      const c = String.fromCharCode(cp);
      expect(JS_TRIMMED.includes(c), cp.toString(16)).toBe(c.trim() === '');
    }
  });
});
