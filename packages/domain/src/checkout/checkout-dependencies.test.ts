import { describe, expect, it } from 'vitest';
import {
  type ButtonInputs,
  type CheckoutEvent,
  type CheckoutState,
  checkoutButtons,
  checkoutReducer,
  initialCheckoutState,
  isHoldOrderUntilShippingQuote,
  newOrderNeedsProof,
  type SavedPreferences,
  sanitizePreferences,
  statusAfterSubmit,
  submitIntent,
} from './checkout-dependencies.ts';
import { OPTIONS, ORDER, VALID } from './checkout-fixtures.test-data.ts';
import { allowedPaymentMethods, allowedShippingMethods, type CheckoutOptions } from './checkout-options.ts';

const ctx = { order: ORDER };
const start = (over: Partial<CheckoutState> = {}): CheckoutState => ({
  selection: { ...VALID, shippingInsured: true, shippingInsuranceAmount: '250' },
  openSections: [],
  ...over,
});
const run = (events: CheckoutEvent[], state = start(), options: CheckoutOptions = OPTIONS, c = ctx) =>
  events.reduce((s, e) => checkoutReducer(s, e, options, c), state);

describe('allowed options (I-023…I-025, §5 Order option withdrawal)', () => {
  it.each([
    ['ship-1', ['STANDARD_ship-1', 'EXPRESS_ship-1', 'RT_GROUND', 'BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE']],
    ['ship-2', ['EXPRESS_ship-2', 'RT_GROUND', 'BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE']],
    ['ship-3', ['RT_GROUND', 'BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE']],
  ])('methods for %s, in pick order', (address, expected) => {
    expect(allowedShippingMethods(OPTIONS, address, ctx)).toEqual(expected);
  });

  it('withdraws a method above its maxDevicesInShipment and real-time methods when unavailable', () => {
    expect(
      allowedShippingMethods(OPTIONS, 'ship-1', {
        order: { units: 101, subtotal: 1 },
        realTimeAvailable: false,
      }),
    ).toEqual(['EXPRESS_ship-1', 'BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE']);
  });

  it('offers request-a-quote as the real-time fallback even without service levels in the payload', () => {
    const noRaq = { ...OPTIONS, requestAQuoteServiceLevels: null };
    expect(allowedShippingMethods(noRaq, 'ship-3', ctx)).toContain('REQUEST_A_QUOTE');
    const noRealTime = { ...noRaq, realTimeQuoteShippingMethods: [] };
    expect(allowedShippingMethods(noRealTime, 'ship-3', ctx)).toEqual(['BILL_MY_ACCOUNT']);
  });

  it('withdraws a payment method above its credit limit', () => {
    expect(allowedPaymentMethods(OPTIONS, { order: { units: 1, subtotal: 50_001 } })).toEqual([
      'WIRE',
      'INTEGRATED_PAYPAL',
    ]);
    expect(allowedPaymentMethods(OPTIONS)).toEqual(['WIRE', 'TERMS', 'INTEGRATED_PAYPAL']);
  });
});

