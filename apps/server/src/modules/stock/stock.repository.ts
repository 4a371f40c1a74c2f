import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cursorRows, queryRows } from '../../db/raw.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

/** Every function takes the tenant id first and scopes by it (CONVENTIONS habit 3). */

/** Rows of a raw statement, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const STOCK_VERSION_SQL = 'select version from stock_versions where tenant_id = $1';

/**
 * The tenant's stock version alone: the per-request read of GET stocklist/items that keeps every node's cache
 * honest (DESIGN §2), as one named statement (PostgreSQL parses and plans it once per connection; no query
 * builder per request, PERFORMANCE P2). 0 when the tenant has no stock yet.
 */
export async function currentStockVersion(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, 'stock_version', STOCK_VERSION_SQL, [
    tenantId,
  ]);
  return row ? Number(row.version) : 0;
}

/** The groups in display order with their content versions, and the stock version, in one statement. */
export type GroupVersions = {
  version: number;
  updatedAt: string;
  groups: [id: string, contentVersion: number][];
};

export async function groupVersions(db: DbOrTx, tenantId: string): Promise<GroupVersions> {
  // One text value, not one row per group: PGlite is slow at turning many rows into JS objects (DESIGN §2).
  const rows = await rawRows<{
    version: string | number | null;
    updated_at: string | Date | null;
    list: string | null;
  }>(
    db,
    sql`
    select v.version, v.updated_at,
      (select string_agg(g.id::text || ':' || g.content_version, ',' order by g.title, g.warehouse, g.group_key)
         from stock_groups g where g.tenant_id = ${tenantId}) as list
    from (select 1) one
    left join stock_versions v on v.tenant_id = ${tenantId}`,
  );
  const row = rows[0];
  if (!row) throw new Error('stock query answered no row');
  const groups: [string, number][] = [];
  for (const pair of row.list ? row.list.split(',') : []) {
    const at = pair.indexOf(':');
    groups.push([pair.slice(0, at), Number(pair.slice(at + 1))]);
  }
  const updated = row.updated_at ? new Date(row.updated_at) : new Date(0);
  return { version: Number(row.version ?? 0), updatedAt: updated.toISOString(), groups };
}

/**
 * Each group's JSON text (part 1 §3 Item group, with its items), built by PostgreSQL, for the given groups or
 * all (ids undefined). A group without items in the variant is absent. Answered as one text, a line per group:
 * `id TAB contentVersion TAB json` (JSON text never holds a raw tab or newline).
 * minPrice and showMinPriceSymbol count items with stock only (C-041).
 */
