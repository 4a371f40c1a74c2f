import { formatOrderNumber } from '@portico/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  type AddressSnapshot,
  buyerAddresses,
  invoiceNumberCounters,
  orderInvoiceLines,
  orderInvoices,
  orderLines,
  orderManifestLines,
  orderNumberCounters,
  orderShipments,
  orders,
  orderTimeline,
  paymentMethods,
  shippingMethods,
  stockItems,
  tenants,
  users,
} from '../db/schema/index.ts';

/**
 * Demo orders the seller's order desk would have shipped and invoiced (until that desk exists), so every branch
 * of the buyer's order page shows for buyer@harbor.test: a SHIPPED order with a tracking number and a manifest
 * (IMEI per unit), and an INVOICED order with two shipments, a manifest and an invoice (L-006, L-007, L-010,
 * Written once, inside the demo seed's transaction, from the seeded Miami stock, the buyer's addresses and
 * the tenant's own shipping and payment methods (after the checkout seed).
 */

/** Invoice numbers: this prefix and the same 7-digit counter as order numbers (invoice_number_counters). */
export const DEMO_INVOICE_PREFIX = 'INV';

/** A 15-digit IMEI with its Luhn check digit, from a serial. */
export function demoImei(serial: number): string {
  const body = `35${String(serial).padStart(12, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const snapshot = (a: typeof buyerAddresses.$inferSelect): AddressSnapshot => ({
  id: a.id,
  contact: a.contact,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  state: a.state,
  country: a.country,
  zip: a.zip,
  customLabel: a.customLabel,
  label: a.label,
  fields: a.fields,
});

async function next(
  tx: DbOrTx,
  table: typeof orderNumberCounters | typeof invoiceNumberCounters,
  tenantId: string,
  prefix: string,
) {
  const [row] = await tx
    .insert(table)
    .values({ tenantId, prefix, nextValue: 2 })
    .onConflictDoUpdate({
      target: [table.tenantId, table.prefix],
      set: { nextValue: sql`${table.nextValue} + 1` },
    })
    .returning({ value: table.nextValue });
  return formatOrderNumber(prefix, row!.value - 1);
}

type DemoOrder = {
  status: 'SHIPPED' | 'INVOICED';
  daysAgo: number;
  lines: { item: typeof stockItems.$inferSelect; quantity: number }[];
  /** Tracking numbers; the units are spread over them in order. */
  shipments: { carrier: string; trackingNumber: string }[];
};

export async function seedDemoOrders(tx: DbOrTx, tenantIds: { harbor: string }): Promise<string[]> {
  const tenantId = tenantIds.harbor;
  const [tenant] = await tx
    .select({ prefix: tenants.orderNumberPrefix })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [buyer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, 'buyer@harbor.test')));
  if (!tenant || !buyer) return [];
  const [seller] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, 'seller@harbor.test')));
  const addresses = await tx
    .select()
    .from(buyerAddresses)
    .where(and(eq(buyerAddresses.tenantId, tenantId), eq(buyerAddresses.buyerId, buyer.id)))
    .orderBy(asc(buyerAddresses.sortOrder));
  const shipTo = addresses.find((a) => a.forShipping);
  const billTo = addresses.find((a) => a.forBilling) ?? shipTo;
  const items = await tx
    .select()
    .from(stockItems)
    .where(
      and(
        eq(stockItems.tenantId, tenantId),
        eq(stockItems.warehouse, 'MIA'),
        gt(stockItems.quantityAvailable, 0),
      ),
    )
    .orderBy(asc(stockItems.itemNumberWarehouse))
    .limit(5);
  // The tenant's own methods (its first shown rate-table method, its wire), so the page shows their labels.
  const [method] = await tx
    .select()
    .from(shippingMethods)
    .where(
      and(
        eq(shippingMethods.tenantId, tenantId),
        inArray(shippingMethods.type, ['STANDARD', 'EXPRESS']),
        isNull(shippingMethods.buyerAddressId),
        eq(shippingMethods.showMethod, true),
      ),
    )
    .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.code))
    .limit(1);
  const [payment] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.showMethod, true)))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.code))
    .limit(1);
  if (!shipTo || !billTo || !method || !payment || items.length < 5) return [];
  const [a, b, c, d, e] = items as [
    (typeof items)[number],
    (typeof items)[number],
    (typeof items)[number],
    (typeof items)[number],
    (typeof items)[number],
  ];
  const demo: DemoOrder[] = [
    {
      status: 'SHIPPED',
      daysAgo: 6,
      lines: [
        { item: a, quantity: 2 },
        { item: b, quantity: 3 },
      ],
      shipments: [{ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }],
    },
    {
      status: 'INVOICED',
      daysAgo: 14,
      lines: [
        { item: c, quantity: 4 },
        { item: d, quantity: 2 },
        { item: e, quantity: 1 },
      ],
      shipments: [
        { carrier: 'FedEx', trackingNumber: '794616896420' },
        { carrier: 'FedEx', trackingNumber: '794616896431' },
      ],
    },
  ];
  const numbers: string[] = [];
  let serial = 1;
  for (const o of demo) {
    const at = new Date(Date.now() - o.daysAgo * 86_400_000);
    const shippedAt = new Date(at.getTime() + 2 * 86_400_000);
    const subtotal = o.lines.reduce((s, l) => s + l.quantity * l.item.listPriceMinor, 0);
    const units = o.lines.reduce((s, l) => s + l.quantity, 0);
    const freight = method.baseRateMinor + method.perUnitRateMinor * units;
    const phonexOrderNumber = await next(tx, orderNumberCounters, tenantId, tenant.prefix);
    numbers.push(phonexOrderNumber);
    const [order] = await tx
      .insert(orders)
      .values({
        tenantId,
        phonexOrderNumber,
        buyerId: buyer.id,
        warehouse: 'MIA',
        fulfillmentStatus: o.status,
        paymentStatus: 'PAID',
        subtotalMinor: subtotal,
        freightMinor: freight,
        totalMinor: subtotal + freight,
        totalOrderedQuantity: units,
        shippingAddressId: shipTo.id,
        shippingAddress: snapshot(shipTo),
        billingAddressId: billTo.id,
        billingAddress: snapshot(billTo),
        shippingMethodCode: method.code,
        shippingMethodLabel: method.customLabel ?? method.label,
        carrier: o.shipments[0]!.carrier,
        paymentMethodCode: payment.code,
        paymentMethodLabel: payment.label,
        releasedAt: at,
        paidAt: at,
        createdAt: at,
        updatedAt: shippedAt,
      })
      .returning({ id: orders.id });
    const shipments = await tx
      .insert(orderShipments)
      .values(
        o.shipments.map((s) => ({ tenantId, orderId: order!.id, ...s, shippedAt, createdAt: shippedAt })),
      )
      .returning({ id: orderShipments.id });
    const lines = [];
    let unit = 0;
    for (const l of o.lines) {
      const [line] = await tx
        .insert(orderLines)
        .values({
          tenantId,
          orderId: order!.id,
          itemNumberWarehouse: l.item.itemNumberWarehouse,
          itemNumber: l.item.itemNumber,
          itemDescription: l.item.skuDescription,
          incrementSize: l.item.incrementSize,
          orderedQuantity: l.quantity,
          shippedQuantity: l.quantity,
          unitPriceMinor: l.item.listPriceMinor,
          extendedPriceMinor: l.quantity * l.item.listPriceMinor,
          createdAt: at,
          updatedAt: shippedAt,
        })
        .returning({ id: orderLines.id });
      lines.push({ ...l, id: line!.id });
      await tx.insert(orderManifestLines).values(
        Array.from({ length: l.quantity }, () => ({
          tenantId,
          orderId: order!.id,
          orderLineId: line!.id,
          // The units fill the shipments in turn.
          shipmentId: shipments[Math.floor((unit++ * shipments.length) / units)]!.id,
          itemNumberWarehouse: l.item.itemNumberWarehouse,
          imei: demoImei(serial),
          serialNumber: `SN${String(serial++).padStart(8, '0')}`,
          createdAt: shippedAt,
        })),
      );
    }
    // Its Order History (L-010): the rows the buyer's checkout and the desk's payment and shipment write.
    const trackingNumbers = o.shipments.map((s) => s.trackingNumber);
    const carrier = o.shipments[0]!.carrier;
    const step = (
      at: Date,
      actorKind: 'BUYER' | 'STAFF',
      action: string,
      summary: string,
      fulfillmentStatus: string,
      after: Record<string, unknown>,
    ) => ({
      tenantId,
      orderId: order!.id,
      at,
      actorKind,
      actorId: actorKind === 'BUYER' ? buyer.id : (seller?.id ?? null),
      action,
      summary,
      after: { fulfillmentStatus, paymentStatus: 'PAID', ...after },
      visibleToBuyer: true,
    });
    const paidAt = new Date(at.getTime() + 3_600_000);
    await tx.insert(orderTimeline).values([
      step(at, 'BUYER', 'ORDER_PLACED', 'Order placed', 'AWAITING_PAYMENT', { paymentStatus: 'UNPAID' }),
      step(paidAt, 'STAFF', 'PAYMENT_RECEIVED', 'Wire payment received', 'READY_FOR_FULFILLMENT', {
        method: 'WIRE',
        reference: null,
        amount: null,
      }),
      step(
        shippedAt,
        'STAFF',
        'ORDER_SHIPPED',
        `Shipped ${units} units by ${carrier}: ${trackingNumbers.join(', ')}`,
        'SHIPPED',
        {
          carrier,
          trackingNumbers,
          units,
          openUnits: 0,
        },
      ),
    ]);
    if (o.status === 'INVOICED') {
      const invoiceNumber = await next(tx, invoiceNumberCounters, tenantId, DEMO_INVOICE_PREFIX);
      const [invoice] = await tx
        .insert(orderInvoices)
        .values({
          tenantId,
          orderId: order!.id,
          invoiceNumber,
          invoiceDate: shippedAt,
          // Paid before it shipped: a receipt, not due (invoiceDueDate).
          dueDate: null,
          subtotalMinor: subtotal,
          freightMinor: freight,
          totalMinor: subtotal + freight,
          createdAt: shippedAt,
        })
        .returning({ id: orderInvoices.id });
      await tx.insert(orderInvoiceLines).values(
        lines.map((l) => ({
          tenantId,
          invoiceId: invoice!.id,
          orderLineId: l.id,
          quantity: l.quantity,
          unitPriceMinor: l.item.listPriceMinor,
          extendedPriceMinor: l.quantity * l.item.listPriceMinor,
        })),
      );
      await tx.insert(orderTimeline).values(
        step(
          new Date(shippedAt.getTime() + 3_600_000),
          'STAFF',
          'ORDER_INVOICED',
          `Invoice ${invoiceNumber}`,
          'INVOICED',
          {
            invoiceNumber,
          },
        ),
      );
    }
  }
  return numbers;
}
