import { EMPTY_SAVED_PREFERENCES, type SavedPreferences } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  addressTitle,
  initialPreferencesState,
  paymentMethodChoices,
  preferenceIssues,
  preferencesReducer,
  shippingMethodChoices,
  toCheckoutOptions,
  toSavedPreferences,
} from './preferences-form.ts';
import { address, optionsFixture } from './test-builders.ts';

const P = 2;
const api = optionsFixture();
const options = toCheckoutOptions(api, P);

const saved = (over: {
  shippingAddressId?: string | null;
  details?: Partial<SavedPreferences['shippingOption']['shippingOptionDetails']>;
  billingAddressId?: string | null;
  paymentMethodCode?: string | null;
  services?: string[];
}): SavedPreferences => ({
  shippingOption: {
    shippingAddressId: over.shippingAddressId ?? null,
    shippingOptionDetails: {
      ...EMPTY_SAVED_PREFERENCES.shippingOption.shippingOptionDetails,
      ...over.details,
    },
  },
  paymentOption: {
    billingAddressId: over.billingAddressId ?? null,
    paymentOptionDetails: { paymentMethodCode: over.paymentMethodCode ?? null },
  },
  services: over.services ?? [],
});

describe('toCheckoutOptions', () => {
  it('turns the option amounts into minor units for the domain rules', () => {
    expect(options.maxShipmentInsuranceAmount).toBe(2_000_000);
    expect(options.paymentMethods.map((m) => m.creditLimit)).toEqual([null, 2_500_050]);
  });

  it('withdraws hidden payment methods and knows REQUEST_A_QUOTE by its code, as checkout does (I-024, I-027)', () => {
    const withRaq = optionsFixture();
    withRaq.otherShippingMethods.push({
      ...withRaq.otherShippingMethods[0]!,
      code: 'REQUEST_A_QUOTE',
      label: 'Request a Quote',
    });
    withRaq.paymentMethods[1] = { ...withRaq.paymentMethods[1]!, showMethod: false };
    const mapped = toCheckoutOptions(withRaq, P);
    expect(mapped.otherShippingMethods.map((m) => m.code)).not.toContain('REQUEST_A_QUOTE');
    expect(paymentMethodChoices(withRaq, mapped).map((c) => c.code)).toEqual(['WIRE']);
    // Offered for every address, labelled with the tenant's own label.
    expect(shippingMethodChoices(withRaq, mapped, 'ship-2', 'fallback').map((c) => c.label)).toEqual([
      'Standard',
      'Bill My Account',
      'Request a Quote',
    ]);
  });
});

describe('initialPreferencesState (J-007, I-022)', () => {
  it('starts from saved choices that still fit', () => {
    const { selection, openSections } = initialPreferencesState(
      options,
      saved({
        shippingAddressId: 'ship-1',
        details: {
          shippingMethodCode: 'STANDARD_SHIP-1',
          insured: true,
          insuredAmount: 500,
          shippingInstructions: 'Dock 4',
        },
        billingAddressId: 'bill-1',
        paymentMethodCode: 'WIRE',
        services: ['svc-test'],
      }),
      P,
    );
    expect(selection).toMatchObject({
      shippingAddress: 'ship-1',
      shippingMethod: 'STANDARD_SHIP-1',
      shippingInsured: true,
      shippingInsuranceAmount: 500,
      shippingInstruction: 'Dock 4',
      billingAddress: 'bill-1',
      paymentMethod: 'WIRE',
      additionalServices: ['svc-test'],
    });
    expect(openSections).toEqual([]);
  });

  it('drops a method that no longer fits the address, and unavailable payment methods and services', () => {
    const { selection, openSections } = initialPreferencesState(
      options,
      saved({
        shippingAddressId: 'ship-2',
        details: { shippingMethodCode: 'EXPRESS_SHIP-1' },
        billingAddressId: 'gone',
        paymentMethodCode: 'CHEQUE',
        services: ['svc-gone', 'svc-test'],
      }),
      P,
    );
    // The method is re-picked as the first one allowed for ship-2 (I-023); the billing address falls back to
    // the first one; with two payment methods the buyer must pick (I-041), so that row starts open.
    expect(selection.shippingAddress).toBe('ship-2');
    expect(selection.shippingMethod).toBe('STANDARD_SHIP-2');
    expect(selection.billingAddress).toBe('bill-1');
    expect(selection.paymentMethod).toBeUndefined();
    expect(selection.additionalServices).toEqual(['svc-test']);
    expect(openSections).toEqual(['paymentMethod']);
  });

  it('does not ask the request-a-quote service level, which preferences cannot store', () => {
    const { selection, openSections } = initialPreferencesState(
      options,
      saved({
        shippingAddressId: 'ship-1',
        details: { shippingMethodCode: 'REQUEST_A_QUOTE' },
        paymentMethodCode: 'WIRE',
      }),
      P,
    );
    expect(selection.shippingMethod).toBe('REQUEST_A_QUOTE');
    expect(openSections).toEqual([]);
    expect(preferenceIssues(selection, options, P)).toEqual([]);
  });
});

