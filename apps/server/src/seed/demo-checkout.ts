import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  additionalServices,
  buyerAddresses,
  insuranceSettings,
  paymentMethods,
  shippingMethods,
  taxRates,
  users,
} from '../db/schema/index.ts';

/**
 * Demo checkout tables: per tenant shipping methods (STANDARD and EXPRESS rate tables, BILL_MY_ACCOUNT
 * with restricted carriers, REQUEST_A_QUOTE with service levels, one REAL_TIME method priced by the rating
 * provider), payment methods covering the fee types (Q-032…Q-035) and a credit limit, additional services,
 * insurance and tax; per demo buyer shipping and billing addresses (one of them abroad, so
 * "method not allowed for the address" and export tax show). Idempotent: a tenant that already has shipping
 * methods and a buyer who already has addresses are left alone.
 */

export type DemoCheckoutTenant = 'harbor' | 'summit';

type AddressDef = {
  forShipping: boolean;
  forBilling: boolean;
  contact: string;
  address1: string;
  address2?: string;
  city: string;
  state: string | null;
  country: string;
  zip: string | null;
  customLabel?: string;
  fields: Record<string, string>;
};

const labelOf = (a: AddressDef) =>
  [a.address1, a.address2, a.city, [a.state, a.zip].filter(Boolean).join(' '), a.country]
    .filter((p) => p && p !== '')
    .join(', ');

const HARBOR_ADDRESSES: AddressDef[] = [
  {
    forShipping: true,
    forBilling: false,
    contact: 'Receiving dock',
    address1: '8800 NW 25th St',
    city: 'Miami',
    state: 'FL',
    country: 'US',
    zip: '33172',
    customLabel: 'Miami warehouse',
    fields: { ShipToName: 'Reyes Mobile Miami' },
  },
  {
    forShipping: true,
    forBilling: false,
    contact: 'Store manager',
    address1: '4500 Westheimer Rd',
    city: 'Houston',
    state: 'TX',
    country: 'US',
    zip: '77027',
    fields: { ShipToName: 'Reyes Mobile Houston' },
  },
  {
    forShipping: true,
    forBilling: false,
    contact: 'Import desk',
    address1: '200 Bay St',
    city: 'Toronto',
    state: 'ON',
    country: 'CA',
    zip: 'M5J 2J1',
    customLabel: 'Toronto partner',
    fields: { ShipToName: 'Reyes Mobile Canada' },
  },
  {
    forShipping: false,
    forBilling: true,
    contact: 'Accounts payable',
    address1: '8800 NW 25th St',
    address2: 'Suite 300',
    city: 'Miami',
    state: 'FL',
    country: 'US',
    zip: '33172',
    fields: { BillingCustomerName: 'Reyes Mobile Traders LLC' },
  },
  {
    forShipping: false,
    forBilling: true,
    contact: 'Finance',
    address1: '77 Water St',
    city: 'New York',
    state: 'NY',
    country: 'US',
    zip: '10005',
    fields: { BillingCustomerName: 'Reyes Mobile Holdings Inc' },
  },
];

const SUMMIT_ADDRESSES: AddressDef[] = [
  {
    forShipping: true,
    forBilling: false,
    contact: 'Goods in',
    address1: '12 Canary Wharf',
    city: 'London',
    state: null,
    country: 'GB',
    zip: 'E14 5AB',
    customLabel: 'London hub',
    fields: { ShipToName: 'Kim Telecom London' },
  },
  {
    forShipping: true,
    forBilling: false,
    contact: 'Goods in',
    address1: '8 Piccadilly',
    city: 'Manchester',
    state: null,
    country: 'GB',
    zip: 'M1 1AA',
    fields: { ShipToName: 'Kim Telecom Manchester' },
  },
  {
    forShipping: true,
    forBilling: false,
    contact: 'Receiving',
    address1: '3 Grand Canal Quay',
    city: 'Dublin',
    state: null,
    country: 'IE',
    zip: 'D02 X576',
    fields: { ShipToName: 'Kim Telecom Ireland' },
  },
  {
    forShipping: false,
    forBilling: true,
    contact: 'Accounts',
    address1: '12 Canary Wharf',
    address2: 'Floor 9',
    city: 'London',
    state: null,
    country: 'GB',
    zip: 'E14 5AB',
    fields: { BillingCustomerName: 'Kim Telecom Ltd' },
  },
];

