import {
  isPercentFee,
  OPERATOR_PAYMENT_CODES,
  type PaymentMethodSetting,
  type PaymentMethodSettings,
  type PaymentMethodValue,
} from '@portico/contract';
import { minorToMajor } from '@portico/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, paymentMethods } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import {
  bpToPercent,
  exactMinor,
  exactMinorOrNull,
  inUse,
  invalidField,
  isUniqueViolation,
  openOrdersWhere,
  percentToBp,
  precisionOf,
} from './commerce-common.ts';

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

export async function getPaymentMethods(db: DbOrTx, ctx: RequestContext): Promise<PaymentMethodSettings> {
  await requireStaff(db, ctx, 'read');
  return listOf(db, ctx.tenantId);
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
    showMethod: body.showMethod,
    sortOrder: body.sortOrder,
    updatedAt: new Date(),
  };
}

const exists = (code: string) =>
  invalidField('code', `A payment method with the code ${code} exists already`);
const notFound = (code: string) => new AppError('notFound', `No payment method ${code}`);
const one = (tenantId: string, code: string) =>
  and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.code, code));

/** POST seller/settings/payment-methods: a new instructions-based method (wire, terms, …). */
export async function createPaymentMethod(
  db: DbOrTx,
  ctx: RequestContext,
  body: PaymentMethodValue,
): Promise<PaymentMethodSettings> {
  await requireStaff(db, ctx, 'write');
  if (OPERATOR_PAYMENT_CODES.includes(body.code)) {
    throw invalidField('code', `The ${body.code} method is set up by the operator with its payment provider`);
  }
  const columns = await columnsOf(db, ctx.tenantId, body);
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(one(ctx.tenantId, body.code));
      if (taken) throw exists(body.code);
      const [row] = await tx
        .insert(paymentMethods)
        .values({ ...columns, tenantId: ctx.tenantId, code: body.code })
        .returning();
      await recordStaffAction(tx, ctx, {
        action: 'settings.paymentMethod.create',
        targetType: 'paymentMethod',
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

/**
 * PUT seller/settings/payment-methods/{code}: replaces the method's words, fee and limit. Orders keep the fee they
 * were charged (stored as charged); the next checkout and the next edit of an open order use the new one.
 */
export async function updatePaymentMethod(
  db: DbOrTx,
  ctx: RequestContext,
  code: string,
  body: PaymentMethodValue,
): Promise<PaymentMethodSettings> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(paymentMethods).where(one(ctx.tenantId, code)).for('update');
    if (!before) throw notFound(code);
    if (body.code !== code) throw invalidField('code', 'The code of a payment method cannot change');
    const [after] = await tx
      .update(paymentMethods)
      .set(await columnsOf(tx, ctx.tenantId, body))
      .where(eq(paymentMethods.id, before.id))
      .returning();
    await recordStaffAction(tx, ctx, {
      action: 'settings.paymentMethod.update',
      targetType: 'paymentMethod',
      targetId: code,
      before,
      after,
    });
  });
  return listOf(db, ctx.tenantId);
}

/** DELETE seller/settings/payment-methods/{code}: only when no open order uses it (else 422: hide it instead). */
export async function deletePaymentMethod(
  db: DbOrTx,
  ctx: RequestContext,
  code: string,
): Promise<PaymentMethodSettings> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(paymentMethods).where(one(ctx.tenantId, code)).for('update');
    if (!before) throw notFound(code);
    const used = await openOrdersWhere(tx, ctx.tenantId, eq(orders.paymentMethodCode, code));
    if (used > 0) {
      throw inUse(
        `The payment method ${before.label}`,
        used,
        'Turn off Show to buyers to withdraw it instead.',
      );
    }
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, before.id));
    await recordStaffAction(tx, ctx, {
      action: 'settings.paymentMethod.delete',
      targetType: 'paymentMethod',
      targetId: code,
      before,
    });
  });
  return listOf(db, ctx.tenantId);
}
