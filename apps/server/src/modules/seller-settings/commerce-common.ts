import { currencyDecimalsMessage } from '@portico/contract';
import { majorToMinor } from '@portico/domain';
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { orders, tenants } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';

/**
 * What the commerce settings services share (docs/decisions/021): the tenant's currency precision, amounts turned
 * into minor units exactly (a decimal the currency lacks is refused, never rounded), the 422 that names a field,
 * and "used by an open order", which keeps a method, service or warehouse from being deleted.
 */

export async function precisionOf(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await db.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  const parsed = z.number().int().min(0).max(4).safeParse(row?.config?.currencyPrecision);
  return parsed.success ? parsed.data : 2;
}

/** A 422 validationFailed naming `field`, as the contract's own refusals do. */
export const invalidField = (field: string, messageDescription: string) =>
  new AppError('validationFailed', messageDescription, undefined, [
    { messageCode: 'validationFailed', messageDescription, field },
  ]);

/** Major units → minor units of the tenant's currency; more decimals than it has answer 422 naming `field`. */
export function exactMinor(value: number, precision: number, field: string): number {
  const scaled = value * 10 ** precision;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    throw invalidField(field, currencyDecimalsMessage(precision));
  }
  return majorToMinor(value, precision);
}

export const exactMinorOrNull = (value: number | null, precision: number, field: string) =>
  value === null ? null : exactMinor(value, precision, field);

/** Percent (2 decimals) → basis points. */
export const percentToBp = (percent: number) => Math.round(percent * 100);
export const bpToPercent = (bp: number) => bp / 100;

/** Orders still being worked: not shipped, invoiced or cancelled. */
const CLOSED = ['SHIPPED', 'INVOICED', 'CANCELED'];

/** How many of the tenant's open orders match `where` (a condition on orders). */
export async function openOrdersWhere(db: DbOrTx, tenantId: string, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), notInArray(orders.fulfillmentStatus, CLOSED), where));
  return Number(row?.n ?? 0);
}

/** The 422 a delete answers when open orders use the thing: it stays, and can be hidden instead. */
export const inUse = (what: string, count: number, instead: string) =>
  new AppError(
    'validationFailed',
    `${what} is used by ${count} open ${count === 1 ? 'order' : 'orders'}, so it cannot be deleted. ${instead}`,
  );

/** A database unique violation (a code that exists already), on PGlite and node-postgres alike. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
