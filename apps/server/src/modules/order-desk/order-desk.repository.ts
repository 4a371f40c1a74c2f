import { createHash } from 'node:crypto';
import type { DeskQueueExportQuery, DeskQueueSort } from '@portico/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows, toDate } from '../../db/raw.ts';
import {
  documentFiles,
  orderInvoiceLines,
  orderInvoices,
  orderManifestLines,
  orderShipments,
  orders,
  orderTimeline,
  paymentMethods,
  pendingDocuments,
  shippingMethods,
  users,
  warehouses,
} from '../../db/schema/index.ts';
import { UUID } from '../accounts/accounts.repository.ts';

/**
 * The order desk's reads and writes of its own tables: the queue (every order of the tenant, filtered, sorted and
 * paged in SQL on the orders indexes — P14), one order of the tenant by number (locked for a transition), its
 * shipments, invoices and timeline, and the tenant-wide IMEI look-up of a manifest.
 */

/** Queue filters as the service passes them (search already split into terms). */
/** The queue's filters; `timeZone` is the tenant's, whose calendar days Placed from/to name (UTC when absent). */
export type QueueFilters = Omit<DeskQueueExportQuery, 'search'> & {
  terms: readonly string[];
  timeZone?: string;
};

/**
 * The queue's statement: hand-written so that its text depends only on which filters are set (values are
 * parameters, lists one array parameter each) and it runs as a named prepared statement (db/raw.ts) — planned once
 * per connection, not on every request (PGlite spent more time planning the drizzle-built text than running it).
 * Whole order numbers or references match (each term as written or upper-cased): the unique number index and the
 * reference index answer it at any size of the table; the unfiltered and filtered pages read orders_tenant_updated_idx
 * or orders_tenant_status_updated_idx backwards (P14).
 */
export function queueStatement(
  tenantId: string,
  f: QueueFilters,
  limit: number,
  offset: number,
  after?: QueueKey | null,
) {
  const sortColumn = SORT_COLUMN[f.sort];
  return queueQuery(tenantId, f, limit, offset, after, () =>
    after === undefined ? RAW_COLUMNS : `${RAW_COLUMNS},\n    (${sortColumn})::text as k_sort`,
  );
}

/**
 * The queue's orders as `select <columns(p)> from orders … where … order by … limit … offset …` (queueStatement's
 * text, with another select list); `p` adds a parameter and answers its placeholder.
 */
function queueQuery(
  tenantId: string,
  f: QueueFilters,
  limit: number,
  offset: number,
  after: QueueKey | null | undefined,
  columns: (p: (v: unknown) => string) => string,
) {
  const params: unknown[] = [tenantId];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['o.tenant_id = $1::uuid'];
  if (f.fulfillmentStatus?.length) where.push(`o.fulfillment_status in (${codes(f.fulfillmentStatus)})`);
  if (f.paymentStatus?.length) where.push(`o.payment_status in (${codes(f.paymentStatus)})`);
  if (f.warehouse) where.push(`o.warehouse = ${p(f.warehouse)}`);
  if (f.buyerId) where.push(`o.buyer_id = ${p(f.buyerId)}::uuid`);
  // A day of the tenant's calendar: its midnight in the tenant's zone (the zone of its invoices and report).
  const zone = () => p(f.timeZone ?? 'UTC');
  if (f.createdFrom)
    where.push(`o.created_at >= (${p(f.createdFrom)}::date::timestamp at time zone ${zone()})`);
  if (f.createdTo) {
    where.push(`o.created_at < ((${p(f.createdTo)}::date + 1)::timestamp at time zone ${zone()})`);
  }
  if (f.terms.length > 0) {
    const upper = f.terms.map((t) => t.toUpperCase());
    const either = [...new Set([...f.terms, ...upper])];
    where.push(
      `(o.phonex_order_number = any(${p(padded(upper, upper[0]))}::text[]) or o.ref_order_number = any(${p(padded(either, either[0]))}::text[]))`,
    );
  }
  const action = NEEDS_ACTION[f.needsAction ?? ''];
  if (action) where.push(action);
  const dir = f.dir === 'asc' ? 'asc' : 'desc';
  // Keyset reading (the export): the rows after the last one read, in the sort order, instead of an OFFSET.
  const sortColumn = SORT_COLUMN[f.sort];
  if (after) {
    where.push(
      `(${sortColumn}, o.id) ${dir === 'asc' ? '>' : '<'} (${p(after.key)}::${SORT_TYPE[f.sort]}, ${p(after.id)}::uuid)`,
    );
  }
  const text = `select ${columns(p)}
  from orders o
  join users u on u.id = o.buyer_id
  left join warehouses w on w.tenant_id = o.tenant_id and w.code = o.warehouse
  where ${where.join('\n    and ')}
  order by ${sortColumn} ${dir}, o.id ${dir}
  limit ${pageBound(limit)} offset ${offset === 0 ? '0' : p(offset)}`;
  const name = statementName('desk_queue_', text);
  return { name, text, params };
}

