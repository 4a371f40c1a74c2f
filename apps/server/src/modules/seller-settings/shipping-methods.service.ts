import type { ShippingMethodSetting, ShippingMethodSettings, ShippingMethodValue } from '@portico/contract';
import { minorToMajor } from '@portico/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shippingMethods, warehouses } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import {
  exactMinor,
  inUse,
  invalidField,
  isUniqueViolation,
  openOrdersWhere,
  precisionOf,
} from './commerce-common.ts';

/**
 * Settings › Shipping methods (docs/decisions/021; part 2 §3 Checkout payload, I-023…I-033, Q-037): the rows of
 * shipping_methods the checkout reads (modules/checkout/checkout-context.ts), edited by the tenant's staff. Reads
 * need any staff role, writes OWNER or OPERATIONS, and each write records itself in the staff audit log in its own
 * transaction. The checkout context is rebuilt when the rows change, so the very next checkout offers them.
 * Methods bound to one buyer's address (I-026) are the buyer's and not listed here.
 */

type Row = typeof shippingMethods.$inferSelect;
/** The parsed body (the route validated it with the contract's ShippingMethodBody). */
type Value = ShippingMethodValue;

const tenantWide = (tenantId: string) =>
  and(eq(shippingMethods.tenantId, tenantId), isNull(shippingMethods.buyerAddressId));

function settingOf(m: Row, precision: number): ShippingMethodSetting {
  return {
    code: m.code,
    type: m.type as ShippingMethodSetting['type'],
    label: m.label,
    customLabel: m.customLabel,
    description: m.description,
    instructions: m.instructions,
    insuranceAvailable: m.insuranceAvailable,
    ignoreShippingInstructions: m.ignoreShippingInstructions,
    showMethod: m.showMethod,
    maxDevicesInShipment: m.maxDevicesInShipment,
    allowedCountries: m.allowedCountries,
    warehouseCodes: m.warehouseCodes,
    baseRate: minorToMajor(m.baseRateMinor, precision),
    perUnitRate: minorToMajor(m.perUnitRateMinor, precision),
    carrier: m.carrier,
    carrierServiceLevel: m.carrierServiceLevel,
    carrierChoiceRestricted: m.carrierChoiceRestricted,
    carrierOptions: m.carrierOptions,
    carrierServiceLevelsRestricted: m.carrierServiceLevelsRestricted,
    carrierServiceLevelOptions: m.carrierServiceLevelOptions,
    serviceLevelsRestricted: m.serviceLevelsRestricted,
    serviceLevels: m.serviceLevels,
    rateSku: m.rateSku,
    sortOrder: m.sortOrder,
    freeFreightOver: m.freeFreightOverMinor === null ? null : minorToMajor(m.freeFreightOverMinor, precision),
  };
}

async function listOf(db: DbOrTx, tenantId: string): Promise<ShippingMethodSettings> {
  const precision = await precisionOf(db, tenantId);
  const [rows, whs] = await Promise.all([
    db
      .select()
      .from(shippingMethods)
      .where(tenantWide(tenantId))
      .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.code)),
    db
      .select({ code: warehouses.code, label: warehouses.label })
      .from(warehouses)
      .where(eq(warehouses.tenantId, tenantId))
      .orderBy(asc(warehouses.sortOrder), asc(warehouses.code)),
  ]);
  return { methods: rows.map((m) => settingOf(m, precision)), warehouses: whs };
}

export async function getShippingMethods(db: DbOrTx, ctx: RequestContext): Promise<ShippingMethodSettings> {
  await requireStaff(db, ctx, 'read');
  return listOf(db, ctx.tenantId);
}

