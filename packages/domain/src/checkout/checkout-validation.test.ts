import { specDictionary } from '@portico/contract/dictionary/spec';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../i18n.ts';
import { OPTIONS, ORDER, VALID } from './checkout-fixtures.test-data.ts';
import type { CheckoutSelection } from './checkout-options.ts';
import {
  buildFinalizeMessage,
  type CheckoutIssue,
  type CheckoutMessageCode,
  insuredAmountToPrice,
  parseTypedAmount,
  type sectionsToFinalize,
  summarizeIssues,
  validateBillMyAccount,
  validateCheckout,
  validateInsurance,
  validateRequestAQuote,
  validateSection,
  validateShippingInstructions,
} from './checkout-validation.ts';

/**
 * The spec's messages (part 2 §5), verbatim. Each messageCode the rules answer must be a dictionary key with
 * exactly this text, so the portal shows the spec's words. (The contract is imported by this test only; the
 * rules themselves stay dependency-free.)
 */
const SPEC_TEXT: Record<CheckoutMessageCode | 'fillRequiredFields' | 'finalizeFields', string> = {
  serviceLevelRequired: 'Service Level is Required',
  freightRequired: 'Freight is Required',
  freightNotANumber: 'Freight should be a number',
  carrierRequired: 'Carrier is Required',
  accountNumberRequired: 'Account Number is Required',
  selectInsurance: 'Please Select Insurance.',
  insuranceAmountTooLow: 'Invalid value, must be greater than $0',
  insuranceAmountTooHigh: 'Max Value for this order is {amount}',
  invalidCurrencyValue: 'Invalid currency value',
  selectPaymentMethod: 'Please select a Payment Method before continuing',
  selectShippingAddress: 'Please select a Shipping Address before continuing',
  selectShippingMethod: 'Please select a Shipping Method before continuing',
  selectBillingAddress: 'Please select a Billing Address before continuing',
  invalidSelection: 'Invalid Selection',
  invalidInput: 'Invalid Input',
  fillRequiredFields: 'Please fill the Required Fields',
  finalizeFields: 'Please finalize the following: {fields}',
};

describe('message keys are the dictionary entries with the spec text', () => {
  it.each(Object.entries(SPEC_TEXT))('%s', (key, text) => {
    expect(specDictionary[key as keyof typeof specDictionary]?.i18n_value).toBe(text);
  });
});

const codes = (issues: CheckoutIssue[]) => issues.map((i) => i.messageCode);

describe('request-a-quote (I-028…I-030)', () => {
  const levels = { serviceLevelsRestricted: true, serviceLevels: ['Economy', 'Express'] };
  it.each<[string, CheckoutSelection['requestAQuoteInfo'], boolean, CheckoutMessageCode[]]>([
    ['service level given', { serviceLevel: 'Economy' }, false, []],
    ['service level blank', { serviceLevel: '  ' }, false, ['serviceLevelRequired']],
    ['service level not in the restricted list', { serviceLevel: 'Teleport' }, false, ['invalidSelection']],
    ['amount not shown: not checked (I-030)', { serviceLevel: 'Economy', amount: 'abc' }, false, []],
    ['amount shown, missing', { serviceLevel: 'Economy' }, true, ['freightRequired']],
    ['amount shown, blank', { serviceLevel: 'Economy', amount: ' ' }, true, ['freightRequired']],
    ['amount shown, not a number', { serviceLevel: 'Economy', amount: '12a' }, true, ['freightNotANumber']],
    ['amount shown, a number', { serviceLevel: 'Economy', amount: '125.50' }, true, []],
    ['both wrong', { serviceLevel: '', amount: 'x' }, true, ['serviceLevelRequired', 'freightNotANumber']],
  ])('%s', (_name, info, amountShown, expected) => {
    expect(codes(validateRequestAQuote(info, { levels, amountShown }))).toEqual(expected);
  });

  it('free-text service levels accept any non-blank text', () => {
    expect(
      validateRequestAQuote(
        { serviceLevel: 'Teleport' },
        { levels: { serviceLevelsRestricted: false, serviceLevels: [] } },
      ),
    ).toEqual([]);
  });
});

