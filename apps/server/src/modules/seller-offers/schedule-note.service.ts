import type { OfferScheduleNote } from '@portico/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/publish.ts';
import { storedSystemMessage } from '../settings/settings.service.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';

/**
 * Offers › Settings › the cart's schedule note (part 1 §3 System messages, offerClearingSchedule): when the seller
 * answers offers, in the seller's own words. Stored as cartSettings.offerClearingSchedule, where GET
 * stocklist/cart/settings reads it; a save is audited and tells open carts (`cart-settings.changed`).
 */

async function read(db: DbOrTx, tenantId: string): Promise<OfferScheduleNote> {
  const [tenant] = await db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw new AppError('notFound', 'No tenant answers on this host');
  const note = storedSystemMessage(tenant, 'offerClearingSchedule');
  return { display: note.display, message: note.defaultMessage };
}

/** GET seller/offers/schedule-note. */
export async function getScheduleNote(db: DbOrTx, ctx: RequestContext): Promise<OfferScheduleNote> {
  await requireStaff(db, ctx, 'read');
  return read(db, ctx.tenantId);
}

/** PUT seller/offers/schedule-note: the note and whether the cart shows it, from the next read of the cart on. */
export async function putScheduleNote(
  db: DbOrTx,
  ctx: RequestContext,
  value: OfferScheduleNote,
): Promise<OfferScheduleNote> {
  await requireStaff(db, ctx, 'write');
  return db.transaction(async (tx) => {
    const before = await read(tx, ctx.tenantId);
    const note = JSON.stringify({ display: value.display, defaultMessage: value.message });
    await tx
      .update(tenants)
      .set({
        settings: sql`coalesce(${tenants.settings}, '{}'::jsonb) || jsonb_build_object('cartSettings', coalesce(${tenants.settings} -> 'cartSettings', '{}'::jsonb) || jsonb_build_object('offerClearingSchedule', ${note}::jsonb))`,
      })
      .where(eq(tenants.id, ctx.tenantId));
    const after = await read(tx, ctx.tenantId);
    await recordStaffAction(tx, ctx, {
      action: 'offers.schedule-note.update',
      targetType: 'settings',
      targetId: 'offer-schedule-note',
      before,
      after,
    });
    await publishEvent(tx, {
      tenantId: ctx.tenantId,
      audience: 'buyer',
      userId: null,
      type: 'cart-settings.changed',
    });
    return after;
  });
}