describe('preferencesReducer (part 2 §4 dependencies, J-002)', () => {
  const start = initialPreferencesState(
    options,
    saved({
      shippingAddressId: 'ship-1',
      details: { shippingMethodCode: 'STANDARD_SHIP-1', insured: true, insuredAmount: 100 },
      paymentMethodCode: 'WIRE',
    }),
    P,
  );
  const run = (...events: Parameters<typeof preferencesReducer>[1][]) =>
    events.reduce((s, e) => preferencesReducer(s, e, options, P), start);

  it('a new address resets the method and clears the insurance', () => {
    const s = run({ type: 'shippingAddressSelected', id: 'ship-2' });
    expect(s.selection.shippingMethod).toBe('STANDARD_SHIP-2');
    expect(s.selection.shippingInsured).toBeUndefined();
  });

  it('DONE keeps a row open while a field rule fails, and closes it once fixed (J-009)', () => {
    let s = run(
      { type: 'sectionOpened', section: 'shippingMethod' },
      { type: 'shippingMethodSelected', code: 'BILL_MY_ACCOUNT' },
      { type: 'sectionDone', section: 'shippingMethod' },
    );
    expect(s.openSections).toContain('shippingMethod');
    expect(preferenceIssues(s.selection, options, P).map((i) => i.messageCode)).toEqual([
      'carrierRequired',
      'serviceLevelRequired',
      'accountNumberRequired',
    ]);
    s = [
      { type: 'carrierSelected', carrier: 'UPS' } as const,
      { type: 'billMyAccountEdited', accountNumber: '1Z999' } as const,
      { type: 'sectionDone', section: 'shippingMethod' } as const,
    ].reduce((acc, e) => preferencesReducer(acc, e, options, P), s);
    expect(s.selection.billMyAccountInfo).toEqual({
      carrier: 'UPS',
      serviceLevel: 'Ground',
      accountNumber: '1Z999',
    });
    expect(s.openSections).not.toContain('shippingMethod');
  });

  it('DONE on a request-a-quote method closes without a service level', () => {
    const s = run(
      { type: 'sectionOpened', section: 'shippingMethod' },
      { type: 'shippingMethodSelected', code: 'REQUEST_A_QUOTE' },
      { type: 'sectionDone', section: 'shippingMethod' },
    );
    expect(s.openSections).not.toContain('shippingMethod');
  });

  it('insurance rules match checkout: a choice, at least 1, at most the maximum', () => {
    const s = run(
      { type: 'shippingMethodSelected', code: 'EXPRESS_SHIP-1' },
      { type: 'shippingMethodSelected', code: 'STANDARD_SHIP-1' },
    );
    expect(preferenceIssues(s.selection, options, P).map((i) => i.messageCode)).toEqual(['selectInsurance']);
    const tooHigh = preferencesReducer(
      preferencesReducer(s, { type: 'insuranceChosen', insured: true }, options, P),
      { type: 'insuranceAmountApplied', amount: '20000.01' },
      options,
      P,
    );
    expect(preferenceIssues(tooHigh.selection, options, P)).toEqual([
      expect.objectContaining({ messageCode: 'insuranceAmountTooHigh', params: { amount: 20_000 } }),
    ]);
    const tooLow = preferencesReducer(tooHigh, { type: 'insuranceAmountApplied', amount: '0' }, options, P);
    expect(preferenceIssues(tooLow.selection, options, P).map((i) => i.messageCode)).toEqual([
      'insuranceAmountTooLow',
    ]);
  });

  it('asks for a payment method before saving', () => {
    const s = run({ type: 'paymentMethodSelected', code: '' });
    expect(preferenceIssues(s.selection, options, P).map((i) => i.messageCode)).toEqual([
      'selectPaymentMethod',
    ]);
  });
});