describe('checkoutReducer: the part 2 §4 Checkout dependencies', () => {
  it('an address change resets the method to the first allowed there and unsets the insurance (I-023, I-036)', () => {
    const s = run([{ type: 'shippingAddressSelected', id: 'ship-2' }]);
    expect(s.selection).toMatchObject({
      shippingAddress: 'ship-2',
      shippingMethod: 'EXPRESS_ship-2',
      shippingInsured: undefined,
      shippingInsuranceAmount: undefined,
    });
  });

  it('an address change that leaves the same method keeps the insurance choice: the method did not change (I-036)', () => {
    const s = run(
      [{ type: 'shippingAddressSelected', id: 'ship-3' }],
      start({
        selection: {
          ...VALID,
          shippingMethod: 'RT_GROUND',
          shippingInsured: true,
          shippingInsuranceAmount: '250',
        },
      }),
    );
    expect(s.selection).toMatchObject({
      shippingAddress: 'ship-3',
      shippingMethod: 'RT_GROUND',
      shippingInsured: true,
      shippingInsuranceAmount: '250',
    });
  });

  it('an address change takes the new method’s ignoreShippingInstructions (I-034)', () => {
    const s = run(
      [{ type: 'shippingAddressSelected', id: 'ship-1' }],
      start({ selection: { ...VALID, shippingAddress: 'ship-2', shippingMethod: 'EXPRESS_ship-2' } }),
      { ...OPTIONS, shippingAddressIdShippingMethodCodeMapping: { 'ship-1': ['EXPRESS_ship-1'] } },
    );
    expect(s.selection).toMatchObject({ shippingMethod: 'EXPRESS_ship-1', ignoreShippingInstructions: true });
  });

  it('picking the address already chosen changes nothing', () => {
    const before = start();
    expect(run([{ type: 'shippingAddressSelected', id: 'ship-1' }], before)).toBe(before);
  });

  it('an address with no method at all clears the method', () => {
    const bare: CheckoutOptions = {
      ...OPTIONS,
      billMyAccountShippingMethod: null,
      realTimeQuoteShippingMethods: [],
      requestAQuoteServiceLevels: null,
    };
    expect(
      run([{ type: 'shippingAddressSelected', id: 'ship-3' }], start(), bare).selection.shippingMethod,
    ).toBeUndefined();
  });

  it('a method change clears the insurance choice (I-036) and request-a-quote means hold until quote (I-027)', () => {
    const s = run([{ type: 'shippingMethodSelected', code: 'REQUEST_A_QUOTE' }]);
    expect(s.selection.shippingInsured).toBeUndefined();
    expect(s.selection.shippingInsuranceAmount).toBeUndefined();
    expect(isHoldOrderUntilShippingQuote(s.selection)).toBe(true);
    expect(isHoldOrderUntilShippingQuote(VALID)).toBe(false);
  });

  it('choosing the same method again keeps the insurance', () => {
    const before = start();
    expect(run([{ type: 'shippingMethodSelected', code: 'STANDARD_ship-1' }], before)).toBe(before);
  });

  it('keeps what was typed for bill-my-account when switching away and back', () => {
    const s = run([
      { type: 'shippingMethodSelected', code: 'BILL_MY_ACCOUNT' },
      { type: 'carrierSelected', carrier: 'UPS' },
      { type: 'billMyAccountEdited', accountNumber: 'A-1' },
      { type: 'shippingMethodSelected', code: 'STANDARD_ship-1' },
      { type: 'shippingMethodSelected', code: 'BILL_MY_ACCOUNT' },
    ]);
    expect(s.selection.billMyAccountInfo).toEqual({
      carrier: 'UPS',
      serviceLevel: 'Ground',
      accountNumber: 'A-1',
    });
  });

  it.each([
    ['UPS', 'Ground'],
    ['FedEx', 'Priority Overnight'],
    ['DHL', ''],
  ])('choosing carrier %s resets the service level to %s (I-033)', (carrier, level) => {
    const s = run(
      [{ type: 'carrierSelected', carrier }],
      start({
        selection: { ...VALID, billMyAccountInfo: { carrier: 'X', serviceLevel: 'Old', accountNumber: '1' } },
      }),
    );
    expect(s.selection.billMyAccountInfo).toEqual({ carrier, serviceLevel: level, accountNumber: '1' });
  });

  it('free-text service levels: a carrier change blanks the level', () => {
    const free = {
      ...OPTIONS,
      billMyAccountShippingMethod: {
        ...OPTIONS.billMyAccountShippingMethod!,
        carrierServiceLevelsRestricted: false,
      },
    };
    const s = run([{ type: 'carrierSelected', carrier: 'UPS' }], start(), free);
    expect(s.selection.billMyAccountInfo.serviceLevel).toBe('');
  });

  it.each<[string, string | undefined, string | undefined, boolean]>([
    ['on a real-time method → request-a-quote, row opened', 'RT_GROUND', 'REQUEST_A_QUOTE', true],
    ['with no method → request-a-quote', undefined, 'REQUEST_A_QUOTE', true],
    ['on a standard method → unchanged', 'STANDARD_ship-1', 'STANDARD_ship-1', false],
  ])('real-time unavailable %s (I-025)', (_name, method, expected, opened) => {
    const s = run(
      [{ type: 'realTimeAvailabilityChanged', available: false }],
      start({ selection: { ...VALID, shippingMethod: method } }),
    );
    expect(s.selection.shippingMethod).toBe(expected);
    expect(s.openSections.includes('shippingMethod')).toBe(opened);
  });

  it('real-time available again changes nothing', () => {
    const before = start();
    expect(run([{ type: 'realTimeAvailabilityChanged', available: true }], before)).toBe(before);
  });

  it.each<[string, number, number]>([
    ['the subtotal when below the maximum', 40_000, 400],
    ['the maximum when below the subtotal', 9_000_000, 20_000],
  ])('choosing insurance proposes %s (I-038)', (_name, subtotal, expected) => {
    const s = run(
      [{ type: 'insuranceChosen', insured: true }],
      start({ selection: { ...VALID, shippingInsured: undefined } }),
      OPTIONS,
      { order: { units: 1, subtotal } },
    );
    expect(s.selection).toMatchObject({ shippingInsured: true, shippingInsuranceAmount: expected });
  });

  it('the 50000 fallback maximum applies without maxShipmentInsuranceAmount (I-038)', () => {
    const s = run(
      [{ type: 'insuranceChosen', insured: true }],
      start({ selection: { ...VALID, shippingInsured: undefined } }),
      { ...OPTIONS, maxShipmentInsuranceAmount: null },
      { order: { units: 1, subtotal: 9_000_000 } },
    );
    expect(s.selection.shippingInsuranceAmount).toBe(50_000);
  });

  it('declining insurance drops the amount; an applied amount is kept as typed (I-039)', () => {
    expect(
      run([{ type: 'insuranceChosen', insured: false }]).selection.shippingInsuranceAmount,
    ).toBeUndefined();
    expect(run([{ type: 'insuranceAmountApplied', amount: '123.4' }]).selection.shippingInsuranceAmount).toBe(
      '123.4',
    );
  });

  it.each<[string, CheckoutOptions, boolean]>([
    ['several payment methods → the payment row opens', OPTIONS, true],
    ['a single one → it stays closed', { ...OPTIONS, paymentMethods: [{ code: 'WIRE' }] }, false],
  ])('billing address: %s (I-041)', (_name, options, opens) => {
    const s = run([{ type: 'billingAddressSelected', id: 'bill-2' }], start(), options);
    expect(s.selection.billingAddress).toBe('bill-2');
    expect(s.openSections.includes('paymentMethod')).toBe(opens);
  });

  it('DONE closes a valid row and keeps an invalid one open (I-010, I-011)', () => {
    const opened = run([{ type: 'sectionOpened', section: 'paymentMethod' }]);
    expect(opened.openSections).toEqual(['paymentMethod']);
    expect(run([{ type: 'sectionDone', section: 'paymentMethod' }], opened).openSections).toEqual([]);
    const invalid = run([{ type: 'sectionDone', section: 'paymentMethod' }], {
      ...opened,
      selection: { ...opened.selection, paymentMethod: undefined },
    });
    expect(invalid.openSections).toEqual(['paymentMethod']);
  });

  it('simple edits', () => {
    const s = run([
      { type: 'paymentMethodSelected', code: 'TERMS' },
      { type: 'additionalServicesChanged', ids: ['photos'] },
      { type: 'shippingInstructionEdited', text: 'Dock 4' },
      { type: 'requestAQuoteEdited', serviceLevel: 'Economy' },
    ]);
    expect(s.selection).toMatchObject({
      paymentMethod: 'TERMS',
      additionalServices: ['photos'],
      shippingInstruction: 'Dock 4',
      requestAQuoteInfo: { serviceLevel: 'Economy' },
    });
  });
});

