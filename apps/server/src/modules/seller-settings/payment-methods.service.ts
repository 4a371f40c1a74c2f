import {
  isPercentFee,
  OPERATOR_PAYMENT_CODES,
  type PaymentMethodSetting,
  type PaymentMethodSettings,
  type PaymentMethodValue,
} from '@portico/contract';
import { minorToMajor } from '@portico/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, paymentMethods } from '../../db/schema/index.ts';
import {
  bpToPercent,
  exactMinor,
  exactMinorOrNull,
  invalidField,
  percentToBp,
  precisionOf,
} from './commerce-common.ts';
import { commerceCrud, unlessOpenOrdersUse } from './commerce-crud.ts';

/**
 * Settings › Payment methods (docs/decisions/021; part 2 §3 paymentMethods, I-042, Q-032…Q-035): the rows of
 * payment_methods with their fee (type and rate) and credit limit, which the next checkout's options and charges
 * read. Reads need any staff role, writes OWNER or OPERATIONS, each audited in its transaction. The provider of the
 * online method is the operator's and stays as it is.
 */

type Row = typeof paymentMethods.$inferSelect;

/** A fee's columns (payment_methods and additional_services share the two-column rule). */
export function feeColumns(
  v: { feeType: PaymentMethodValue['feeType']; feeRate: number | null },
  precision: number,
) {
  if (v.feeType === null || v.feeRate === null) return { feeAmountMinor: null, feePercentBp: null };
  return isPercentFee(v.feeType)
    ? { feeAmountMinor: null, feePercentBp: percentToBp(v.feeRate) }
    : { feeAmountMinor: exactMinor(v.feeRate, precision, 'feeRate'), feePercentBp: null };
}

/** The fee rate as the console reads it: the amount (major units) or the percent. */
export function feeRateOf(
  row: { feeType: string | null; feeAmountMinor: number | null; feePercentBp: number | null },
  precision: number,
): number | null {
  if (row.feeType === 'PERC_OF_ORDER_SUBTOTAL' || row.feeType === 'PERC_OF_ORDER_TOTAL') {
    return row.feePercentBp === null ? null : bpToPercent(row.feePercentBp);
  }
  if (row.feeType === 'FIXED' || row.feeType === 'PER_UNIT') {
    return row.feeAmountMinor === null ? null : minorToMajor(row.feeAmountMinor, precision);
  }
  return null;
}

function settingOf(m: Row, precision: number): PaymentMethodSetting {
  const feeType = m.feesApplicable ? (m.feeType as PaymentMethodSetting['feeType']) : null;
  return {
    code: m.code,
    label: m.label,
    description: m.description,
    instructions: m.instructions,
    feeType,
    feeRate: feeType === null ? null : feeRateOf(m, precision),
    creditLimit: m.creditLimitMinor === null ? null : minorToMajor(m.creditLimitMinor, precision),
    dueDays: m.dueDays,
    showMethod: m.showMethod,
    sortOrder: m.sortOrder,
    provider: m.provider,
  };
}

async function listOf(db: DbOrTx, tenantId: string): Promise<PaymentMethodSettings> {
  const precision = await precisionOf(db, tenantId);
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.tenantId, tenantId))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.code));
  return { methods: rows.map((m) => settingOf(m, precision)) };
}

async function columnsOf(db: DbOrTx, tenantId: string, body: PaymentMethodValue) {
  const precision = await precisionOf(db, tenantId);
  return {
    label: body.label,
    description: body.description,
    instructions: body.instructions,
    feesApplicable: body.feeType !== null,
    feeType: body.feeType,
    ...feeColumns(body, precision),
    creditLimitMinor: exactMinorOrNull(body.creditLimit, precision, 'creditLimit'),
    dueDays: body.dueDays,
    showMethod: body.showMethod,
    sortOrder: body.sortOrder,
    updatedAt: new Date(),
  };
}

/**
 * GET / POST / PUT / DELETE seller/settings/payment-methods. PUT replaces the method's words, fee and limit: orders
 * keep the fee they were charged (stored as charged); the next checkout and the next edit of an open order use the
 * new one.
 */
export const paymentMethodSettings = commerceCrud({
  table: paymentMethods,
  noun: 'a payment method',
  entity: 'paymentMethod',
  listOf,
  columnsOf,
  /** POST adds an instructions-based method (wire, terms, …); the online one is the operator's. */
  checkCreate(body: PaymentMethodValue) {
    if (OPERATOR_PAYMENT_CODES.includes(body.code)) {
      throw invalidField(
        'code',
        `The ${body.code} method is set up by the operator with its payment provider`,
      );
    }
  },
  /** DELETE only when no open order uses it (else 422: hide it instead). */
  assertUnused: unlessOpenOrdersUse('The payment method', (code) => eq(orders.paymentMethodCode, code)),
});
