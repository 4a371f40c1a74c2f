import type {
  AdditionalServiceSetting,
  AdditionalServiceSettings,
  AdditionalServiceValue,
} from '@portico/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { additionalServices, orders } from '../../db/schema/index.ts';
import { precisionOf } from './commerce-common.ts';
import { commerceCrud, unlessOpenOrdersUse } from './commerce-crud.ts';
import { feeColumns, feeRateOf } from './payment-methods.service.ts';

/**
 * Settings › Additional services (docs/decisions/021; I-044, Q-036): the optional services buyers may add at
 * checkout and their fees, in additional_services, which the next checkout's options and charges read. Reads need
 * any staff role, writes OWNER or OPERATIONS, each audited in its transaction.
 */

type Row = typeof additionalServices.$inferSelect;

const settingOf = (s: Row, precision: number): AdditionalServiceSetting => ({
  code: s.code,
  label: s.label,
  description: s.description,
  feeType: s.feeType as AdditionalServiceSetting['feeType'],
  feeRate: feeRateOf(s, precision),
  showMethod: s.showMethod,
  sortOrder: s.sortOrder,
});

async function listOf(db: DbOrTx, tenantId: string): Promise<AdditionalServiceSettings> {
  const precision = await precisionOf(db, tenantId);
  const rows = await db
    .select()
    .from(additionalServices)
    .where(eq(additionalServices.tenantId, tenantId))
    .orderBy(asc(additionalServices.sortOrder), asc(additionalServices.code));
  return { services: rows.map((s) => settingOf(s, precision)) };
}

async function columnsOf(db: DbOrTx, tenantId: string, body: AdditionalServiceValue) {
  return {
    label: body.label,
    description: body.description,
    feeType: body.feeType,
    ...feeColumns(body, await precisionOf(db, tenantId)),
    showMethod: body.showMethod,
    sortOrder: body.sortOrder,
    updatedAt: new Date(),
  };
}

/** GET / POST / PUT / DELETE seller/settings/additional-services (I-044, Q-036). */
export const additionalServiceSettings = commerceCrud({
  table: additionalServices,
  noun: 'an additional service',
  entity: 'additionalService',
  listOf,
  columnsOf,
  /** DELETE only a service no open order includes; else 422 (hide it instead). */
  assertUnused: unlessOpenOrdersUse(
    'The additional service',
    (code) => sql`${code} = any(${orders.additionalServices})`,
  ),
});
