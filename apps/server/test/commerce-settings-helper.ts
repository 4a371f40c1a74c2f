import { CalculateChargesResponse } from '@portico/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { staffAudit, users } from '../src/db/schema/index.ts';
import { addressIn, checkoutApi } from './checkout-helper.ts';
import { HARBOR, SUMMIT, signIn } from './helper.ts';
import type { itemPicker } from './offers-helper.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/**
 * Shared by the commerce settings API tests (commerce-*.test.ts, docs/decisions/021): the staff and buyers who
 * call, a call helper, the staff role switch (users.staff_role) and the audit rows a write leaves.
 */
export async function commerceParties(app: FastifyInstance) {
  const harborId = await tenantIdOf(app, 'harbor');
  const seller = await signIn(app, 'seller@harbor.test');
  const buyer = await signIn(app, 'buyer@harbor.test');
  const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    host = HARBOR,
  ) =>
    app.inject({
      method,
      url: `${API}${path}`,
      headers: { host, ...bearer(token) },
      ...(payload === undefined ? {} : { payload }),
    });
  /** Runs `fn` with Harbor's seller as `role`, then makes them an owner again. */
  const asRole = async <T>(role: string, fn: () => Promise<T>): Promise<T> => {
    const set = (r: string) =>
      app.db
        .update(users)
        .set({ staffRole: r })
        .where(and(eq(users.tenantId, harborId), eq(users.email, 'seller@harbor.test')));
    await set(role);
    try {
      return await fn();
    } finally {
      await set('OWNER');
    }
  };
  /** Harbor's audit rows of `action`, newest first. */
  const audits = (action: string) =>
    app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.tenantId, harborId), eq(staffAudit.action, action)))
      .orderBy(desc(staffAudit.createdAt));
  return { harborId, seller, buyer, summitSeller, call, asRole, audits };
}

/** A 422 naming `field` among its errors. */
export function expectFieldRefused(
  res: { statusCode: number; body: string; json(): unknown },
  field: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  const fields = ((res.json() as { errors?: { field?: string }[] }).errors ?? []).map((e) => e.field);
  expect(fields, res.body).toContain(field);
}

/**
 * Calculate charges of a fresh Miami cart line of `units` for Harbor's buyer, shipped STANDARD to Miami and paid
 * by WIRE unless `over` says otherwise; answers the checkout payload and the parsed charges.
 */
export function miamiCharges(app: FastifyInstance, buyer: string, picker: ReturnType<typeof itemPicker>) {
  const { offer, checkout, charges } = checkoutApi(app);
  return async (units: number, over: Record<string, unknown> = {}, city = 'Miami') => {
    const item = picker.fresh('a Miami item', (x) => {
      const it = x.item;
      return (
        it.warehouse === 'MIA' &&
        it.incrementSize === 1 &&
        it.quantityAvailable >= units &&
        it.listPrice >= 20
      );
    });
    const line = await offer(buyer, item, units, item.listPrice);
    const payload = await checkout(buyer, 'MIA', [line.offerId]);
    const res = await charges(buyer, {
      warehouseCode: 'MIA',
      offerIds: [line.offerId],
      items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: units }],
      shippingAddress: { id: addressIn(payload, city).id },
      shippingMethodCode: 'STANDARD',
      billingAddress: { id: payload.billingAddresses[0]!.id },
      paymentMethodCode: 'WIRE',
      insured: false,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { payload, charges: CalculateChargesResponse.parse(res.json()), offerId: line.offerId };
  };
}