/**
 * The queue's page as the route answers it, in ONE statement and one row (P14): the caller's account (the staff
 * check, B-033), the tenant's warehouses, and the queue's orders as the answer's `orders` JSON already (ANSWER_ROW:
 * each row exactly as JSON.stringify writes toQueueRow's object; joined by commas in the queue's order, sorted
 * again outside on the page's own columns) with `has_more`: the statement reads pageSize + 1 rows. (Not the
 * tenant's config: the request's tenant, resolved from its host, already holds it; its currencyPrecision is a
 * parameter.)
 */
export function queuePageStatement(
  tenantId: string,
  userId: string,
  f: QueueFilters,
  pageSize: number,
  offset: number,
  precision: number,
) {
  if (!Number.isInteger(precision) || precision < 0 || precision > 4) {
    throw new Error(`queue statement: bad precision ${precision}`);
  }
  const sort = SORT_COLUMN[f.sort];
  const page = queueQuery(
    tenantId,
    f,
    pageSize + 1,
    offset,
    undefined,
    (p) => `o.id, ${sort} as s, ${ANSWER_ROW(p(precision))} as j`,
  );
  const params: unknown[] = [...page.params, userId];
  const me = params.length;
  // The searched terms that match no order of the tenant, whatever the filters (those say why a found order is
  // not listed): by the number and reference indexes, as the search itself.
  let notFound = `'[]'::json`;
  if (f.terms.length > 0) {
    params.push(padded(f.terms, null));
    notFound = `(select coalesce(json_agg(t.term order by t.n), '[]'::json)
      from unnest($${params.length}::text[]) with ordinality t(term, n)
      where t.term is not null and not exists (select 1 from orders o where o.tenant_id = $1::uuid
        and (o.phonex_order_number = upper(t.term) or o.ref_order_number in (t.term, upper(t.term)))))`;
  }
  const dir = f.dir === 'asc' ? 'asc' : 'desc';
  const text = `select a.disabled as me_disabled, a.groups as me_groups, a.tokens_valid_after as me_tokens_valid_after,
    a.staff_role as me_staff_role,
    (select coalesce(json_agg(json_build_object('code', w.code, 'label', w.label) order by w.code), '[]'::json)
      from warehouses w where w.tenant_id = $1::uuid) as me_warehouses,
    pg.rows, pg.has_more,
    ${notFound} as not_found
  from (select 1) one
  left join users a on a.tenant_id = $1::uuid and a.id = $${me}::uuid
  cross join (select array_to_string((array_agg(p.j order by p.s ${dir}, p.id ${dir}))[1:${pageBound(pageSize)}], ',') as rows,
      count(*) > ${pageBound(pageSize)} as has_more
    from (${page.text}) p) pg`;
  const name = statementName('desk_page_', text);
  return { name, text, params };
}

/** What String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator), for btrim. */
export const JS_TRIMMED =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** A timestamptz as Date#toISOString writes it (milliseconds, truncated as Date truncates microseconds). */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * minorToMajor(total_minor, precision) as JSON.stringify writes the number: the exact decimal (without trailing
 * zeros) below 10^15 minor units — at most 15 significant digits, which the double keeps and prints back the same
 * — and above it at a precision the float8's shortest text (the double nearest the decimal, printed as JavaScript
 * prints it; an integer's own text at precision 0).
 */
const TOTAL_TEXT = (precision: string) => `(case when ${precision}::int = 0 then o.total_minor::text
    when abs(o.total_minor) < 1000000000000000 then trim_scale(o.total_minor::numeric * power(10::numeric, -${precision}::int))::text
    else (o.total_minor::numeric * power(10::numeric, -${precision}::int))::float8::text end)`;

