import type { InsuranceSettings, TaxRules } from '@portico/contract';
import { minorToMajor } from '@portico/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insuranceSettings, taxRates } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { bpToPercent, exactMinor, percentToBp, precisionOf } from './commerce-common.ts';

/**
 * Settings › Insurance and Settings › Tax rules (docs/decisions/021): the insurance_settings row (I-038, Q-038:
 * the maximum and the premium; a missing row reads as the checkout's defaults) and the tax_rates table, both read by the next
 * checkout. Reads need any staff role, writes OWNER or OPERATIONS, each audited in its transaction.
 */

/** The checkout's defaults when the tenant has no row (checkout-context.ts). */
const DEFAULT_INSURANCE = {
  maxShipmentInsuranceAmountMinor: 5_000_000,
  minInsuredAmountMinor: 100,
  rateBp: 100,
};

async function insuranceOf(db: DbOrTx, tenantId: string): Promise<InsuranceSettings> {
  const precision = await precisionOf(db, tenantId);
  const [row] = await db.select().from(insuranceSettings).where(eq(insuranceSettings.tenantId, tenantId));
  const v = row ?? DEFAULT_INSURANCE;
  return {
    maxShipmentInsuranceAmount: minorToMajor(v.maxShipmentInsuranceAmountMinor, precision),
    ratePercent: bpToPercent(v.rateBp),
  };
}

export async function getInsurance(db: DbOrTx, ctx: RequestContext): Promise<InsuranceSettings> {
  await requireStaff(db, ctx, 'read');
  return insuranceOf(db, ctx.tenantId);
}

/** PUT seller/settings/insurance: sets the limits and the premium; the next checkout offers and prices them. */
export async function putInsurance(
  db: DbOrTx,
  ctx: RequestContext,
  body: InsuranceSettings,
): Promise<InsuranceSettings> {
  await requireStaff(db, ctx, 'write');
  const precision = await precisionOf(db, ctx.tenantId);
  const values = {
    maxShipmentInsuranceAmountMinor: exactMinor(
      body.maxShipmentInsuranceAmount,
      precision,
      'maxShipmentInsuranceAmount',
    ),
    rateBp: percentToBp(body.ratePercent),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const before = await insuranceOf(tx, ctx.tenantId);
    await tx
      .insert(insuranceSettings)
      .values({ tenantId: ctx.tenantId, ...values })
      .onConflictDoUpdate({ target: insuranceSettings.tenantId, set: values });
    await recordStaffAction(tx, ctx, {
      action: 'settings.insurance.update',
      targetType: 'insurance',
      before,
      after: body,
    });
  });
  return insuranceOf(db, ctx.tenantId);
}

/** "Sales Tax (8.25%)" → "Sales Tax": the checkout appends the rate itself (checkout-context taxTable). */
const withoutPercent = (description: string) => description.replace(/\s*\([^)]*%\)\s*$/, '');

async function taxRulesOf(db: DbOrTx, tenantId: string): Promise<TaxRules> {
  const rows = await db
    .select()
    .from(taxRates)
    .where(eq(taxRates.tenantId, tenantId))
    .orderBy(asc(taxRates.country), asc(taxRates.state));
  return {
    rules: rows.map((r) => ({
      country: r.country,
      state: r.state,
      ratePercent: bpToPercent(r.rateBp),
      description: withoutPercent(r.description),
    })),
  };
}

export async function getTaxRules(db: DbOrTx, ctx: RequestContext): Promise<TaxRules> {
  await requireStaff(db, ctx, 'read');
  return taxRulesOf(db, ctx.tenantId);
}

/**
 * PUT seller/settings/tax-rules: replaces every rule in one transaction (a country left without a rule becomes an
 * export destination, untaxed). Orders keep the tax they were charged; the next checkout and edit use the rules.
 */
export async function putTaxRules(db: DbOrTx, ctx: RequestContext, body: TaxRules): Promise<TaxRules> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const before = await taxRulesOf(tx, ctx.tenantId);
    await tx.delete(taxRates).where(eq(taxRates.tenantId, ctx.tenantId));
    if (body.rules.length > 0) {
      await tx.insert(taxRates).values(
        body.rules.map((r) => ({
          tenantId: ctx.tenantId,
          country: r.country,
          state: r.state,
          rateBp: percentToBp(r.ratePercent),
          description: withoutPercent(r.description),
        })),
      );
    }
    await recordStaffAction(tx, ctx, {
      action: 'settings.taxRules.update',
      targetType: 'taxRules',
      before,
      after: body,
    });
  });
  return taxRulesOf(db, ctx.tenantId);
}