describe('bill-my-account (I-031, I-032)', () => {
  const bma = OPTIONS.billMyAccountShippingMethod;
  const free = bma && { ...bma, carrierChoiceRestricted: false, carrierServiceLevelsRestricted: false };
  it.each<[string, CheckoutSelection['billMyAccountInfo'], typeof bma, string[]]>([
    ['complete', { carrier: 'UPS', serviceLevel: 'Ground', accountNumber: '123' }, bma, []],
    [
      'carrier blank',
      { carrier: '', serviceLevel: 'Ground', accountNumber: '123' },
      bma,
      ['carrier:carrierRequired'],
    ],
    [
      'service level blank',
      { carrier: 'UPS', serviceLevel: ' ', accountNumber: '123' },
      bma,
      ['carrierServiceLevel:serviceLevelRequired'],
    ],
    [
      'account number blank',
      { carrier: 'UPS', serviceLevel: 'Ground', accountNumber: '' },
      bma,
      ['carrierShippingAccountNumber:accountNumberRequired'],
    ],
    [
      'all blank',
      { carrier: '', serviceLevel: '', accountNumber: '' },
      bma,
      [
        'carrier:carrierRequired',
        'carrierServiceLevel:serviceLevelRequired',
        'carrierShippingAccountNumber:accountNumberRequired',
      ],
    ],
    [
      'restricted carrier not offered',
      { carrier: 'DHL', serviceLevel: 'Ground', accountNumber: '1' },
      bma,
      ['carrier:invalidSelection'],
    ],
    [
      'restricted service level of another carrier',
      { carrier: 'FedEx', serviceLevel: 'Ground', accountNumber: '1' },
      bma,
      ['carrierServiceLevel:invalidSelection'],
    ],
    [
      'free text: anything non-blank',
      { carrier: 'DHL', serviceLevel: 'Whatever', accountNumber: '1' },
      free,
      [],
    ],
  ])('%s', (_name, info, method, expected) => {
    expect(validateBillMyAccount(info, method).map((i) => `${i.field}:${i.messageCode}`)).toEqual(expected);
  });
});