/** A text column as a JSON string (to_json escapes as JSON.stringify does). */
const str = (column: string) => `to_json(${column})::text`;

/**
 * One queue row as the answer's JSON text: exactly JSON.stringify(toQueueRow(row, precision)) (the service's
 * mapping, which the export still uses; order-desk-answer.test.ts compares the two on every field's cases).
 * Field by field: the buyer's name is `${first} ${last}`.trim() || email, the warehouse its label or code,
 * needsAction the service's needsActionOf, written as a CASE evaluated in the same order.
 */
const ANSWER_ROW = (precision: string) => `('{"phonexOrderNumber":' || ${str('o.phonex_order_number')}
    || ',"refOrderNumber":' || coalesce(${str('o.ref_order_number')}, 'null')
    || ',"buyer":{"buyerId":"' || o.buyer_id::text || '","email":' || ${str('u.email')}
    || ',"name":' || ${str(`coalesce(nullif(btrim(u.first_name || ' ' || u.last_name, '${JS_TRIMMED}'), ''), u.email)`)}
    || '},"warehouse":' || ${str('coalesce(w.label, o.warehouse)')} || ',"warehouseCode":' || ${str('o.warehouse')}
    || ',"fulfillmentStatus":' || ${str('o.fulfillment_status')} || ',"paymentStatus":' || ${str('o.payment_status')}
    || ',"paymentMethodLabel":' || ${str('o.payment_method_label')}
    || ',"shippingMethodLabel":' || ${str('o.shipping_method_label')}
    || ',"createDate":"' || ${isoText('o.created_at')} || '","updateDate":"' || ${isoText('o.updated_at')}
    || '","totalOrderedQuantity":' || o.total_ordered_quantity::text || ',"total":' || ${TOTAL_TEXT(precision)}
    || ',"freightUndefined":' || (case when o.freight_undefined then 'true' else 'false' end)
    || ',"needsAction":' || (case when o.fulfillment_status = 'AWAITING_SHIPPING_QUOTE' then '"QUOTE_REQUESTED"'
      when ${DOCUMENTS_WAITING} then '"DOCUMENTS_TO_REVIEW"'
      when o.payment_status = 'UNPAID' and o.fulfillment_status in ('AWAITING_PAYMENT', 'READY_FOR_FULFILLMENT')
        then (case when ${CREDIT_CODES} then '"READY_TO_SHIP"' else '"PAYMENT_TO_CONFIRM"' end)
      when o.fulfillment_status = 'READY_FOR_FULFILLMENT' or (o.fulfillment_status = 'SHIPPED' and ${OPEN_UNITS})
        then '"READY_TO_SHIP"'
      else 'null' end) || '}')`;

/**
 * The status filters as literals (the contract's enum codes, checked again here): with an array parameter the
 * generic plan guesses their share of the orders and a custom plan reads it from the statistics, and the searched
 * page's custom plans looked cheaper, so PostgreSQL planned it on every execution (with padded(), P14's search).
 * At most one statement per combination of statuses and other filters set.
 */
function codes(values: readonly string[]): string {
  return values
    .map((v) => {
      if (!/^[A-Z_]+$/.test(v)) throw new Error(`queue statement: bad status ${v}`);
      return `'${v}'`;
    })
    .join(', ');
}

/**
 * A search's list as its array parameter: at least PLANNED_ARRAY entries, the rest `filler` (a term again, which
 * matches what it matches; or null, skipped). PostgreSQL's generic plan of a prepared statement assumes an array
 * parameter holds 10 elements, a custom plan counts them: with fewer terms every custom plan looked cheaper and the
 * searched page was planned again on every execution (pg_prepared_statements: custom_plans only; P14's search).
 */
function padded<T>(list: readonly T[], filler: T): T[] {
  return list.length >= PLANNED_ARRAY
    ? [...list]
    : [...list, ...Array(PLANNED_ARRAY - list.length).fill(filler)];
}
const PLANNED_ARRAY = 10;

/** Statement names by text, so that a page's ~6 KB text is hashed once, not on every request (a few hundred texts). */
const names = new Map<string, string>();

