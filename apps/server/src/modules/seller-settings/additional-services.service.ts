import type {
  AdditionalServiceSetting,
  AdditionalServiceSettings,
  AdditionalServiceValue,
} from '@portico/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { additionalServices, orders } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { inUse, invalidField, isUniqueViolation, openOrdersWhere, precisionOf } from './commerce-common.ts';
import { feeColumns, feeRateOf } from './payment-methods.service.ts';

/**
 * Settings › Additional services (docs/decisions/021; I-044, Q-036): the optional services buyers may add at
 * checkout and their fees, in additional_services, which the next checkout's options and charges read. Reads need
 * any staff role, writes OWNER or OPERATIONS, each audited in its transaction.
 */

type Row = typeof additionalServices.$inferSelect;

const settingOf = (s: Row, precision: number): AdditionalServiceSetting => ({
  code: s.code,
  label: s.label,
  description: s.description,
  feeType: s.feeType as AdditionalServiceSetting['feeType'],
  feeRate: feeRateOf(s, precision),
  showMethod: s.showMethod,
  sortOrder: s.sortOrder,
});

async function listOf(db: DbOrTx, tenantId: string): Promise<AdditionalServiceSettings> {
  const precision = await precisionOf(db, tenantId);
  const rows = await db
    .select()
    .from(additionalServices)
    .where(eq(additionalServices.tenantId, tenantId))
    .orderBy(asc(additionalServices.sortOrder), asc(additionalServices.code));
  return { services: rows.map((s) => settingOf(s, precision)) };
}

export async function getAdditionalServices(
  db: DbOrTx,
  ctx: RequestContext,
): Promise<AdditionalServiceSettings> {
  await requireStaff(db, ctx, 'read');
  return listOf(db, ctx.tenantId);
}

async function columnsOf(db: DbOrTx, tenantId: string, body: AdditionalServiceValue) {
  return {
    label: body.label,
    description: body.description,
    feeType: body.feeType,
    ...feeColumns(body, await precisionOf(db, tenantId)),
    showMethod: body.showMethod,
    sortOrder: body.sortOrder,
    updatedAt: new Date(),
  };
}

const one = (tenantId: string, code: string) =>
  and(eq(additionalServices.tenantId, tenantId), eq(additionalServices.code, code));
const exists = (code: string) =>
  invalidField('code', `An additional service with the code ${code} exists already`);
const notFound = (code: string) => new AppError('notFound', `No additional service ${code}`);

export async function createAdditionalService(
  db: DbOrTx,
  ctx: RequestContext,
  body: AdditionalServiceValue,
): Promise<AdditionalServiceSettings> {
  await requireStaff(db, ctx, 'write');
  const columns = await columnsOf(db, ctx.tenantId, body);
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: additionalServices.id })
        .from(additionalServices)
        .where(one(ctx.tenantId, body.code));
      if (taken) throw exists(body.code);
      const [row] = await tx
        .insert(additionalServices)
        .values({ ...columns, tenantId: ctx.tenantId, code: body.code })
        .returning();
      await recordStaffAction(tx, ctx, {
        action: 'settings.additionalService.create',
        targetType: 'additionalService',
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

export async function updateAdditionalService(
  db: DbOrTx,
  ctx: RequestContext,
  code: string,
  body: AdditionalServiceValue,
): Promise<AdditionalServiceSettings> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(additionalServices).where(one(ctx.tenantId, code)).for('update');
    if (!before) throw notFound(code);
    if (body.code !== code) throw invalidField('code', 'The code of an additional service cannot change');
    const [after] = await tx
      .update(additionalServices)
      .set(await columnsOf(tx, ctx.tenantId, body))
      .where(eq(additionalServices.id, before.id))
      .returning();
    await recordStaffAction(tx, ctx, {
      action: 'settings.additionalService.update',
      targetType: 'additionalService',
      targetId: code,
      before,
      after,
    });
  });
  return listOf(db, ctx.tenantId);
}

/** Only a service no open order includes; else 422 (hide it instead). */
export async function deleteAdditionalService(
  db: DbOrTx,
  ctx: RequestContext,
  code: string,
): Promise<AdditionalServiceSettings> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(additionalServices).where(one(ctx.tenantId, code)).for('update');
    if (!before) throw notFound(code);
    const used = await openOrdersWhere(tx, ctx.tenantId, sql`${code} = any(${orders.additionalServices})`);
    if (used > 0) {
      throw inUse(
        `The additional service ${before.label}`,
        used,
        'Turn off Show to buyers to withdraw it instead.',
      );
    }
    await tx.delete(additionalServices).where(eq(additionalServices.id, before.id));
    await recordStaffAction(tx, ctx, {
      action: 'settings.additionalService.delete',
      targetType: 'additionalService',
      targetId: code,
      before,
    });
  });
  return listOf(db, ctx.tenantId);
}