type MethodDef = Omit<typeof shippingMethods.$inferInsert, 'tenantId'>;
type PaymentDef = Omit<typeof paymentMethods.$inferInsert, 'tenantId'>;
type ServiceDef = Omit<typeof additionalServices.$inferInsert, 'tenantId'>;
type TaxDef = { country: string; state: string; rateBp: number; description: string };

type TenantCheckout = {
  addresses: AddressDef[];
  methods: MethodDef[];
  payments: PaymentDef[];
  services: ServiceDef[];
  insurance: { maxMinor: number; minMinor: number; rateBp: number };
  taxes: TaxDef[];
};

const bma = (carriers: Record<string, string[]>): MethodDef => ({
  code: 'BILL_MY_ACCOUNT',
  type: 'BILL_MY_ACCOUNT',
  label: 'Bill My Account',
  description: 'Ship on your own carrier account; no freight is charged.',
  carrierChoiceRestricted: true,
  carrierOptions: Object.keys(carriers),
  carrierServiceLevelsRestricted: true,
  carrierServiceLevelOptions: carriers,
  insuranceAvailable: false,
  sortOrder: 30,
});

const raq = (levels: string[]): MethodDef => ({
  code: 'REQUEST_A_QUOTE',
  type: 'REQUEST_A_QUOTE',
  label: 'Request a Quote',
  description: 'We quote the freight and e-mail you when it is ready; the order then waits for payment.',
  serviceLevelsRestricted: true,
  serviceLevels: levels,
  sortOrder: 40,
});

const WIRE_INSTRUCTIONS = (bank: string, account: string) =>
  `Pay by wire transfer to ${bank}, account ${account}. Quote your order number as the payment reference. ` +
  'Orders ship once the funds arrive.';

