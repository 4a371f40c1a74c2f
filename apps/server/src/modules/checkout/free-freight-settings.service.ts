import {
  currencyDecimalsMessage,
  type FreeFreightSettings,
  type FreeFreightSettingsBody,
} from '@portico/contract';
import { majorToMinor, minorToMajor } from '@portico/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { shippingMethods, tenants } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/publish.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';

/**
 * Commerce settings, first slice (docs/decisions/015): the free-freight threshold of each priced shipping method
 * (shipping_methods.free_freight_over_minor), the one setting the cart's free-shipping message and the charges
 * both read. Seller staff only; the checkout context reads the methods on every request, so the very next
 * calculation, checkout and cart use a change.
 */

/** Methods a threshold can apply to: priced by the tenant or a carrier, and offered to every buyer. */
const PRICED = ['STANDARD', 'EXPRESS', 'REAL_TIME'];

async function precisionOf(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await db.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  const parsed = z.number().int().min(0).max(4).safeParse(row?.config?.currencyPrecision);
  return parsed.success ? parsed.data : 2;
}

const pricedMethods = (db: DbOrTx, tenantId: string) =>
  db
    .select({
      code: shippingMethods.code,
      label: shippingMethods.label,
      customLabel: shippingMethods.customLabel,
      freeFreightOverMinor: shippingMethods.freeFreightOverMinor,
    })
    .from(shippingMethods)
    .where(
      and(
        eq(shippingMethods.tenantId, tenantId),
        inArray(shippingMethods.type, PRICED),
        isNull(shippingMethods.buyerAddressId),
      ),
    )
    .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.code));

export async function getFreeFreightSettings(db: DbOrTx, ctx: RequestContext): Promise<FreeFreightSettings> {
  await requireStaff(db, ctx, 'read');
  const precision = await precisionOf(db, ctx.tenantId);
  const rows = await pricedMethods(db, ctx.tenantId);
  return {
    methods: rows.map((m) => ({
      code: m.code,
      label: m.customLabel ?? m.label,
      freeFreightOver:
        m.freeFreightOverMinor === null ? null : minorToMajor(m.freeFreightOverMinor, precision),
    })),
  };
}

const invalid = (field: string, messageDescription: string) =>
  new AppError('validationFailed', messageDescription, undefined, [
    { messageCode: 'validationFailed', messageDescription, field },
  ]);

/**
 * Sets the named methods' thresholds in one transaction, or none: a code that is not one of the tenant's priced
 * methods, a code named twice, or an amount finer than the tenant's currency precision answers 422 naming it.
 */
export async function putFreeFreightSettings(
  db: DbOrTx,
  ctx: RequestContext,
  body: FreeFreightSettingsBody,
): Promise<FreeFreightSettings> {
  await requireStaff(db, ctx, 'write');
  const precision = await precisionOf(db, ctx.tenantId);
  const known = new Set((await pricedMethods(db, ctx.tenantId)).map((m) => m.code));
  const seen = new Set<string>();
  const changes = body.methods.map((m, i) => {
    if (!known.has(m.code) || seen.has(m.code)) {
      throw invalid(`methods.${i}.code`, `${m.code} is not a shipping method that charges freight`);
    }
    seen.add(m.code);
    if (m.freeFreightOver === null) return { code: m.code, minor: null };
    const minor = Math.round(m.freeFreightOver * 10 ** precision);
    if (Math.abs(m.freeFreightOver * 10 ** precision - minor) > 1e-6) {
      throw invalid(`methods.${i}.freeFreightOver`, currencyDecimalsMessage(precision));
    }
    return { code: m.code, minor: majorToMinor(m.freeFreightOver, precision) };
  });
  return db.transaction(async (tx) => {
    const before = await getFreeFreightSettings(tx, ctx);
    for (const c of changes) {
      await tx
        .update(shippingMethods)
        .set({ freeFreightOverMinor: c.minor, updatedAt: new Date() })
        .where(and(eq(shippingMethods.tenantId, ctx.tenantId), eq(shippingMethods.code, c.code)));
    }
    const after = await getFreeFreightSettings(tx, ctx);
    await recordStaffAction(tx, ctx, {
      action: 'settings.free-freight.update',
      targetType: 'settings',
      targetId: 'free-freight',
      before,
      after,
    });
    // Open carts show the promise (G-007): they read their settings again, so none keeps promising the old one.
    await publishEvent(tx, {
      tenantId: ctx.tenantId,
      audience: 'buyer',
      userId: null,
      type: 'cart-settings.changed',
    });
    return after;
  });
}