describe('toSavedPreferences (J-006)', () => {
  it('builds the saved shape, keeping bill-my-account inputs only with that method', () => {
    const s = initialPreferencesState(
      options,
      saved({
        shippingAddressId: 'ship-1',
        details: {
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          carrier: 'FedEx',
          carrierServiceLevel: 'Priority',
          carrierShippingAccountNumber: ' 42 ',
          shippingInstructions: '  ',
        },
        billingAddressId: 'bill-1',
        paymentMethodCode: 'TERMS_NET_30',
        services: ['svc-test'],
      }),
      P,
    );
    expect(toSavedPreferences(s.selection, options)).toEqual({
      shippingOption: {
        shippingAddressId: 'ship-1',
        shippingOptionDetails: {
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          carrier: 'FedEx',
          carrierServiceLevel: 'Priority',
          carrierShippingAccountNumber: '42',
          shippingInstructions: null,
          insured: null,
          insuredAmount: null,
        },
      },
      paymentOption: {
        billingAddressId: 'bill-1',
        paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' },
      },
      services: ['svc-test'],
    });
    const other = preferencesReducer(
      s,
      { type: 'shippingMethodSelected', code: 'STANDARD_SHIP-1' },
      options,
      P,
    );
    const insured = preferencesReducer(other, { type: 'insuranceChosen', insured: true }, options, P);
    expect(toSavedPreferences(insured.selection, options).shippingOption.shippingOptionDetails).toMatchObject(
      {
        carrier: null,
        carrierServiceLevel: null,
        carrierShippingAccountNumber: null,
        insured: true,
        insuredAmount: 20_000,
      },
    );
  });

  it('drops instructions for a method that ignores them (I-034)', () => {
    const s = initialPreferencesState(
      options,
      saved({
        shippingAddressId: 'ship-1',
        details: { shippingMethodCode: 'EXPRESS_SHIP-1', shippingInstructions: 'Ring twice' },
      }),
      P,
    );
    expect(
      toSavedPreferences(s.selection, options).shippingOption.shippingOptionDetails.shippingInstructions,
    ).toBeNull();
  });
});

describe('choices and labels', () => {
  it('lists the methods allowed for the address, then bill-my-account and request-a-quote', () => {
    expect(shippingMethodChoices(api, options, 'ship-1', 'Request a Quote').map((c) => c.label)).toEqual([
      'Standard',
      'Express',
      'Bill My Account',
      'Request a Quote',
    ]);
    expect(paymentMethodChoices(api, options).map((c) => c.code)).toEqual(['WIRE', 'TERMS_NET_30']);
  });

  it('names an address by its own label, else its ship-to or billing name, and prints the rest as lines', () => {
    expect(addressTitle(address('a', 'A', { customLabel: 'Dock' }))).toBe('Dock');
    expect(addressTitle(address('a', 'A'))).toBe('Harbor Traders');
    expect(addressTitle(address('a', 'A', { fields: { BillingCustomerName: 'Harbor LLC' } }))).toBe(
      'Harbor LLC',
    );
    expect(addressTitle(address('a', 'One line', { fields: {} }))).toBe('One line');
    expect(addressLines(address('a', 'A', { customLabel: 'Dock' }))[0]).toBe('Harbor Traders');
    expect(addressLines(address('a', 'A', { address2: 'Suite 5' }))).toEqual([
      '100 Harbor Way',
      'Suite 5',
      'Miami, FL 33101',
      'United States',
    ]);
  });
});