const CHECKOUT: Record<DemoCheckoutTenant, TenantCheckout> = {
  harbor: {
    addresses: HARBOR_ADDRESSES,
    methods: [
      {
        code: 'STANDARD',
        type: 'STANDARD',
        label: 'Standard Ground',
        description: '3-5 business days',
        insuranceAvailable: true,
        allowedCountries: ['US'],
        baseRateMinor: 2_500,
        perUnitRateMinor: 50,
        // The cart's free-shipping message is written from this (docs/decisions/015).
        freeFreightOverMinor: 500_000,
        rateSku: 'FREIGHT-STD',
        sortOrder: 10,
      },
      {
        code: 'EXPRESS',
        type: 'EXPRESS',
        label: 'Express',
        description: 'Next business day',
        insuranceAvailable: true,
        allowedCountries: ['US', 'CA'],
        maxDevicesInShipment: 500,
        baseRateMinor: 6_000,
        perUnitRateMinor: 150,
        rateSku: 'FREIGHT-EXP',
        sortOrder: 20,
      },
      {
        code: 'UPS_GROUND_RT',
        type: 'REAL_TIME',
        label: 'UPS Ground (live rate)',
        description: 'Rated by UPS at checkout',
        carrier: 'UPS',
        carrierServiceLevel: 'Ground',
        insuranceAvailable: true,
        sortOrder: 25,
      },
      bma({ FedEx: ['Priority Overnight', 'Ground'], UPS: ['Next Day Air', 'Ground'] }),
      raq(['Economy', 'Expedited', 'Freight (LTL)']),
    ],
    payments: [
      {
        code: 'WIRE',
        label: 'Wire transfer',
        description: 'Bank wire in USD',
        instructions: WIRE_INSTRUCTIONS('First Harbor Bank, ABA 021000021', '4402 1187 9921'),
        feesApplicable: true,
        feeType: 'FIXED',
        feeAmountMinor: 2_500,
        sortOrder: 10,
      },
      {
        code: 'CREDIT_CARD',
        label: 'Credit card',
        description: 'Charged by our sales team after release',
        instructions: 'Our sales team calls you to take the card payment once the order is released.',
        feesApplicable: true,
        feeType: 'PERC_OF_ORDER_TOTAL',
        feePercentBp: 300,
        creditLimitMinor: 2_500_000,
        sortOrder: 20,
      },
      {
        code: 'TERMS_NET_30',
        label: 'Net 30 terms',
        description: 'Invoice payable within 30 days',
        instructions: 'Pay the invoice within 30 days of shipment.',
        dueDays: 30,
        feesApplicable: true,
        feeType: 'PERC_OF_ORDER_SUBTOTAL',
        feePercentBp: 150,
        creditLimitMinor: 10_000_000,
        sortOrder: 30,
      },
      {
        // I-053, Q-045: the integrated online payment, through the sandbox provider (no money moves).
        code: 'INTEGRATED_PAYPAL',
        label: 'PayPal',
        description: 'Pay online now (sandbox: a test payment, no money moves)',
        provider: 'sandbox',
        sortOrder: 40,
      },
    ],
    services: [
      {
        code: 'DATA_WIPE_CERT',
        label: 'Data wipe certificate',
        description: 'A certified data erasure report per device',
        feeType: 'PER_UNIT',
        feeAmountMinor: 100,
        sortOrder: 10,
      },
      {
        code: 'PHOTOS',
        label: 'Pallet photos',
        description: 'Photos of the packed shipment before it leaves',
        feeType: 'FIXED',
        feeAmountMinor: 1_500,
        sortOrder: 20,
      },
    ],
    insurance: { maxMinor: 2_500_000, minMinor: 100, rateBp: 150 },
    taxes: [
      { country: 'US', state: 'FL', rateBp: 700, description: 'Sales Tax (7%)' },
      { country: 'US', state: 'TX', rateBp: 825, description: 'Sales Tax (8.25%)' },
      { country: 'US', state: 'NY', rateBp: 888, description: 'Sales Tax (8.88%)' },
    ],
  },
  summit: {
    addresses: SUMMIT_ADDRESSES,
    methods: [
      {
        code: 'STANDARD',
        type: 'STANDARD',
        label: 'Standard courier',
        description: '2-3 working days',
        insuranceAvailable: true,
        allowedCountries: ['GB'],
        baseRateMinor: 1_800,
        perUnitRateMinor: 40,
        rateSku: 'CARRIAGE-STD',
        sortOrder: 10,
      },
      {
        code: 'EXPRESS',
        type: 'EXPRESS',
        label: 'Express courier',
        description: 'Next working day',
        insuranceAvailable: false,
        allowedCountries: ['GB', 'IE'],
        maxDevicesInShipment: 300,
        baseRateMinor: 4_500,
        perUnitRateMinor: 120,
        rateSku: 'CARRIAGE-EXP',
        sortOrder: 20,
      },
      {
        code: 'DHL_EXPRESS_RT',
        type: 'REAL_TIME',
        label: 'DHL Express (live rate)',
        description: 'Rated by DHL at checkout',
        carrier: 'DHL',
        carrierServiceLevel: 'Express Worldwide',
        sortOrder: 25,
      },
      bma({ UPS: ['Express Saver', 'Standard'], FedEx: ['International Priority'] }),
      raq(['Road freight', 'Air freight']),
    ],
    payments: [
      {
        code: 'WIRE',
        label: 'Bank transfer',
        description: 'BACS or SWIFT transfer',
        instructions: WIRE_INSTRUCTIONS('Summit Bank plc, sort code 20-00-00', '55779911'),
        feesApplicable: true,
        feeType: 'FIXED',
        feeAmountMinor: 1_500,
        sortOrder: 10,
      },
      {
        code: 'CREDIT_CARD',
        label: 'Card payment',
        description: 'Taken by phone after release',
        instructions: 'We call you to take the card payment once the order is released.',
        feesApplicable: true,
        feeType: 'PERC_OF_ORDER_TOTAL',
        feePercentBp: 250,
        creditLimitMinor: 1_500_000,
        sortOrder: 20,
      },
      {
        code: 'TERMS_NET_30',
        label: 'Account terms',
        description: 'Invoice payable within 30 days',
        instructions: 'Pay the invoice within 30 days of dispatch.',
        dueDays: 30,
        feesApplicable: true,
        feeType: 'PER_UNIT',
        feeAmountMinor: 50,
        creditLimitMinor: 5_000_000,
        sortOrder: 30,
      },
    ],
    services: [
      {
        code: 'GRADE_REPORT',
        label: 'Grading report',
        description: 'A per-device grading report in the shipment',
        feeType: 'PERC_OF_ORDER_SUBTOTAL',
        feePercentBp: 50,
        sortOrder: 10,
      },
    ],
    insurance: { maxMinor: 2_000_000, minMinor: 100, rateBp: 100 },
    taxes: [{ country: 'GB', state: '', rateBp: 2_000, description: 'VAT (20%)' }],
  },
};