describe('saved preferences (J-007, I-022)', () => {
  const prefs: SavedPreferences = {
    shippingOption: {
      shippingAddressId: 'ship-2',
      shippingOptionDetails: {
        shippingMethodCode: 'EXPRESS_ship-2',
        shippingInstructions: 'Call first',
        insured: true,
        insuredAmount: 300,
      },
    },
    paymentOption: { billingAddressId: 'bill-2', paymentOptionDetails: { paymentMethodCode: 'TERMS' } },
    services: ['testing', 'gone'],
  };

  it('keeps what still fits and clears what is no longer offered', () => {
    expect(sanitizePreferences(prefs, OPTIONS)).toEqual({
      shippingOption: {
        shippingAddressId: 'ship-2',
        shippingOptionDetails: {
          shippingMethodCode: 'EXPRESS_ship-2',
          shippingInstructions: 'Call first',
          insured: true,
          insuredAmount: 300,
        },
      },
      paymentOption: { billingAddressId: 'bill-2', paymentOptionDetails: { paymentMethodCode: 'TERMS' } },
      services: ['testing'],
    });
  });

  it('drops a method that no longer fits its address, and the insurance with it', () => {
    const moved = { ...prefs, shippingOption: { ...prefs.shippingOption, shippingAddressId: 'ship-1' } };
    expect(sanitizePreferences(moved, OPTIONS).shippingOption).toEqual({
      shippingAddressId: 'ship-1',
      shippingOptionDetails: null,
    });
  });

  it('clears removed addresses and payment methods', () => {
    const options = {
      ...OPTIONS,
      shippingAddresses: [{ id: 'ship-1' }],
      billingAddresses: [{ id: 'bill-1' }],
      paymentMethods: [{ code: 'WIRE' }],
    };
    expect(sanitizePreferences(prefs, options)).toEqual({
      shippingOption: { shippingAddressId: null, shippingOptionDetails: null },
      paymentOption: { billingAddressId: null, paymentOptionDetails: null },
      services: ['testing'],
    });
  });

  it('at checkout, drops a payment method above its credit limit', () => {
    expect(
      sanitizePreferences(prefs, OPTIONS, { order: { units: 1, subtotal: 60_000 } }).paymentOption,
    ).toEqual({
      billingAddressId: 'bill-2',
      paymentOptionDetails: null,
    });
  });

  it('insurance only goes with a method that offers it', () => {
    const p: SavedPreferences = {
      shippingOption: {
        shippingAddressId: 'ship-1',
        shippingOptionDetails: { shippingMethodCode: 'EXPRESS_ship-1', insured: true, insuredAmount: 5 },
      },
    };
    expect(sanitizePreferences(p, OPTIONS).shippingOption?.shippingOptionDetails).toMatchObject({
      insured: null,
      insuredAmount: null,
    });
  });

  it('nothing saved → empty preferences', () => {
    expect(sanitizePreferences(undefined, OPTIONS)).toEqual({
      shippingOption: { shippingAddressId: null, shippingOptionDetails: null },
      paymentOption: { billingAddressId: null, paymentOptionDetails: null },
      services: [],
    });
  });

  it('the checkout starts from valid preferences, every row closed', () => {
    const s = initialCheckoutState(OPTIONS, prefs, ctx);
    expect(s.selection).toMatchObject({
      shippingAddress: 'ship-2',
      shippingMethod: 'EXPRESS_ship-2',
      shippingInsured: true,
      shippingInsuranceAmount: 300,
      shippingInstruction: 'Call first',
      billingAddress: 'bill-2',
      paymentMethod: 'TERMS',
      additionalServices: ['testing'],
    });
    expect(s.openSections).toEqual([]);
  });

  it('without preferences: first addresses, first allowed method; the rows needing a choice open', () => {
    const s = initialCheckoutState(OPTIONS, null, ctx);
    expect(s.selection).toMatchObject({
      shippingAddress: 'ship-1',
      shippingMethod: 'STANDARD_ship-1',
      shippingInsured: undefined,
      billingAddress: 'bill-1',
      paymentMethod: undefined,
    });
    // insurance must be chosen on STANDARD_ship-1, and there are several payment methods to pick from
    expect(s.openSections).toEqual(['shippingMethod', 'paymentMethod']);
  });

  it('a single payment method is preselected', () => {
    const s = initialCheckoutState({ ...OPTIONS, paymentMethods: [{ code: 'WIRE' }] }, null, ctx);
    expect(s.selection.paymentMethod).toBe('WIRE');
  });

  it('bill-my-account preferences fill its inputs', () => {
    const p: SavedPreferences = {
      shippingOption: {
        shippingAddressId: 'ship-1',
        shippingOptionDetails: {
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          carrier: 'UPS',
          carrierServiceLevel: 'Ground',
          carrierShippingAccountNumber: '42',
          insured: false,
        },
      },
    };
    expect(initialCheckoutState(OPTIONS, p, ctx).selection).toMatchObject({
      shippingMethod: 'BILL_MY_ACCOUNT',
      shippingInsured: false,
      billMyAccountInfo: { carrier: 'UPS', serviceLevel: 'Ground', accountNumber: '42' },
    });
  });
});