export async function groupsJson(
  db: DbOrTx,
  tenantId: string,
  includeOutOfStock: boolean,
  ids: readonly string[] | undefined,
): Promise<Map<string, { contentVersion: number; json: string }>> {
  const only = ids ? ids.join(',') : null;
  const rows = await rawRows<{ lines: string | null }>(
    db,
    // Compact JSON text by concatenation: json_build_object pads every key with spaces, which would add about
    // a fifth to the payload. to_json() quotes and escapes strings; float8 text is the shortest exact decimal.
    sql`
    with its as (
      select i.group_id,
        '[' || string_agg(
          '{"itemNumber":' || to_json(i.item_number)::text ||
          ',"itemNumberWarehouse":' || to_json(i.item_number_warehouse)::text ||
          ',"warehouse":' || to_json(i.warehouse)::text ||
          ',"skuDescription":' || to_json(i.sku_description)::text ||
          ',"groupItemDescription":' || to_json(i.group_item_description)::text ||
          ',"groupDescription":' || to_json(g.description)::text ||
          ',"quantityAvailable":' || i.quantity_available ||
          ',"listPrice":' || (i.list_price_minor::float8 / 100)::text ||
          ',"incrementSize":' || i.increment_size ||
          ',"pendingOrderItemCount":' || i.pending_order_item_count ||
          ',"attributes":' || i.attributes::text || '}',
          ',' order by i.sku_description, i.item_number_warehouse) || ']' as items,
        count(*)::int as count_of_items,
        sum(i.quantity_available)::int as quantity_available,
        min(i.list_price_minor) filter (where i.quantity_available > 0) as min_price,
        count(distinct i.list_price_minor) filter (where i.quantity_available > 0) as price_count
      from stock_items i
      join stock_groups g on g.id = i.group_id and g.tenant_id = i.tenant_id
      where i.tenant_id = ${tenantId} and (${includeOutOfStock} or i.quantity_available > 0)
        and (${only}::text is null or i.group_id = any(string_to_array(${only}::text, ',')::uuid[]))
      group by i.group_id
    )
    select string_agg(
      g.id::text || E'\t' || g.content_version || E'\t' ||
      '{"groupId":' || to_json(g.id)::text ||
      ',"title":' || to_json(g.title)::text ||
      ',"groupAttributes":' || (g.attributes || jsonb_build_object('warehouse', g.warehouse))::text ||
      ',"groupDescription":' || to_json(g.description)::text ||
      ',"wareHouse":' || to_json(g.warehouse)::text ||
      ',"countOfItems":' || its.count_of_items ||
      ',"quantityAvailable":' || its.quantity_available ||
      ',"minPrice":' || coalesce((its.min_price::float8 / 100)::text, 'null') ||
      ',"showMinPriceSymbol":' || case when its.price_count > 1 then 'true' else 'false' end ||
      ',"items":' || its.items ||
      ',"isOfferAccepted":' || case when g.is_offer_accepted then 'true' else 'false' end ||
      ',"category":' || to_json(g.category)::text || '}',
      E'\n') as lines
    from stock_groups g join its on its.group_id = g.id
    where g.tenant_id = ${tenantId}`,
  );
  const out = new Map<string, { contentVersion: number; json: string }>();
  const lines = rows[0]?.lines;
  if (!lines) return out;
  for (const line of lines.split('\n')) {
    const a = line.indexOf('\t');
    const b = line.indexOf('\t', a + 1);
    out.set(line.slice(0, a), { contentVersion: Number(line.slice(a + 1, b)), json: line.slice(b + 1) });
  }
  return out;
}

export async function findNotificationPreference(db: DbOrTx, tenantId: string, userId: string) {
  const rows = await db
    .select({ stockReportNotification: notificationPreferences.stockReportNotification })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.tenantId, tenantId), eq(notificationPreferences.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function upsertNotificationPreference(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  stockReportNotification: boolean,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ tenantId, userId, stockReportNotification })
    .onConflictDoUpdate({
      target: [notificationPreferences.tenantId, notificationPreferences.userId],
      set: { stockReportNotification, updatedAt: new Date() },
    });
}

/** What the buyer's export asks for (N-020): the stock list's filter (packages/domain stock-filter). */
export type ExportSelection = {
  includeOutOfStock: boolean;
  filters: Record<string, readonly string[]>;
  /** Lower-cased search terms (splitSearchTerms). */
  terms: readonly string[];
};

/**
 * The export's WHERE clause over `stock_items i join stock_groups g`, the stock list's predicate in SQL
 * (C-010, C-031, C-061, Q-058; the same rules as itemMatchesFilter): $1 tenant, $2 include out of stock, $3 the
 * filters as JSON (attribute → accepted values; an empty list does not filter; 'warehouse' is the item's,
 * 'category' the item's attribute else the group's, any other the item's attribute else the group's), $4 the
 * search terms as JSON (each a substring of the lower-cased description, group item description, item number or
 * group title). lower() of PostgreSQL's UTF-8 ctype lower-cases as JavaScript's toLowerCase does. `key` names the
 * variant (which clauses are in), for the statement's name.
 */
