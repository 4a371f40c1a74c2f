import type { WarehouseSettings, WarehouseValue } from '@portico/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shippingMethods, stockItems, warehouses } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { invalidField, isUniqueViolation, openOrdersWhere } from './commerce-common.ts';

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

export async function getWarehouses(db: DbOrTx, ctx: RequestContext): Promise<WarehouseSettings> {
  await requireStaff(db, ctx, 'read');
  return listOf(db, ctx.tenantId);
}

const columnsOf = (body: WarehouseValue) => ({
  label: body.label,
  acceptsOffers: body.acceptsOffers,
  dailyReport: body.dailyReport,
  sortOrder: body.sortOrder,
});
const one = (tenantId: string, code: string) =>
  and(eq(warehouses.tenantId, tenantId), eq(warehouses.code, code));
const exists = (code: string) => invalidField('code', `A warehouse with the code ${code} exists already`);
const notFound = (code: string) => new AppError('notFound', `No warehouse ${code}`);

/** POST seller/settings/warehouses: a new (empty) warehouse; stock reaches it through Stock. */
export async function createWarehouse(
  db: DbOrTx,
  ctx: RequestContext,
  body: WarehouseValue,
): Promise<WarehouseSettings> {
  await requireStaff(db, ctx, 'write');
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(one(ctx.tenantId, body.code));
      if (taken) throw exists(body.code);
      const [row] = await tx
        .insert(warehouses)
        .values({ ...columnsOf(body), tenantId: ctx.tenantId, code: body.code })
        .returning();
      await recordStaffAction(tx, ctx, {
        action: 'settings.warehouse.create',
        targetType: 'warehouse',
        targetId: body.code,
        after: row,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw exists(body.code);
    throw err;
  }
  return listOf(db, ctx.tenantId);
}

/** PUT seller/settings/warehouses/{code}: label, offers, daily report, position (the code stays). */
export async function updateWarehouse(
  db: DbOrTx,
  ctx: RequestContext,
  code: string,
  body: WarehouseValue,
): Promise<WarehouseSettings> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(warehouses).where(one(ctx.tenantId, code)).for('update');
    if (!before) throw notFound(code);
    if (body.code !== code) throw invalidField('code', 'The code of a warehouse cannot change');
    const [after] = await tx
      .update(warehouses)
      .set(columnsOf(body))
      .where(eq(warehouses.id, before.id))
      .returning();
    await recordStaffAction(tx, ctx, {
      action: 'settings.warehouse.update',
      targetType: 'warehouse',
      targetId: code,
      before,
      after,
    });
  });
  return listOf(db, ctx.tenantId);
}

/**
 * DELETE seller/settings/warehouses/{code}: only an unused warehouse — no open order ships from it, no stock item
 * is in it, no shipping method is limited to it (that method would otherwise serve every warehouse). Anything
 * else answers 422 saying what holds it.
 */
export async function deleteWarehouse(
  db: DbOrTx,
  ctx: RequestContext,
  code: string,
): Promise<WarehouseSettings> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(warehouses).where(one(ctx.tenantId, code)).for('update');
    if (!before) throw notFound(code);
    const open = await openOrdersWhere(tx, ctx.tenantId, eq(orders.warehouse, code));
    if (open > 0) {
      throw new AppError(
        'validationFailed',
        `The warehouse ${before.label} has ${open} open ${open === 1 ? 'order' : 'orders'}, so it cannot be deleted. Turn off offers and the daily report to retire it instead.`,
      );
    }
    const [items] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(stockItems)
      .where(and(eq(stockItems.tenantId, ctx.tenantId), eq(stockItems.warehouse, code)));
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
        and(
          eq(shippingMethods.tenantId, ctx.tenantId),
          sql`${code} = any(${shippingMethods.warehouseCodes})`,
        ),
      );
    if (methods.length > 0) {
      throw new AppError(
        'validationFailed',
        `The warehouse ${before.label} is named by the shipping method ${methods.map((m) => m.label).join(', ')}; take it off there first.`,
      );
    }
    await tx.delete(warehouses).where(eq(warehouses.id, before.id));
    await recordStaffAction(tx, ctx, {
      action: 'settings.warehouse.delete',
      targetType: 'warehouse',
      targetId: code,
      before,
    });
  });
  return listOf(db, ctx.tenantId);
}