describe('checkoutButtons (I-016…I-020, P-034, Q-054)', () => {
  const base: ButtonInputs = { mode: 'new', holdOrderUntilShippingQuote: false };
  const shown = (input: Partial<ButtonInputs>) =>
    checkoutButtons({ ...base, ...input }).buttons.map(
      (b) => `${b.labelKey}${b.disabled ? '(disabled)' : ''}`,
    );

  it.each<[string, Partial<ButtonInputs>, string[]]>([
    ['default', {}, ['payAndShipNow', 'holdOrderForLater', 'cancel']],
    [
      'manual sync: the pay button reads Place Order',
      { salesOrderUpdateMethod: 'ALL_VIA_PHONEX_AND_HAS_EXTERNAL_SYSTEM' },
      ['placeOrder', 'holdOrderForLater', 'cancel'],
    ],
    [
      'any other update method is automatic (Q-078)',
      { salesOrderUpdateMethod: 'ALL_VIA_PHONEX' },
      ['payAndShipNow', 'holdOrderForLater', 'cancel'],
    ],
    [
      'single-button flow hides Hold Order For Later',
      { singleButtonOrderFlow: true },
      ['payAndShipNow', 'cancel'],
    ],
    [
      'single-button flow under manual sync',
      { singleButtonOrderFlow: true, salesOrderUpdateMethod: 'ALL_VIA_PHONEX_AND_HAS_EXTERNAL_SYSTEM' },
      ['placeOrder', 'cancel'],
    ],
    [
      'request-a-quote: hold until the quote only',
      { holdOrderUntilShippingQuote: true },
      ['holdOrderUntilShippingQuote', 'cancel'],
    ],
    ['adding to an existing order', { mode: 'addToExisting' }, ['updateOrder', 'cancel']],
    [
      'proof of export pending: pay disabled',
      { disablePayAndShipNow: true },
      ['payAndShipNow(disabled)', 'holdOrderForLater', 'cancel'],
    ],
    ['without pay permission', { canPayAndShipNow: false }, ['holdOrderForLater', 'cancel']],
    [
      'a new order the proof-of-export rule covers: pay disabled, hold offered (H-010)',
      { proofOfExportFirst: true },
      ['payAndShipNow(disabled)', 'holdOrderForLater', 'cancel'],
    ],
    ['without cancel permission: no holds (L-020)', { canCancelOrder: false }, ['payAndShipNow', 'cancel']],
  ])('%s', (_name, input, expected) => {
    expect(shown(input)).toEqual(expected);
  });

  it.each<[string, Partial<ButtonInputs>, string | undefined]>([
    [
      'disabled, no documents pending → the warning',
      { disablePayAndShipNow: true, pendingDocumentsCount: 0 },
      'payAndShipNowDisabled',
    ],
    [
      'disabled, documents pending → no warning (the upload dialog speaks)',
      { disablePayAndShipNow: true, pendingDocumentsCount: 2 },
      undefined,
    ],
    ['enabled → no warning', {}, undefined],
    [
      'a new order the rule covers → says to hold it first',
      { proofOfExportFirst: true, pendingDocumentsCount: 0 },
      'proofOfExportRequired',
    ],
  ])('proof-of-export warning: %s (I-020)', (_name, input, warning) => {
    expect(checkoutButtons({ ...base, ...input }).warningKey).toBe(warning);
  });
});