/** `prefix` and a hash of `text`: one name per statement text (db/raw.ts prepares it once per connection). */
function statementName(prefix: string, text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 1000) names.clear();
    name = `${prefix}${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The page's LIMIT as a literal (a whole number the contract bounds, pageSize + 1 or the export's chunk), and a
 * first page's OFFSET 0 too: with either as a parameter PostgreSQL never settles on the prepared statement's
 * generic plan and plans the statement again on every execution (pg_prepared_statements: custom_plans only),
 * which cost more than running it (P14). Deeper pages keep their offset a parameter: one statement, not one per page.
 */
function pageBound(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`queue statement: bad limit ${n}`);
  return String(n);
}

/**
 * Units of the order still open (ordered − cancelled − shipped) on some line. Written as a scalar subquery with
 * LIMIT 1, not EXISTS: PostgreSQL may run an EXISTS as one hash of the whole table's matching rows (every order
 * line of every tenant, ~100 ms at 500,000 lines, for a page of 50), never a scalar subquery; this one probes the
 * order's own lines by order_lines_order_inw_uq.
 */
const OPEN_UNITS = `((select 1 from order_lines l where l.order_id = o.id
  and l.ordered_quantity - l.canceled_quantity - l.shipped_quantity > 0 limit 1) is not null)`;

/**
 * A proof-of-export document of the order waits for the seller's review (uploaded: SUBMITTED; H-009…H-011). A
 * scalar subquery, as OPEN_UNITS, by the order's documents index.
 */
const DOCUMENTS_WAITING = `((select 1 from pending_documents d where d.tenant_id = o.tenant_id
  and d.order_id = o.id and d.status = 'SUBMITTED' limit 1) is not null)`;

/**
 * The order pays on credit terms (its payment method has a credit limit): unpaid, it ships before it is paid
 * (decision 014). A scalar subquery by the methods' (tenant, code) key.
 */
const CREDIT_TERMS = `((select 1 from payment_methods pm where pm.tenant_id = o.tenant_id
  and pm.code = o.payment_method_code and pm.credit_limit_minor is not null limit 1) is not null)`;

/**
 * CREDIT_TERMS for the page: the order's method among the tenant's methods with a credit limit, read once a page
 * (an InitPlan of the tenant's few methods; $1 is the tenant) rather than probed for each row.
 */
const CREDIT_CODES = `(o.payment_method_code = any(array(select pm.code from payment_methods pm
  where pm.tenant_id = $1::uuid and pm.credit_limit_minor is not null)))`;

/** The queue's columns as the export reads them (RawQueueRow). */
const RAW_COLUMNS = `o.id, o.phonex_order_number, o.ref_order_number, o.buyer_id, u.email as buyer_email,
    u.first_name as buyer_first_name, u.last_name as buyer_last_name, o.warehouse as warehouse_code,
    w.label as warehouse_label, o.fulfillment_status, o.payment_status, o.payment_method_label,
    o.shipping_method_label, o.created_at, o.updated_at, o.total_ordered_quantity, o.total_minor,
    o.freight_undefined, (o.fulfillment_status = 'SHIPPED' and ${OPEN_UNITS}) as open_after_shipping,
    ${DOCUMENTS_WAITING} as documents_to_review, ${CREDIT_TERMS} as credit_terms`;

/** 'Needs action' conditions (fixed texts: no parameters). */
const NEEDS_ACTION: Record<string, string> = {
  QUOTE_REQUESTED: `o.fulfillment_status = 'AWAITING_SHIPPING_QUOTE'`,
  PAYMENT_TO_CONFIRM: `o.fulfillment_status in ('AWAITING_PAYMENT', 'READY_FOR_FULFILLMENT') and o.payment_status = 'UNPAID'
    and not ${CREDIT_TERMS}`,
  READY_TO_SHIP: `(o.fulfillment_status = 'READY_FOR_FULFILLMENT' or (o.fulfillment_status = 'SHIPPED' and ${OPEN_UNITS})
    or (o.fulfillment_status = 'AWAITING_PAYMENT' and o.payment_status = 'UNPAID' and ${CREDIT_TERMS}))`,
  DOCUMENTS_TO_REVIEW: DOCUMENTS_WAITING,
};

/** Where the export stopped: the last row's sort value (as text: timestamps to the microsecond) and id. */
export type QueueKey = { key: string; id: string };

/** The SQL type of each sort column, to read a QueueKey's text back. */
const SORT_TYPE: Record<DeskQueueSort, string> = {
  updateDate: 'timestamptz',
  createDate: 'timestamptz',
  phonexOrderNumber: 'text',
  total: 'bigint',
  buyer: 'text',
};

/**
 * The total as the queue sorts it: an order whose freight is still to be quoted has no total yet (it shows 'To be
 * quoted'), so it sorts as the largest — last going up, first going down — not by its goods' figure. The same
 * expression as orders_tenant_total_idx (schema/orders.ts), so the sorted page reads that index (P14).
 */
const TOTAL_SORT = '(case when o.freight_undefined then 9223372036854775807 else o.total_minor end)';

const SORT_COLUMN: Record<DeskQueueSort, string> = {
  updateDate: 'o.updated_at',
  createDate: 'o.created_at',
  phonexOrderNumber: 'o.phonex_order_number',
  total: TOTAL_SORT,
  buyer: 'u.email',
};

type RawQueueRow = {
  id: string;
  phonex_order_number: string;
  ref_order_number: string | null;
  buyer_id: string;
  buyer_email: string;
  buyer_first_name: string;
  buyer_last_name: string;
  warehouse_code: string;
  warehouse_label: string | null;
  fulfillment_status: string;
  payment_status: string;
  payment_method_label: string;
  shipping_method_label: string;
  created_at: string | Date;
  updated_at: string | Date;
  total_ordered_quantity: number;
  total_minor: number | string;
  freight_undefined: boolean;
  open_after_shipping: boolean;
  documents_to_review: boolean;
  credit_terms: boolean;
};

type RawPageRow = {
  rows: string | null;
  has_more: boolean;
  me_disabled: boolean | null;
  me_groups: string[] | null;
  me_tokens_valid_after: string | Date | null;
  me_staff_role: string | null;
  me_warehouses: { code: string; label: string }[];
  not_found: string[];
};

/**
 * One page of the queue (queuePageStatement): the caller's account columns (null: no such account), the tenant's
 * warehouses, the page's `orders` as JSON text (the array's inside: rows joined by commas) and whether more follow.
 */
export async function queuePage(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  f: QueueFilters,
  pageSize: number,
  offset: number,
  precision: number,
) {
  // Ids come from a verified token; anything else is no account (never a database error), as findAccount.
  if (!UUID.test(tenantId) || !UUID.test(userId)) {
    return { account: null, warehouses: [], ordersJson: '', hasMore: false, notFound: [] };
  }
  const s = queuePageStatement(tenantId, userId, f, pageSize, offset, precision);
  const [first] = await queryRows<RawPageRow>(db, s.name, s.text, s.params);
  const account =
    first && first.me_disabled !== null
      ? {
          disabled: first.me_disabled,
          groups: first.me_groups ?? [],
          tokensValidAfter: first.me_tokens_valid_after,
          staffRole: first.me_staff_role ?? '',
        }
      : null;
  return {
    account,
    warehouses: first?.me_warehouses ?? [],
    ordersJson: first?.rows ?? '',
    hasMore: first?.has_more ?? false,
    notFound: first?.not_found ?? [],
  };
}

/**
 * The console Home's order work: per 'Needs action' bucket, how many orders its queue filter finds, counted up to
 * `cap` + 1 (so "more than cap" is known without counting the whole table), in one statement. Documents to review
 * are counted from the documents waiting (by pending_documents_tenant_status_idx), the rest by the orders'
 * (tenant, status) index, with the same conditions as the queue's filter.
 */
export async function needsActionCounts(
  db: DbOrTx,
  tenantId: string,
  cap: number,
): Promise<Record<string, number>> {
  if (!UUID.test(tenantId)) return {};
  const limit = pageBound(cap + 1);
  const counted = (code: string) =>
    `(select count(*) from (select 1 from orders o where o.tenant_id = $1::uuid and ${NEEDS_ACTION[code]}
      limit ${limit}) x)::int as "${code}"`;
  const text = `select ${['QUOTE_REQUESTED', 'PAYMENT_TO_CONFIRM', 'READY_TO_SHIP'].map(counted).join(',\n    ')},
    (select count(*) from (select distinct d.order_id from pending_documents d join orders o on o.id = d.order_id
      where d.tenant_id = $1::uuid and d.status = 'SUBMITTED' limit ${limit}) x)::int as "DOCUMENTS_TO_REVIEW"`;
  const name = `desk_summary_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  const [row] = await queryRows<Record<string, number>>(db, name, text, [tenantId]);
  return row ?? {};
}

