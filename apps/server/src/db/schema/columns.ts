import type { ChargesResult } from '@portico/domain';
import { bigint, customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import type { FreightQuoteSnapshot } from './orders.ts';
import { tenants } from './tenants.ts';

/**
 * Column groups several tables share (not a table: index.ts leaves this module out). Each call makes a new column,
 * as a table needs its own.
 */

/** PostgreSQL bytea as a Node Buffer (drizzle has no built-in bytea column). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The row's tenant: removed with the tenant. */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** The user (buyer) the row belongs to: removed with the user. */
export const ownerId = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Order-level amounts, minor units: bigint (mode number), as a wholesale order can pass integer's ceiling. */
export const minorAmount = (name: string) => bigint(name, { mode: 'number' });

/**
 * The amounts of an order or an invoice as charged (P-033: total = subtotal + freight + paymentFee + tax + services
 * fee + reservation and cancellation fees when charged), minor units, 0 until set; the tax's label beside them.
 */
export const chargeColumns = () => ({
  subtotalMinor: minorAmount('subtotal_minor').notNull().default(0),
  freightMinor: minorAmount('freight_minor').notNull().default(0),
  paymentFeeMinor: minorAmount('payment_fee_minor').notNull().default(0),
  taxMinor: minorAmount('tax_minor').notNull().default(0),
  taxDescription: text('tax_description').notNull().default(''),
  additionalServicesFeeMinor: minorAmount('additional_services_fee_minor').notNull().default(0),
  reservationFeeMinor: minorAmount('reservation_fee_minor').notNull().default(0),
  cancellationFeeMinor: minorAmount('cancellation_fee_minor').notNull().default(0),
  totalMinor: minorAmount('total_minor').notNull().default(0),
});

/**
 * The values an order's charge columns take when its charges are computed again (an order change, add to an
 * existing order): the amounts of `charges`, the freight state and the real-time quotes, and a
 * total that keeps the reservation and cancellation fees the order carries (P-033). `charges` is priced without
 * those fees.
 */
export function chargeColumnsOf(
  charges: ChargesResult,
  fees: { reservationFeeMinor: number; cancellationFeeMinor: number },
) {
  return {
    subtotalMinor: charges.subtotal,
    freightMinor: charges.freight,
    freightUndefined: charges.freightUndefined,
    paymentFeeMinor: charges.paymentFee,
    paymentFeeUndefined: charges.paymentFeeUndefined,
    taxMinor: charges.tax,
    taxDescription: charges.taxDescription,
    additionalServicesFeeMinor: charges.additionalServicesFee,
    totalMinor:
      charges.subtotal +
      charges.freight +
      charges.paymentFee +
      charges.tax +
      charges.additionalServicesFee +
      fees.reservationFeeMinor +
      fees.cancellationFeeMinor,
    totalOrderedQuantity: charges.totalOrderedQuantity,
    rateSku: charges.rateSku,
    realTimeFreightQuoteCarrier: charges.realTimeFreightQuoteCarrier,
    realTimeFreightQuoteCarrierServiceLevel: charges.realTimeFreightQuoteCarrierServiceLevel,
    freightQuotesForAllRealTimeShippingMethods: charges.freightQuotesForAllRealTimeShippingMethods.map(
      (q): FreightQuoteSnapshot => ({
        shippingMethodCode: q.shippingMethodCode,
        carrier: q.carrier,
        carrierServiceLevel: q.carrierServiceLevel,
        freightMinor: q.freight,
      }),
    ),
  };
}