describe('insurance (I-035, I-037)', () => {
  const rules = { offered: true, maxShipmentInsuranceAmount: 2_000_000 }; // 20000.00
  it.each<[string, boolean | undefined, unknown, CheckoutIssue[]]>([
    [
      'no choice',
      undefined,
      undefined,
      [{ section: 'shippingMethod', field: 'shippingInsured', messageCode: 'selectInsurance' }],
    ],
    ['not insured', false, undefined, []],
    ['insured, 1 (the minimum)', true, 1, []],
    ['insured, typed "250.75"', true, '250.75', []],
    ['insured, the maximum', true, '20000', []],
    [
      'insured, 0',
      true,
      0,
      [{ section: 'shippingMethod', field: 'shippingInsuranceAmount', messageCode: 'insuranceAmountTooLow' }],
    ],
    [
      'insured, 0.99',
      true,
      '0.99',
      [{ section: 'shippingMethod', field: 'shippingInsuranceAmount', messageCode: 'insuranceAmountTooLow' }],
    ],
    [
      'insured, not a number',
      true,
      'abc',
      [{ section: 'shippingMethod', field: 'shippingInsuranceAmount', messageCode: 'insuranceAmountTooLow' }],
    ],
    [
      'insured, blank',
      true,
      '',
      [{ section: 'shippingMethod', field: 'shippingInsuranceAmount', messageCode: 'insuranceAmountTooLow' }],
    ],
    [
      'insured, above the maximum',
      true,
      20000.01,
      [
        {
          section: 'shippingMethod',
          field: 'shippingInsuranceAmount',
          messageCode: 'insuranceAmountTooHigh',
          params: { amount: 20000 },
        },
      ],
    ],
    [
      'insured, more decimals than the currency has (O-058)',
      true,
      '1000.555',
      [{ section: 'shippingMethod', field: 'shippingInsuranceAmount', messageCode: 'invalidCurrencyValue' }],
    ],
    ['insured, two decimals', true, '1000.55', []],
  ])('%s', (_name, insured, amount, expected) => {
    expect(validateInsurance(insured, amount, rules)).toEqual(expected);
  });

  it('the decimals follow the currency (O-058): none in a currency without minor units', () => {
    expect(validateInsurance(true, '1000.5', { offered: true, currencyPrecision: 0 })).toEqual([
      { section: 'shippingMethod', field: 'shippingInsuranceAmount', messageCode: 'invalidCurrencyValue' },
    ]);
    expect(validateInsurance(true, '1000.555', { offered: true, currencyPrecision: 3 })).toEqual([]);
  });

  it('not offered by the method: nothing to choose', () => {
    expect(validateInsurance(undefined, undefined, { offered: false })).toEqual([]);
  });

  it.each([
    ['a valid amount', true, '2500', 2500],
    ['the maximum itself', true, '25000', 25000],
    ['over the maximum', true, '30000', null],
    ['far over (beyond the API bounds)', true, '99999999', null],
    ['below the minimum', true, '0', null],
    ['negative', true, '-5', null],
    ['three decimals', true, '12.345', null],
    ['not a number', true, 'abc', null],
    ['not insured', false, '2500', null],
  ])('priced charges carry %s as %s', (_name, insured, amount, expected) => {
    const rules = { offered: true, maxShipmentInsuranceAmount: 2_500_000 };
    expect(insuredAmountToPrice(insured, amount, rules)).toBe(expected);
  });

  it('the fallback maximum is 50000 (I-038)', () => {
    expect(validateInsurance(true, 50000, { offered: true })).toEqual([]);
    expect(validateInsurance(true, 50001, { offered: true })[0]?.params).toEqual({ amount: 50000 });
    expect(validateInsurance(true, 50001, { offered: true, currencyPrecision: 0 })[0]?.params).toEqual({
      amount: 50000,
    });
  });
});

describe('shipping instructions (I-034)', () => {
  it.each([
    ['empty', '', false, 0],
    ['1024 characters', 'x'.repeat(1024), false, 0],
    ['1025 characters', 'x'.repeat(1025), false, 1],
    ['1025 characters, but ignored by the method', 'x'.repeat(1025), true, 0],
  ])('%s', (_name, text, ignored, count) => {
    const issues = validateShippingInstructions(text, ignored);
    expect(issues).toHaveLength(count);
    if (count) expect(issues[0]).toMatchObject({ messageCode: 'invalidInput', params: { maxLength: 1024 } });
  });
});

describe('parseTypedAmount', () => {
  it.each([
    ['12', 12],
    [' 12.50 ', 12.5],
    ['.5', 0.5],
    [7, 7],
    ['', undefined],
    ['1,000', undefined],
    ['12a', undefined],
    [Number.NaN, undefined],
    [null, undefined],
  ])('%s → %s', (value, expected) => {
    expect(parseTypedAmount(value)).toBe(expected);
  });

  it.each([
    ['2320,50', true, 2320.5],
    [',5', true, 0.5],
    ['2320.50', true, 2320.5],
    ['2.320,50', true, undefined],
    ['2320,50', false, undefined],
    ['1,000', false, undefined],
  ])('%s with a decimal comma %s → %s (the display language writes decimals so)', (value, comma, expected) => {
    expect(parseTypedAmount(value, comma)).toBe(expected);
  });
});