/** One chunk of the queue (the export); `limit` rows from `offset`. */
/**
 * Every row of the queue in its sort order, `size` at a time (the export): each chunk starts after the last row of
 * the one before (keyset on the sort column and the id), so reading 100,000 orders costs one index walk, not an
 * OFFSET walk per chunk that grows with the position (a 100k-order export took 29 s that way).
 */
export async function* queueChunks(db: DbOrTx, tenantId: string, f: QueueFilters, size: number) {
  let after: QueueKey | null = null;
  for (;;) {
    const s = queueStatement(tenantId, f, size, 0, after);
    const rows = await queryRows<RawQueueRow & { k_sort: string }>(db, s.name, s.text, s.params);
    if (rows.length > 0) yield rows.map(fromRaw);
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = { key: last.k_sort, id: last.id };
  }
}

function fromRaw(r: RawQueueRow) {
  return {
    id: r.id,
    phonexOrderNumber: r.phonex_order_number,
    refOrderNumber: r.ref_order_number,
    buyerId: r.buyer_id,
    buyerEmail: r.buyer_email,
    buyerFirstName: r.buyer_first_name,
    buyerLastName: r.buyer_last_name,
    warehouseCode: r.warehouse_code,
    warehouseLabel: r.warehouse_label,
    fulfillmentStatus: r.fulfillment_status,
    paymentStatus: r.payment_status,
    paymentMethodLabel: r.payment_method_label,
    shippingMethodLabel: r.shipping_method_label,
    createdAt: toDate(r.created_at)!,
    updatedAt: toDate(r.updated_at)!,
    totalOrderedQuantity: Number(r.total_ordered_quantity),
    totalMinor: Number(r.total_minor),
    freightUndefined: r.freight_undefined,
    openUnits: r.open_after_shipping,
    documentsToReview: r.documents_to_review,
    creditTerms: r.credit_terms,
  };
}
export type QueueRow = ReturnType<typeof fromRaw>;