function exportWhere(s: ExportSelection): { key: string; text: string } {
  const filtered = Object.values(s.filters).some((values) => values.length > 0);
  const searched = s.terms.length > 0;
  // Clauses that cannot exclude anything are left out, so an unfiltered export costs no per-item subquery.
  const text = `
  i.tenant_id = $1 and ($2::boolean or i.quantity_available > 0)${
    filtered
      ? `
  and not exists (
    select 1 from jsonb_each($3::jsonb) f(k, vs)
    where jsonb_array_length(f.vs) > 0
      and not coalesce(f.vs @> jsonb_build_array(case f.k
        when 'warehouse' then i.warehouse
        when 'category' then coalesce(i.attributes->>'category', g.category)
        else coalesce(i.attributes->>f.k, g.attributes->>f.k) end), false))`
      : ' and $3::jsonb is not null'
  }${
    searched
      ? `
  and not exists (
    select 1 from jsonb_array_elements_text($4::jsonb) t(term)
    where strpos(lower(i.sku_description || E'\\n' || i.group_item_description || E'\\n' || i.item_number ||
      E'\\n' || g.title), t.term) = 0)`
      : ' and $4::jsonb is not null'
  }`;
  return { key: `${filtered ? 'f' : ''}${searched ? 's' : ''}`, text };
}

const exportParams = (tenantId: string, s: ExportSelection) => [
  tenantId,
  s.includeOutOfStock,
  JSON.stringify(s.filters),
  JSON.stringify(s.terms),
];

/** The attribute names the selected items have (the export's attribute columns). */
export async function exportAttributeNames(db: DbOrTx, tenantId: string, s: ExportSelection) {
  const where = exportWhere(s);
  const rows = await queryRows<{ names: string[] | string | null }>(
    db,
    `stock_export_attribute_names_${where.key}`,
    `select jsonb_agg(distinct k) as names
       from stock_items i join stock_groups g on g.id = i.group_id and g.tenant_id = i.tenant_id,
         jsonb_object_keys(i.attributes) k
      where ${where.text}`,
    exportParams(tenantId, s),
  );
  const names = rows[0]?.names ?? [];
  return (typeof names === 'string' ? JSON.parse(names) : names) as string[];
}

/** One exported item: item #, warehouse, group category, description, group title, attributes, quantity, list price (minor), increment. */
export type ExportRow = [
  itemNumber: string,
  warehouse: string,
  category: string,
  description: string,
  group: string,
  attributes: Record<string, string>,
  quantityAvailable: number,
  listPriceMinor: number,
  incrementSize: number,
];

/** Items per fetched batch: one text value each, since PGlite is slow at turning many rows into JS values. */
const EXPORT_BATCH = 2000;

/**
 * The selected items in the stock list's order (groups by title, warehouse and key; items by description and
 * item number-warehouse), read through a cursor (db/raw.ts) a batch of EXPORT_BATCH items at a time: each cursor
 * row is one JSON text of a batch of items, parsed here.
 */
export async function* exportRows(db: Db, tenantId: string, s: ExportSelection): AsyncGenerator<ExportRow[]> {
  const text = `
    select '[' || string_agg(row, ',' order by n) || ']'
    from (
      select json_build_array(i.item_number, i.warehouse, g.category, i.sku_description, g.title, i.attributes,
          i.quantity_available, i.list_price_minor, i.increment_size)::text as row,
        row_number() over (order by g.title, g.warehouse, g.group_key, i.sku_description, i.item_number_warehouse) as n
      from stock_items i join stock_groups g on g.id = i.group_id and g.tenant_id = i.tenant_id
      where ${exportWhere(s).text}
    ) s
    group by (n - 1) / ${EXPORT_BATCH}
    order by (n - 1) / ${EXPORT_BATCH}`;
  for await (const batches of cursorRows<[string]>(db, text, exportParams(tenantId, s), 1)) {
    for (const [json] of batches) yield JSON.parse(json) as ExportRow[];
  }
}
