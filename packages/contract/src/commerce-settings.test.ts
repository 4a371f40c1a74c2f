import { describe, expect, it } from 'vitest';
import {
  AdditionalServiceBody,
  InsuranceSettings,
  PaymentMethodBody,
  ShippingMethodBody,
  TaxRules,
  WarehouseBody,
} from './commerce-settings.ts';

/**
 * The commerce settings' request schemas (docs/decisions/021): the console checks its forms with them and the server
 * its requests, so each rule is stated once. A row per rule: the body, and the field a refusal names (null = valid).
 */

const method = {
  code: 'PALLET',
  type: 'STANDARD',
  label: 'Pallet',
  customLabel: null,
  description: '',
  instructions: null,
  insuranceAvailable: false,
  ignoreShippingInstructions: false,
  showMethod: true,
  maxDevicesInShipment: null,
  allowedCountries: [],
  warehouseCodes: [],
  baseRate: 10,
  perUnitRate: 0.5,
  carrier: null,
  carrierServiceLevel: null,
  carrierChoiceRestricted: false,
  carrierOptions: [],
  carrierServiceLevelsRestricted: false,
  carrierServiceLevelOptions: {},
  serviceLevelsRestricted: false,
  serviceLevels: [],
  rateSku: null,
  sortOrder: 0,
};

const firstField = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.path.join('.') ?? '');

describe('ShippingMethodBody', () => {
  it.each([
    ['a rate-table method', {}, null],
    ['a code in small letters', { code: 'pallet' }, 'code'],
    ['another kind under BILL_MY_ACCOUNT', { code: 'BILL_MY_ACCOUNT' }, 'code'],
    ['bill-my-account under another code', { type: 'BILL_MY_ACCOUNT' }, 'code'],
    ['request-a-quote under its code', { type: 'REQUEST_A_QUOTE', code: 'REQUEST_A_QUOTE' }, null],
    ['real-time without a carrier', { type: 'REAL_TIME', carrierServiceLevel: 'Ground' }, 'carrier'],
    [
      'real-time with carrier and level',
      { type: 'REAL_TIME', carrier: 'UPS', carrierServiceLevel: 'Ground' },
      null,
    ],
    [
      'restricted carriers without a list',
      { type: 'BILL_MY_ACCOUNT', code: 'BILL_MY_ACCOUNT', carrierChoiceRestricted: true },
      'carrierOptions',
    ],
    [
      'restricted levels missing for a carrier',
      {
        type: 'BILL_MY_ACCOUNT',
        code: 'BILL_MY_ACCOUNT',
        carrierOptions: ['UPS'],
        carrierServiceLevelsRestricted: true,
      },
      'carrierServiceLevelOptions',
    ],
    [
      'restricted quote levels without a list',
      { type: 'REQUEST_A_QUOTE', code: 'REQUEST_A_QUOTE', serviceLevelsRestricted: true },
      'serviceLevels',
    ],
    ['a country of three letters', { allowedCountries: ['USA'] }, 'allowedCountries.0'],
    ['a repeated country', { allowedCountries: ['US', 'US'] }, 'allowedCountries'],
    ['a negative rate', { baseRate: -1 }, 'baseRate'],
    ['a rate finer than cents', { perUnitRate: 0.125 }, 'perUnitRate'],
    ['no label', { label: '  ' }, 'label'],
    ['no units per shipment', { maxDevicesInShipment: 0 }, 'maxDevicesInShipment'],
  ])('%s', (_what, over, field) => {
    expect(firstField(ShippingMethodBody.safeParse({ ...method, ...over }))).toBe(field);
  });

  it('reads an empty custom label and instructions as none', () => {
    const parsed = ShippingMethodBody.parse({ ...method, customLabel: '', instructions: '  ' });
    expect(parsed).toMatchObject({ customLabel: null, instructions: null });
  });
});