export async function tenantWarehouses(db: DbOrTx, tenantId: string) {
  return db
    .select({ code: warehouses.code, label: warehouses.label })
    .from(warehouses)
    .where(eq(warehouses.tenantId, tenantId))
    .orderBy(asc(warehouses.code));
}

/** The carriers the tenant's shipping methods name: a real-time method's carrier, bill-my-account options. */
export async function tenantCarriers(db: DbOrTx, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ carrier: shippingMethods.carrier, options: shippingMethods.carrierOptions })
    .from(shippingMethods)
    .where(eq(shippingMethods.tenantId, tenantId));
  return rows.flatMap((r) => [...(r.carrier ? [r.carrier] : []), ...r.options]);
}

/**
 * Whether the tenant's payment method `code` extends credit: it has a creditLimit (part 2 §3 Order options). An
 * order paid that way may ship before it is paid (transition table, creditTerms; docs/decisions/014).
 */
export async function paysOnCredit(db: DbOrTx, tenantId: string, code: string): Promise<boolean> {
  const [m] = await db
    .select({ limit: paymentMethods.creditLimitMinor })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.code, code)))
    .limit(1);
  return m !== undefined && m.limit !== null;
}

/** The days after its date an unpaid invoice of orders paid by method `code` is due (null: no due date). */
export async function paymentDueDays(db: DbOrTx, tenantId: string, code: string): Promise<number | null> {
  const [m] = await db
    .select({ dueDays: paymentMethods.dueDays })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.code, code)))
    .limit(1);
  return m?.dueDays ?? null;
}

/** One order of the tenant by number (any buyer), or undefined; `lock` takes the row lock for a transition. */
export async function tenantOrder(db: DbOrTx, tenantId: string, phonexOrderNumber: string, lock = false) {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.phonexOrderNumber, phonexOrderNumber)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function buyerOf(db: DbOrTx, buyerId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.id, buyerId));
  return row!;
}

