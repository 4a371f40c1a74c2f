import type { FulfillmentStatus, PaymentStatus } from '@portico/contract';
import { formatOrderNumber } from '@portico/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type AddressSnapshot,
  orderLines,
  orderNumberCounters,
  orders,
  stockItems,
  tenants,
  users,
} from '../src/db/schema/index.ts';

/**
 * Writes orders straight into the tables (tests of the orders list, get order and add to an existing
 * order), so those reads can be tested without going through checkout. The order number comes from the same
 * per-tenant counter the submit uses, so orders written here and orders placed through the API never collide.
 */

export const TEST_ADDRESS: AddressSnapshot = {
  id: '00000000-0000-4000-8000-000000000001',
  contact: 'Dock 4',
  address1: '1 Harbor Way',
  address2: null,
  city: 'Miami',
  state: 'FL',
  country: 'US',
  zip: '33101',
  customLabel: null,
  label: '1 Harbor Way, Miami FL 33101',
  fields: { ShipToName: 'Harbor Test Buyer' },
};

export type TestOrderLine = { itemNumberWarehouse: string; quantity: number; unitPriceMinor: number };

export type TestOrder = {
  tenantSlug: string;
  buyerEmail: string;
  warehouse: string;
  lines: TestOrderLine[];
  fulfillmentStatus?: FulfillmentStatus;
  paymentStatus?: PaymentStatus;
  refOrderNumber?: string | null;
  updatedAt?: Date;
  shippingMethodCode?: string;
  paymentMethodCode?: string;
  freightMinor?: number;
};

export async function userIdOf(app: FastifyInstance, tenantId: string, email: string): Promise<string> {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Inserts one order with its lines (amounts: subtotal = Σ lines, total = subtotal + freight). */
export async function insertOrder(app: FastifyInstance, o: TestOrder) {
  const [tenant] = await app.db
    .select({ id: tenants.id, prefix: tenants.orderNumberPrefix })
    .from(tenants)
    .where(eq(tenants.slug, o.tenantSlug));
  if (!tenant) throw new Error(`no tenant ${o.tenantSlug}`);
  const buyerId = await userIdOf(app, tenant.id, o.buyerEmail);
  return app.db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(orderNumberCounters)
      .values({ tenantId: tenant.id, prefix: tenant.prefix, nextValue: 2 })
      .onConflictDoUpdate({
        target: [orderNumberCounters.tenantId, orderNumberCounters.prefix],
        set: { nextValue: sql`${orderNumberCounters.nextValue} + 1` },
      })
      .returning({ next: orderNumberCounters.nextValue });
    const phonexOrderNumber = formatOrderNumber(tenant.prefix, counter!.next - 1);
    const subtotal = o.lines.reduce((s, l) => s + l.quantity * l.unitPriceMinor, 0);
    const units = o.lines.reduce((s, l) => s + l.quantity, 0);
    const freight = o.freightMinor ?? 0;
    const at = o.updatedAt ?? new Date();
    const [order] = await tx
      .insert(orders)
      .values({
        tenantId: tenant.id,
        phonexOrderNumber,
        refOrderNumber: o.refOrderNumber ?? null,
        buyerId,
        warehouse: o.warehouse,
        fulfillmentStatus: o.fulfillmentStatus ?? 'ON_HOLD',
        paymentStatus: o.paymentStatus ?? 'UNPAID',
        subtotalMinor: subtotal,
        freightMinor: freight,
        totalMinor: subtotal + freight,
        totalOrderedQuantity: units,
        shippingAddress: TEST_ADDRESS,
        billingAddress: TEST_ADDRESS,
        shippingMethodCode: o.shippingMethodCode ?? 'BILL_MY_ACCOUNT',
        shippingMethodLabel: 'Bill My Account',
        carrier: 'UPS',
        carrierServiceLevel: 'Ground',
        carrierShippingAccountNumber: 'ACCT-1',
        paymentMethodCode: o.paymentMethodCode ?? 'WIRE',
        paymentMethodLabel: 'Wire Transfer',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    for (const l of o.lines) {
      const [item] = await tx
        .select()
        .from(stockItems)
        .where(
          and(eq(stockItems.tenantId, tenant.id), eq(stockItems.itemNumberWarehouse, l.itemNumberWarehouse)),
        );
      await tx.insert(orderLines).values({
        tenantId: tenant.id,
        orderId: order!.id,
        itemNumberWarehouse: l.itemNumberWarehouse,
        itemNumber: item?.itemNumber ?? l.itemNumberWarehouse,
        itemDescription: item?.skuDescription ?? l.itemNumberWarehouse,
        incrementSize: item?.incrementSize ?? 1,
        orderedQuantity: l.quantity,
        unitPriceMinor: l.unitPriceMinor,
        extendedPriceMinor: l.quantity * l.unitPriceMinor,
      });
    }
    return { ...order!, tenantId: tenant.id, buyerId };
  });
}

/** The demo's proof-of-export rule (seed/demo-export.ts): export@harbor.test only. */
export const DEMO_PROOF_OF_EXPORT_RULE = {
  rule: 'OFF',
  homeCountry: 'US',
  buyerEmails: ['export@harbor.test'],
};

/**
 * PUT seller/settings/proof-of-export as the given staff token on Harbor; answers the status. With
 * `{ rule: 'EXPORT_ORDERS', homeCountry: 'CA' }` every Miami order of every buyer needs a document.
 */
export async function setProofOfExportRule(app: FastifyInstance, sellerToken: string, rule: object) {
  const res = await app.inject({
    method: 'PUT',
    url: '/px-api-gateway/seller/settings/proof-of-export',
    headers: { host: 'localhost', authorization: `Bearer ${sellerToken}` },
    payload: rule,
  });
  return res.statusCode;
}
