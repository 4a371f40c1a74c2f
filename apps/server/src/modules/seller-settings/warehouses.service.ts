import type { WarehouseSettings, WarehouseValue } from '@portico/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shippingMethods, stockItems, warehouses } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { openOrdersWhere } from './commerce-common.ts';
import { commerceCrud } from './commerce-crud.ts';

/**
 * Settings › Warehouses (docs/decisions/021): the tenant's warehouses — the label buyers read (warehouseLabels),
 * whether they may make offers on its stock (C-051, warehouseAcceptingOffer) and whether it is in the daily stock
 * report. Stock list settings, offers and the report read the table on every request, so a change applies
 * at once. Reads need any staff role, writes OWNER or OPERATIONS, each audited in its transaction.
 */

async function listOf(db: DbOrTx, tenantId: string): Promise<WarehouseSettings> {
  const rows = await db
    .select({
      code: warehouses.code,
      label: warehouses.label,
      acceptsOffers: warehouses.acceptsOffers,
      dailyReport: warehouses.dailyReport,
      sortOrder: warehouses.sortOrder,
      stockItems: sql<number>`(select count(*)::int from ${stockItems} si where si.tenant_id = ${warehouses.tenantId} and si.warehouse = ${warehouses.code})`,
    })
    .from(warehouses)
    .where(eq(warehouses.tenantId, tenantId))
    .orderBy(asc(warehouses.sortOrder), asc(warehouses.code));
  return { warehouses: rows.map((w) => ({ ...w, stockItems: Number(w.stockItems) })) };
}

const columnsOf = (_db: DbOrTx, _tenantId: string, body: WarehouseValue) => ({
  label: body.label,
  acceptsOffers: body.acceptsOffers,
  dailyReport: body.dailyReport,
  sortOrder: body.sortOrder,
});

/**
 * DELETE only an unused warehouse — no open order ships from it, no stock item is in it, no shipping method is
 * limited to it (that method would otherwise serve every warehouse). Anything else answers 422 saying what holds it.
 */
async function assertUnused(tx: DbOrTx, tenantId: string, before: { code: string; label: string }) {
  const { code } = before;
  const open = await openOrdersWhere(tx, tenantId, eq(orders.warehouse, code));
  if (open > 0) {
    throw new AppError(
      'validationFailed',
      `The warehouse ${before.label} has ${open} open ${open === 1 ? 'order' : 'orders'}, so it cannot be deleted. Turn off offers and the daily report to retire it instead.`,
    );
  }
  const [items] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.warehouse, code)));
  const n = Number(items?.n ?? 0);
  if (n > 0) {
    throw new AppError(
      'validationFailed',
      `The warehouse ${before.label} holds ${n} stock ${n === 1 ? 'item' : 'items'}, so it cannot be deleted. Turn off offers and the daily report to retire it instead.`,
    );
  }
  const methods = await tx
    .select({ label: shippingMethods.label })
    .from(shippingMethods)
    .where(
      and(eq(shippingMethods.tenantId, tenantId), sql`${code} = any(${shippingMethods.warehouseCodes})`),
    );
  if (methods.length > 0) {
    throw new AppError(
      'validationFailed',
      `The warehouse ${before.label} is named by the shipping method ${methods.map((m) => m.label).join(', ')}; take it off there first.`,
    );
  }
}

/**
 * GET / POST / PUT / DELETE seller/settings/warehouses. POST adds a new (empty) warehouse, stock reaches it through
 * Stock; PUT sets the label, offers, daily report and position (the code stays).
 */
export const warehouseSettings = commerceCrud({
  table: warehouses,
  noun: 'a warehouse',
  entity: 'warehouse',
  listOf,
  columnsOf,
  assertUnused,
});