/** The demo addresses for one buyer (also used by tests that create buyers), unless the buyer has some. */
export async function seedBuyerAddresses(
  tx: DbOrTx,
  tenant: DemoCheckoutTenant,
  tenantId: string,
  buyerId: string,
): Promise<void> {
  const existing = await tx
    .select({ id: buyerAddresses.id })
    .from(buyerAddresses)
    .where(and(eq(buyerAddresses.tenantId, tenantId), eq(buyerAddresses.buyerId, buyerId)))
    .limit(1);
  if (existing.length > 0) return;
  await tx.insert(buyerAddresses).values(
    CHECKOUT[tenant].addresses.map((a, i) => ({
      tenantId,
      buyerId,
      forShipping: a.forShipping,
      forBilling: a.forBilling,
      contact: a.contact,
      address1: a.address1,
      address2: a.address2 ?? null,
      city: a.city,
      state: a.state,
      country: a.country,
      zip: a.zip,
      customLabel: a.customLabel ?? null,
      label: labelOf(a),
      fields: a.fields,
      sortOrder: i,
    })),
  );
}

/** The tenant's checkout tables, unless it has shipping methods already. */
export async function seedTenantCheckout(
  tx: DbOrTx,
  tenant: DemoCheckoutTenant,
  tenantId: string,
): Promise<void> {
  const existing = await tx
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.tenantId, tenantId))
    .limit(1);
  if (existing.length > 0) return;
  const def = CHECKOUT[tenant];
  await tx.insert(shippingMethods).values(def.methods.map((m) => ({ ...m, tenantId })));
  await tx.insert(paymentMethods).values(def.payments.map((p) => ({ ...p, tenantId })));
  await tx.insert(additionalServices).values(def.services.map((s) => ({ ...s, tenantId })));
  await tx
    .insert(insuranceSettings)
    .values({
      tenantId,
      maxShipmentInsuranceAmountMinor: def.insurance.maxMinor,
      minInsuredAmountMinor: def.insurance.minMinor,
      rateBp: def.insurance.rateBp,
    })
    .onConflictDoNothing();
  await tx
    .insert(taxRates)
    .values(def.taxes.map((t) => ({ ...t, tenantId })))
    .onConflictDoNothing();
}

/** Demo seed: both tenants' tables and every demo buyer's addresses. */
export async function seedDemoCheckout(
  tx: DbOrTx,
  tenantIds: Record<DemoCheckoutTenant, string>,
): Promise<void> {
  for (const tenant of ['harbor', 'summit'] as const) {
    const tenantId = tenantIds[tenant];
    await seedTenantCheckout(tx, tenant, tenantId);
    const buyers = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), sql`'Buyer' = any(${users.groups})`));
    for (const b of buyers) await seedBuyerAddresses(tx, tenant, tenantId, b.id);
  }
}
