import type { ShippingMethodSetting, ShippingMethodSettings, ShippingMethodValue } from '@portico/contract';
import { minorToMajor } from '@portico/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shippingMethods, warehouses } from '../../db/schema/index.ts';
import { publishEvent } from '../events/publish.ts';
import { exactMinor, invalidField, precisionOf } from './commerce-common.ts';
import { commerceCrud, unlessOpenOrdersUse } from './commerce-crud.ts';

/**
 * Settings › Shipping methods (docs/decisions/021; part 2 §3 Checkout payload, I-023…I-033, Q-037): the rows of
 * shipping_methods the checkout reads (modules/checkout/checkout-context.ts), edited by the tenant's staff. Reads
 * need any staff role, writes OWNER or OPERATIONS, and each write records itself in the staff audit log in its own
 * transaction. The checkout context is rebuilt when the rows change, so the very next checkout offers them.
 * Methods bound to one buyer's address (I-026) are the buyer's and not listed here.
 */

type Row = typeof shippingMethods.$inferSelect;
/** The parsed body (the route validated it with the contract's ShippingMethodBody). */
type Value = ShippingMethodValue;

const tenantWide = (tenantId: string) =>
  and(eq(shippingMethods.tenantId, tenantId), isNull(shippingMethods.buyerAddressId));

function settingOf(m: Row, precision: number): ShippingMethodSetting {
  return {
    code: m.code,
    type: m.type as ShippingMethodSetting['type'],
    label: m.label,
    customLabel: m.customLabel,
    description: m.description,
    instructions: m.instructions,
    insuranceAvailable: m.insuranceAvailable,
    ignoreShippingInstructions: m.ignoreShippingInstructions,
    showMethod: m.showMethod,
    maxDevicesInShipment: m.maxDevicesInShipment,
    allowedCountries: m.allowedCountries,
    warehouseCodes: m.warehouseCodes,
    baseRate: minorToMajor(m.baseRateMinor, precision),
    perUnitRate: minorToMajor(m.perUnitRateMinor, precision),
    carrier: m.carrier,
    carrierServiceLevel: m.carrierServiceLevel,
    carrierChoiceRestricted: m.carrierChoiceRestricted,
    carrierOptions: m.carrierOptions,
    carrierServiceLevelsRestricted: m.carrierServiceLevelsRestricted,
    carrierServiceLevelOptions: m.carrierServiceLevelOptions,
    serviceLevelsRestricted: m.serviceLevelsRestricted,
    serviceLevels: m.serviceLevels,
    rateSku: m.rateSku,
    sortOrder: m.sortOrder,
    freeFreightOver: m.freeFreightOverMinor === null ? null : minorToMajor(m.freeFreightOverMinor, precision),
  };
}

async function listOf(db: DbOrTx, tenantId: string): Promise<ShippingMethodSettings> {
  const precision = await precisionOf(db, tenantId);
  const [rows, whs] = await Promise.all([
    db
      .select()
      .from(shippingMethods)
      .where(tenantWide(tenantId))
      .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.code)),
    db
      .select({ code: warehouses.code, label: warehouses.label })
      .from(warehouses)
      .where(eq(warehouses.tenantId, tenantId))
      .orderBy(asc(warehouses.sortOrder), asc(warehouses.code)),
  ]);
  return { methods: rows.map((m) => settingOf(m, precision)), warehouses: whs };
}

/** The columns a body sets; what its type does not use is cleared, so a row never holds another kind's fields. */
async function columnsOf(db: DbOrTx, tenantId: string, body: Value) {
  const precision = await precisionOf(db, tenantId);
  const known = new Set(
    (
      await db.select({ code: warehouses.code }).from(warehouses).where(eq(warehouses.tenantId, tenantId))
    ).map((w) => w.code),
  );
  body.warehouseCodes.forEach((code, i) => {
    if (!known.has(code)) throw invalidField(`warehouseCodes.${i}`, `${code} is not one of your warehouses`);
  });
  const rated = body.type === 'STANDARD' || body.type === 'EXPRESS';
  const bma = body.type === 'BILL_MY_ACCOUNT';
  const raq = body.type === 'REQUEST_A_QUOTE';
  const realTime = body.type === 'REAL_TIME';
  return {
    type: body.type,
    label: body.label,
    customLabel: body.customLabel ?? null,
    description: body.description,
    instructions: body.instructions ?? null,
    insuranceAvailable: body.insuranceAvailable,
    ignoreShippingInstructions: body.ignoreShippingInstructions,
    showMethod: body.showMethod,
    maxDevicesInShipment: body.maxDevicesInShipment,
    allowedCountries: body.allowedCountries,
    warehouseCodes: body.warehouseCodes,
    baseRateMinor: rated ? exactMinor(body.baseRate, precision, 'baseRate') : 0,
    perUnitRateMinor: rated ? exactMinor(body.perUnitRate, precision, 'perUnitRate') : 0,
    carrier: realTime ? (body.carrier ?? null) : null,
    carrierServiceLevel: realTime ? (body.carrierServiceLevel ?? null) : null,
    carrierChoiceRestricted: bma && body.carrierChoiceRestricted,
    carrierOptions: bma ? body.carrierOptions : [],
    carrierServiceLevelsRestricted: bma && body.carrierServiceLevelsRestricted,
    carrierServiceLevelOptions: bma ? body.carrierServiceLevelOptions : {},
    serviceLevelsRestricted: raq && body.serviceLevelsRestricted,
    serviceLevels: raq ? body.serviceLevels : [],
    rateSku: body.rateSku ?? null,
    sortOrder: body.sortOrder,
    updatedAt: new Date(),
  };
}

/**
 * GET / POST / PUT / DELETE seller/settings/shipping-methods. POST adds a method buyers see in their next checkout
 * when shown. PUT replaces its settings; the code and the type stay (orders and preferences name the code; a method
 * of another kind is a new method). Open orders keep the charges they were placed with; their next edit prices with
 * the new settings. Only the tenant-wide rows are edited here.
 */
export const shippingMethodSettings = commerceCrud({
  table: shippingMethods,
  noun: 'a shipping method',
  entity: 'shippingMethod',
  listOf,
  columnsOf,
  editable: isNull(shippingMethods.buyerAddressId),
  checkUpdate(before: Row, body: Value) {
    if (before.type !== body.type) {
      throw invalidField('type', 'The type of a shipping method cannot change: add a new method instead');
    }
  },
  /** DELETE removes a method no open order uses; a used one answers 422 and stays (Show to buyers off, I-024). */
  assertUnused: unlessOpenOrdersUse('The shipping method', (code) => eq(orders.shippingMethodCode, code)),
  /** Open carts read their settings again: the free-shipping promise names the methods (G-007). */
  async changed(tx, tenantId) {
    await publishEvent(tx, { tenantId, audience: 'buyer', userId: null, type: 'cart-settings.changed' });
  },
});