/** The columns a body sets; what its type does not use is cleared, so a row never holds another kind's fields. */
async function columnsOf(db: DbOrTx, tenantId: string, body: Value) {
  const precision = await precisionOf(db, tenantId);
  const known = new Set(
    (
      await db.select({ code: warehouses.code }).from(warehouses).where(eq(warehouses.tenantId, tenantId))
    ).map((w) => w.code),
  );
  body.warehouseCodes.forEach((code, i) => {
    if (!known.has(code)) throw invalidField(`warehouseCodes.${i}`, `${code} is not one of your warehouses`);
  });
  const rated = body.type === 'STANDARD' || body.type === 'EXPRESS';
  const bma = body.type === 'BILL_MY_ACCOUNT';
  const raq = body.type === 'REQUEST_A_QUOTE';
  const realTime = body.type === 'REAL_TIME';
  return {
    type: body.type,
    label: body.label,
    customLabel: body.customLabel ?? null,
    description: body.description,
    instructions: body.instructions ?? null,
    insuranceAvailable: body.insuranceAvailable,
    ignoreShippingInstructions: body.ignoreShippingInstructions,
    showMethod: body.showMethod,
    maxDevicesInShipment: body.maxDevicesInShipment,
    allowedCountries: body.allowedCountries,
    warehouseCodes: body.warehouseCodes,
    baseRateMinor: rated ? exactMinor(body.baseRate, precision, 'baseRate') : 0,
    perUnitRateMinor: rated ? exactMinor(body.perUnitRate, precision, 'perUnitRate') : 0,
    carrier: realTime ? (body.carrier ?? null) : null,
    carrierServiceLevel: realTime ? (body.carrierServiceLevel ?? null) : null,
    carrierChoiceRestricted: bma && body.carrierChoiceRestricted,
    carrierOptions: bma ? body.carrierOptions : [],
    carrierServiceLevelsRestricted: bma && body.carrierServiceLevelsRestricted,
    carrierServiceLevelOptions: bma ? body.carrierServiceLevelOptions : {},
    serviceLevelsRestricted: raq && body.serviceLevelsRestricted,
    serviceLevels: raq ? body.serviceLevels : [],
    rateSku: body.rateSku ?? null,
    sortOrder: body.sortOrder,
    updatedAt: new Date(),
  };
}

const exists = (code: string) =>
  invalidField('code', `A shipping method with the code ${code} exists already`);

/** POST seller/settings/shipping-methods: a new method; buyers see it in their next checkout when shown. */
export async function createShippingMethod(
  db: DbOrTx,
  ctx: RequestContext,
  body: Value,
): Promise<ShippingMethodSettings> {
  await requireStaff(db, ctx, 'write');
  const columns = await columnsOf(db, ctx.tenantId, body);
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: shippingMethods.id })
        .from(shippingMethods)
        .where(and(eq(shippingMethods.tenantId, ctx.tenantId), eq(shippingMethods.code, body.code)));
      if (taken) throw exists(body.code);
      const [row] = await tx
        .insert(shippingMethods)
        .values({ ...columns, tenantId: ctx.tenantId, code: body.code })
        .returning();
      await recordStaffAction(tx, ctx, {
        action: 'settings.shippingMethod.create',
        targetType: 'shippingMethod',
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

const notFound = (code: string) => new AppError('notFound', `No shipping method ${code}`);

/**
 * PUT seller/settings/shipping-methods/{code}: replaces the method's settings. The code and the type stay (orders
 * and preferences name the code; a method of another kind is a new method). Open orders keep the charges they
 * were placed with; their next edit prices with the new settings.
 */
export async function updateShippingMethod(
  db: DbOrTx,
  ctx: RequestContext,
  code: string,
  body: Value,
): Promise<ShippingMethodSettings> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shippingMethods)
      .where(and(tenantWide(ctx.tenantId), eq(shippingMethods.code, code)))
      .for('update');
    if (!before) throw notFound(code);
    if (body.code !== code) throw invalidField('code', 'The code of a shipping method cannot change');
    if (before.type !== body.type) {
      throw invalidField('type', 'The type of a shipping method cannot change: add a new method instead');
    }
    const columns = await columnsOf(tx, ctx.tenantId, body);
    const [after] = await tx
      .update(shippingMethods)
      .set(columns)
      .where(eq(shippingMethods.id, before.id))
      .returning();
    await recordStaffAction(tx, ctx, {
      action: 'settings.shippingMethod.update',
      targetType: 'shippingMethod',
      targetId: code,
      before,
      after,
    });
  });
  return listOf(db, ctx.tenantId);
}

/**
 * DELETE seller/settings/shipping-methods/{code}: removes a method no open order uses; one that is used answers
 * 422 and stays (hide it from buyers instead: Show to buyers off, I-024).
 */
export async function deleteShippingMethod(
  db: DbOrTx,
  ctx: RequestContext,
  code: string,
): Promise<ShippingMethodSettings> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shippingMethods)
      .where(and(tenantWide(ctx.tenantId), eq(shippingMethods.code, code)))
      .for('update');
    if (!before) throw notFound(code);
    const used = await openOrdersWhere(tx, ctx.tenantId, eq(orders.shippingMethodCode, code));
    if (used > 0) {
      throw inUse(
        `The shipping method ${before.label}`,
        used,
        'Turn off Show to buyers to withdraw it instead.',
      );
    }
    await tx.delete(shippingMethods).where(eq(shippingMethods.id, before.id));
    await recordStaffAction(tx, ctx, {
      action: 'settings.shippingMethod.delete',
      targetType: 'shippingMethod',
      targetId: code,
      before,
    });
  });
  return listOf(db, ctx.tenantId);
}