describe('fees: PaymentMethodBody and AdditionalServiceBody', () => {
  const payment = {
    code: 'COD',
    label: 'Cash',
    description: '',
    instructions: null,
    feeType: null,
    feeRate: null,
    creditLimit: null,
    showMethod: true,
    sortOrder: 0,
  };
  it.each([
    ['no fee', {}, null],
    ['a fixed fee of $2.50', { feeType: 'FIXED', feeRate: 2.5 }, null],
    ['a fee type without a rate', { feeType: 'PER_UNIT', feeRate: null }, 'feeRate'],
    ['a percent of 100', { feeType: 'PERC_OF_ORDER_TOTAL', feeRate: 100 }, null],
    ['a percent over 100', { feeType: 'PERC_OF_ORDER_TOTAL', feeRate: 100.01 }, 'feeRate'],
    ['a percent with 3 decimals', { feeType: 'PERC_OF_ORDER_SUBTOTAL', feeRate: 1.125 }, 'feeRate'],
    ['an amount fee of 200 (not a percent)', { feeType: 'FIXED', feeRate: 200 }, null],
    ['a negative credit limit', { creditLimit: -1 }, 'creditLimit'],
  ])('payment: %s', (_what, over, field) => {
    expect(firstField(PaymentMethodBody.safeParse({ ...payment, ...over }))).toBe(field);
  });

  it('a service always has a fee', () => {
    const service = { code: 'X', label: 'X', description: '', showMethod: true, sortOrder: 0 };
    expect(firstField(AdditionalServiceBody.safeParse({ ...service, feeType: null, feeRate: null }))).toBe(
      'feeType',
    );
    expect(
      firstField(AdditionalServiceBody.safeParse({ ...service, feeType: 'FIXED', feeRate: 1 })),
    ).toBeNull();
  });
});

describe('warehouses, insurance, tax rules', () => {
  it.each([
    [
      WarehouseBody,
      { code: 'MIA', label: 'Miami', acceptsOffers: true, dailyReport: true, sortOrder: 0 },
      null,
    ],
    [
      WarehouseBody,
      { code: 'MIA', label: '', acceptsOffers: true, dailyReport: true, sortOrder: 0 },
      'label',
    ],
    [InsuranceSettings, { maxShipmentInsuranceAmount: 1, ratePercent: 0 }, null],
    [InsuranceSettings, { maxShipmentInsuranceAmount: 0.5, ratePercent: 1 }, 'maxShipmentInsuranceAmount'],
    [InsuranceSettings, { maxShipmentInsuranceAmount: 100, ratePercent: 101 }, 'ratePercent'],
  ] as const)('%#', (schema, body, field) => {
    expect(firstField(schema.safeParse(body))).toBe(field);
  });

  it('tax rules: states read in capitals, a country/state twice is refused at the second', () => {
    const rule = { country: 'US', state: 'fl', ratePercent: 7, description: 'Sales Tax' };
    expect(TaxRules.parse({ rules: [rule] }).rules[0]?.state).toBe('FL');
    expect(firstField(TaxRules.safeParse({ rules: [rule, { ...rule, state: 'FL' }] }))).toBe('rules.1.state');
    expect(firstField(TaxRules.safeParse({ rules: [{ ...rule, state: '' }, rule] }))).toBeNull();
  });
});

describe('refusals read as sentences under the console field, naming no internal field', () => {
  // Shown under the field the seller filled in (and beside the field's name in a 422), so a message starts with a
  // capital and never with the request's field name (maxDevicesInShipment, feeRate, sortOrder …).
  it.each([
    [ShippingMethodBody, { ...method, maxDevicesInShipment: 0 }],
    [ShippingMethodBody, { ...method, code: 'pallet', label: '', sortOrder: -1 }],
    [ShippingMethodBody, { ...method, instructions: 'x'.repeat(2001), allowedCountries: ['US', 'US'] }],
    [
      ShippingMethodBody,
      { ...method, type: 'REQUEST_A_QUOTE', code: 'REQUEST_A_QUOTE', serviceLevels: ['A', 'A'] },
    ],
    [ShippingMethodBody, { ...method, baseRate: -1, perUnitRate: 0.001, customLabel: 'x'.repeat(101) }],
    [
      PaymentMethodBody,
      { code: 'WIRE2', label: 'Wire', description: '', instructions: null, feeType: 'FIXED', feeRate: null },
    ],
    [InsuranceSettings, { maxShipmentInsuranceAmount: 0.5, ratePercent: 101 }],
    [TaxRules, { rules: [{ country: 'USA', state: 'fl!', ratePercent: 7, description: '' }] }],
  ] as const)('%#', (schema, body) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path.findLast((p) => typeof p === 'string') ?? '');
      expect(issue.message).toMatch(/^[A-Z]/);
      if (/[A-Z]/.test(field)) expect(issue.message).not.toContain(field);
    }
  });

  it('says the range as a person writes it', () => {
    const result = ShippingMethodBody.safeParse({ ...method, maxDevicesInShipment: 0 });
    expect(result.error?.issues[0]?.message).toBe(
      'Enter a whole number from 1 to 1,000,000,000, or leave it empty for no limit',
    );
  });
});