describe('sections and submit (I-011, I-043, I-044, I-046, §5 Order option withdrawal)', () => {
  const ctx = { order: ORDER };
  const s = (over: Partial<CheckoutSelection>): CheckoutSelection => ({ ...VALID, ...over });
  it.each<[string, Partial<CheckoutSelection>, string[]]>([
    ['a valid selection', {}, []],
    [
      'no shipping address',
      { shippingAddress: undefined },
      ['shippingAddress:selectShippingAddress:-', 'shippingMethod:selectShippingMethod:notAllowedForAddress'],
    ],
    [
      'unknown shipping address',
      { shippingAddress: 'ship-9' },
      [
        'shippingAddress:selectShippingAddress:notInOptions',
        'shippingMethod:selectShippingMethod:notAllowedForAddress',
      ],
    ],
    ['no shipping method', { shippingMethod: undefined }, ['shippingMethod:selectShippingMethod:-']],
    [
      'a method of another address',
      { shippingMethod: 'EXPRESS_ship-2' },
      ['shippingMethod:selectShippingMethod:notAllowedForAddress'],
    ],
    [
      'an unknown method',
      { shippingMethod: 'TELEPORT' },
      ['shippingMethod:selectShippingMethod:notInOptions'],
    ],
    [
      'a hidden method (showMethod false)',
      { shippingMethod: 'HIDDEN' },
      ['shippingMethod:selectShippingMethod:notInOptions'],
    ],
    ['no billing address', { billingAddress: undefined }, ['billingAddress:selectBillingAddress:-']],
    [
      'unknown billing address',
      { billingAddress: 'ship-1' },
      ['billingAddress:selectBillingAddress:notInOptions'],
    ],
    ['no payment method', { paymentMethod: undefined }, ['paymentMethod:selectPaymentMethod:-']],
    [
      'unknown payment method',
      { paymentMethod: 'BITCOIN' },
      ['paymentMethod:selectPaymentMethod:notInOptions'],
    ],
    ['payment method within its credit limit', { paymentMethod: 'TERMS' }, []],
    [
      'service not offered',
      { additionalServices: ['photos', 'gift-wrap'] },
      ['additionalServices:invalidSelection:notAnOption'],
    ],
    ['services offered', { additionalServices: ['photos', 'testing'] }, []],
    [
      'insurance not chosen on an insurable method',
      { shippingInsured: undefined },
      ['shippingMethod:selectInsurance:-'],
    ],
    [
      'insurance not asked on a non-insurable method',
      { shippingMethod: 'EXPRESS_ship-1', shippingInsured: undefined },
      [],
    ],
    [
      'bill-my-account without its inputs',
      { shippingMethod: 'BILL_MY_ACCOUNT' },
      [
        'shippingMethod:carrierRequired:-',
        'shippingMethod:serviceLevelRequired:-',
        'shippingMethod:accountNumberRequired:-',
      ],
    ],
    [
      'bill-my-account complete',
      {
        shippingMethod: 'BILL_MY_ACCOUNT',
        billMyAccountInfo: { carrier: 'UPS', serviceLevel: 'Ground', accountNumber: '9' },
      },
      [],
    ],
    [
      'request-a-quote without a service level',
      { shippingMethod: 'REQUEST_A_QUOTE' },
      ['shippingMethod:serviceLevelRequired:-'],
    ],
    [
      'request-a-quote with one',
      { shippingMethod: 'REQUEST_A_QUOTE', requestAQuoteInfo: { serviceLevel: 'Economy' } },
      [],
    ],
    ['real-time method', { shippingMethod: 'RT_GROUND' }, []],
    [
      'instructions too long',
      { shippingInstruction: 'x'.repeat(1025) },
      ['shippingMethod:invalidInput:tooLong'],
    ],
    [
      'instructions too long but ignored by the method',
      { shippingMethod: 'EXPRESS_ship-1', shippingInstruction: 'x'.repeat(1025) },
      [],
    ],
  ])('%s', (_name, over, expected) => {
    const issues = validateCheckout(s(over), OPTIONS, ctx);
    expect(issues.map((i) => `${i.section}:${i.messageCode}:${i.reason ?? '-'}`)).toEqual(expected);
  });

  it('the method is withdrawn above maxDevicesInShipment', () => {
    const issues = validateCheckout(VALID, OPTIONS, { order: { units: 101, subtotal: 40_000 } });
    expect(issues).toEqual([
      {
        section: 'shippingMethod',
        field: 'shippingMethod',
        messageCode: 'selectShippingMethod',
        reason: 'maxDevicesExceeded',
      },
    ]);
    expect(validateCheckout(VALID, OPTIONS, { order: { units: 100, subtotal: 40_000 } })).toEqual([]);
  });

  it('the payment method is withdrawn above its creditLimit', () => {
    const terms = s({ paymentMethod: 'TERMS' });
    expect(validateCheckout(terms, OPTIONS, { order: { units: 1, subtotal: 50_000 } })).toEqual([]);
    expect(validateCheckout(terms, OPTIONS, { order: { units: 1, subtotal: 50_001 } })).toEqual([
      {
        section: 'paymentMethod',
        field: 'paymentMethod',
        messageCode: 'selectPaymentMethod',
        reason: 'creditLimitExceeded',
      },
    ]);
  });

  it('a real-time method is refused when quotes are unavailable (I-025)', () => {
    const issues = validateCheckout(s({ shippingMethod: 'RT_GROUND' }), OPTIONS, {
      ...ctx,
      realTimeAvailable: false,
    });
    expect(issues.map((i) => i.reason)).toEqual(['realTimeUnavailable']);
  });

  it('the request-a-quote freight amount is checked when the field is shown (I-030)', () => {
    const raq = s({
      shippingMethod: 'REQUEST_A_QUOTE',
      requestAQuoteInfo: { serviceLevel: 'Economy', amount: 'ten' },
    });
    expect(codes(validateCheckout(raq, OPTIONS, ctx))).toEqual([]);
    expect(codes(validateCheckout(raq, OPTIONS, { ...ctx, requestAQuoteAmountShown: true }))).toEqual([
      'freightNotANumber',
    ]);
  });

  it('validateSection checks only its own row (DONE, I-011)', () => {
    const broken = s({ paymentMethod: undefined, billingAddress: undefined });
    expect(codes(validateSection('shippingMethod', broken, OPTIONS, ctx))).toEqual([]);
    expect(codes(validateSection('paymentMethod', broken, OPTIONS, ctx))).toEqual(['selectPaymentMethod']);
  });
});