/** The proof-of-export documents asked for the order (H-009…H-011), with the latest file's name. */
export async function documentsOf(db: DbOrTx, tenantId: string, orderId: string) {
  return db
    .select({
      documentName: pendingDocuments.name,
      documentStatus: pendingDocuments.status,
      fileName: documentFiles.fileName,
      submittedAt: pendingDocuments.submittedAt,
      reason: pendingDocuments.reason,
    })
    .from(pendingDocuments)
    .leftJoin(documentFiles, eq(documentFiles.documentId, pendingDocuments.id))
    .where(and(eq(pendingDocuments.tenantId, tenantId), eq(pendingDocuments.orderId, orderId)))
    .orderBy(asc(pendingDocuments.name));
}

export async function shipmentsOf(db: DbOrTx, tenantId: string, orderId: string) {
  return db
    .select({
      id: orderShipments.id,
      carrier: orderShipments.carrier,
      trackingNumber: orderShipments.trackingNumber,
      shippedAt: orderShipments.shippedAt,
      // Each parcel carries its shipment's units (the console groups parcels shipped together): the order's IMEIs
      // recorded at the shipment's moment, whether they name their parcel (one tracking number, or the demo's
      // split) or not (several tracking numbers: shipment_id null).
      units: sql<number>`(select count(*)::int from order_manifest_lines m
        where m.order_id = "order_shipments"."order_id" and m.created_at = "order_shipments"."shipped_at")`,
    })
    .from(orderShipments)
    .where(and(eq(orderShipments.tenantId, tenantId), eq(orderShipments.orderId, orderId)))
    .orderBy(asc(orderShipments.shippedAt), asc(orderShipments.trackingNumber));
}

export async function invoicesOf(db: DbOrTx, tenantId: string, orderId: string) {
  return db
    .select()
    .from(orderInvoices)
    .where(and(eq(orderInvoices.tenantId, tenantId), eq(orderInvoices.orderId, orderId)))
    .orderBy(asc(orderInvoices.invoiceDate), asc(orderInvoices.invoiceNumber));
}

/** Units already invoiced per order line. */
export async function invoicedQuantities(db: DbOrTx, tenantId: string, orderId: string) {
  const rows = await db
    .select({
      lineId: orderInvoiceLines.orderLineId,
      quantity: sql<number>`sum(${orderInvoiceLines.quantity})::int`,
    })
    .from(orderInvoiceLines)
    .innerJoin(orderInvoices, eq(orderInvoices.id, orderInvoiceLines.invoiceId))
    .where(and(eq(orderInvoices.tenantId, tenantId), eq(orderInvoices.orderId, orderId)))
    .groupBy(orderInvoiceLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, r.quantity]));
}

export async function timelineOf(db: DbOrTx, tenantId: string, orderId: string, buyerOnly = false) {
  return db
    .select({
      id: orderTimeline.id,
      at: orderTimeline.at,
      actorKind: orderTimeline.actorKind,
      actorId: orderTimeline.actorId,
      actorEmail: users.email,
      action: orderTimeline.action,
      summary: orderTimeline.summary,
      before: orderTimeline.before,
      after: orderTimeline.after,
      visibleToBuyer: orderTimeline.visibleToBuyer,
    })
    .from(orderTimeline)
    .leftJoin(users, eq(users.id, orderTimeline.actorId))
    .where(
      and(
        eq(orderTimeline.tenantId, tenantId),
        eq(orderTimeline.orderId, orderId),
        buyerOnly ? eq(orderTimeline.visibleToBuyer, true) : undefined,
      ),
    )
    .orderBy(asc(orderTimeline.at), asc(orderTimeline.id));
}

export type TimelineInsert = typeof orderTimeline.$inferInsert;
export async function addTimeline(db: DbOrTx, row: TimelineInsert) {
  await db.insert(orderTimeline).values(row);
}

/** Which of `imeis` are already on a manifest of the tenant, with the order they shipped on. */
export async function imeisOnFile(db: DbOrTx, tenantId: string, imeis: readonly string[]) {
  if (imeis.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ imei: orderManifestLines.imei, phonexOrderNumber: orders.phonexOrderNumber })
    .from(orderManifestLines)
    .innerJoin(orders, eq(orders.id, orderManifestLines.orderId))
    .where(and(eq(orderManifestLines.tenantId, tenantId), inArray(orderManifestLines.imei, [...imeis])));
  return new Map(rows.map((r) => [r.imei, r.phonexOrderNumber]));
}