describe('newOrderNeedsProof (H-010)', () => {
  it.each<[string, Parameters<typeof newOrderNeedsProof>[0], string | undefined, boolean]>([
    ['no rule', null, 'US', false],
    ['every order', { allOrders: true, homeCountry: null }, 'US', true],
    ['export orders, shipped abroad', { allOrders: false, homeCountry: 'US' }, 'CA', true],
    ['export orders, shipped at home', { allOrders: false, homeCountry: 'US' }, 'us ', false],
    ['export orders, no address yet', { allOrders: false, homeCountry: 'US' }, undefined, false],
    ['off', { allOrders: false, homeCountry: null }, 'CA', false],
  ])('%s', (_name, rule, country, expected) => {
    expect(newOrderNeedsProof(rule, country)).toBe(expected);
  });
});

describe('submitting (I-052, I-053, I-064, I-067, Q-044)', () => {
  it.each<[Parameters<typeof submitIntent>[0], string | undefined, boolean, string | null]>([
    ['PAY_AND_SHIP_NOW', 'WIRE', true, 'PAY_AND_SHIP_NOW'],
    ['PAY_AND_SHIP_NOW', 'INTEGRATED_PAYPAL', false, 'PAY_AND_SHIP_NOW'],
    ['HOLD_FOR_LATER', 'WIRE', false, 'HOLD_ORDER'],
    ['HOLD_UNTIL_SHIPPING_QUOTE', 'WIRE', false, 'HOLD_UNTIL_SHIPPING_QUOTE'],
    ['UPDATE_ORDER', 'WIRE', false, null],
  ])('%s with %s → readyToRelease %s, confirmation %s', (action, payment, readyToRelease, typeOfConfirmation) => {
    expect(submitIntent(action, payment)).toEqual({ readyToRelease, typeOfConfirmation });
  });

  it.each([
    ['REQUEST_A_QUOTE', false, 'WIRE', 'AWAITING_SHIPPING_QUOTE'],
    ['REQUEST_A_QUOTE', true, 'WIRE', 'AWAITING_SHIPPING_QUOTE'],
    ['STANDARD_ship-1', false, 'WIRE', 'ON_HOLD'],
    ['STANDARD_ship-1', true, 'WIRE', 'AWAITING_PAYMENT'],
    ['STANDARD_ship-1', true, 'INTEGRATED_PAYPAL', 'ON_HOLD'],
  ])('status after submit: %s, readyToRelease %s, %s → %s', (shippingMethodCode, readyToRelease, paymentMethodCode, status) => {
    expect(
      statusAfterSubmit({
        shippingMethodCode,
        readyToRelease,
        paymentMethodCode,
        onReleaseFulfillmentStatusTo: 'AWAITING_PAYMENT',
      }),
    ).toBe(status);
  });
});