describe("summaries: one error's own message, several → 'Please fill the Required Fields' (I-045)", () => {
  it('none', () => expect(summarizeIssues([])).toBeUndefined());
  it('one', () => {
    expect(
      summarizeIssues([
        {
          section: 'shippingMethod',
          field: 'shippingInsuranceAmount',
          messageCode: 'insuranceAmountTooHigh',
          params: { amount: 20000 },
        },
      ]),
    ).toEqual({ messageCode: 'insuranceAmountTooHigh', params: { amount: 20000 } });
  });
  it('several', () => {
    const issues = validateCheckout(
      { ...VALID, paymentMethod: undefined, billingAddress: undefined },
      OPTIONS,
    );
    expect(summarizeIssues(issues)).toEqual({ messageCode: 'fillRequiredFields' });
  });
});

describe("'Please finalize the following: {fields}' (I-012)", () => {
  const t = createTranslate(specDictionary);
  it.each<[string, Parameters<typeof sectionsToFinalize>[0], string | undefined]>([
    ['no open row', [], undefined],
    ['one', ['paymentMethod'], 'Please finalize the following: Payment Method'],
    [
      'several, named in page order, once each',
      ['paymentMethod', 'shippingAddress', 'paymentMethod', 'additionalServices'],
      'Please finalize the following: Shipping Address, Payment Method, Additional Services',
    ],
  ])('%s', (_name, open, expected) => {
    expect(buildFinalizeMessage(open, t)).toBe(expected);
  });

  it('falls back to the spec text without a dictionary', () => {
    expect(buildFinalizeMessage(['shippingMethod'], () => undefined)).toBe(
      'Please finalize the following: shippingMethod',
    );
  });
});
