import { SubmissionBody } from '@portico/contract';
import {
  allowedPaymentMethods,
  allowedShippingMethods,
  buildFinalizeMessage,
  checkoutButtons,
  checkoutReducer,
  EMPTY_SELECTION,
  initialCheckoutState,
  type Translate,
  validateCheckout,
} from '@portico/domain';
import { describe, expect, it } from 'vitest';
import {
  addressDisplay,
  addressLines,
  buildChargesRequest,
  buildSubmission,
  computeState,
  createLatestGate,
  domainContext,
  realTimeAvailableFrom,
  toDomainOptions,
} from './checkout-model.ts';
import { address, line, testCharges, testPayload } from './test-payload.ts';

const payload = testPayload();
const options = toDomainOptions(payload);
const ctx = domainContext(payload, true);

describe('toDomainOptions / domainContext', () => {
  it('converts money to minor units and withdraws hidden payment methods (I-024, part 2 §5)', () => {
    expect(options.maxShipmentInsuranceAmount).toBe(5_000_000);
    expect(options.paymentMethods).toEqual([
      { code: 'WIRE', creditLimit: null },
      { code: 'TERMS_NET_30', creditLimit: 50_000 },
    ]);
    const hidden = toDomainOptions(
      testPayload({
        paymentMethods: payload.paymentMethods.map((m) => ({ ...m, showMethod: m.code === 'WIRE' })),
      }),
    );
    expect(hidden.paymentMethods.map((m) => m.code)).toEqual(['WIRE']);
  });

  it('counts the units and the subtotal of the order, the on-hold order included (I-049)', () => {
    expect(ctx.order).toEqual({ units: 5, subtotal: 80_100 });
    const combined = testPayload({
      onHoldSalesOrder: {
        orderNumber: 'PXSTKL0000001',
        refOrderNumber: null,
        refOrderNumberOrPhonexOrderNumber: 'PXSTKL0000001',
        lastUpdateDate: '2026-11-01T00:00:00Z',
        warehouse: 'MIA',
        lineItems: [line('IT-9', 'MIA', 4, 10, null)],
        subtotal: 40,
        totalOrderedQuantity: 4,
      },
    });
    expect(domainContext(combined, true).order).toEqual({ units: 9, subtotal: 84_100 });
  });

  it('withdraws a payment method whose credit limit the subtotal exceeds (part 2 §5)', () => {
    expect(allowedPaymentMethods(options, ctx)).toEqual(['WIRE']);
  });
});

describe('initial state and dependencies (I-022, I-023, I-036, I-041)', () => {
  it('starts on the first address, its first method and the only allowed payment method', () => {
    const state = initialCheckoutState(options, null, ctx);
    expect(state.selection.shippingAddress).toBe('ship-1');
    expect(state.selection.shippingMethod).toBe('STANDARD_ship-1');
    expect(state.selection.paymentMethod).toBe('WIRE');
    // Standard offers insurance and no choice is made yet: the method row starts open (I-035).
    expect(state.openSections).toContain('shippingMethod');
  });

  it('resets the method when the address changes and clears insurance when the method changes', () => {
    let state = initialCheckoutState(options, null, ctx);
    state = checkoutReducer(state, { type: 'insuranceChosen', insured: true }, options, ctx);
    expect(state.selection.shippingInsuranceAmount).toBe(801); // lesser of the max and the subtotal (I-038)
    state = checkoutReducer(state, { type: 'shippingAddressSelected', id: 'ship-2' }, options, ctx);
    expect(state.selection.shippingMethod).toBe('EXPRESS_ship-2');
    expect(state.selection.shippingInsured).toBeUndefined();
    expect(allowedShippingMethods(options, 'ship-2', ctx)).toEqual([
      'EXPRESS_ship-2',
      'BILL_MY_ACCOUNT',
      'REQUEST_A_QUOTE',
    ]);
  });

  it('names the open rows in "Please finalize the following" (I-012)', () => {
    const t: Translate = (key, params) =>
      key === 'finalizeFields' && params && !Array.isArray(params)
        ? `Please finalize the following: ${(params as Record<string, unknown>).fields}`
        : key;
    expect(buildFinalizeMessage(['paymentMethod', 'shippingMethod'], t)).toBe(
      'Please finalize the following: shippingMethod, paymentMethod',
    );
  });
});

describe('buildChargesRequest (I-047)', () => {
  it('sends ids, codes, quantities and offer ids, never prices; insurance only when offered', () => {
    const { selection } = initialCheckoutState(options, null, ctx);
    const body = buildChargesRequest(
      payload,
      { ...selection, shippingInsured: true, shippingInsuranceAmount: '500' },
      ['o-1', 'o-2'],
    );
    expect(body).toMatchObject({
      warehouseCode: 'MIA',
      shippingAddress: { id: 'ship-1' },
      shippingMethodCode: 'STANDARD_ship-1',
      billingAddress: { id: 'bill-1' },
      paymentMethodCode: 'WIRE',
      items: [
        { itemNumberWarehouse: 'IT-1MIA', orderedQuantity: 3 },
        { itemNumberWarehouse: 'IT-2MIA', orderedQuantity: 2 },
      ],
      insured: true,
      insuranceAmount: 500,
      offerIds: ['o-1', 'o-2'],
    });
    expect(JSON.stringify(body.items)).not.toContain('unitPrice');
    const express = buildChargesRequest(
      payload,
      { ...selection, shippingMethod: 'EXPRESS_ship-1', shippingInsured: true },
      [],
    );
    expect(express.insured).toBeNull();
  });

  it('prices an insured amount only when the form would accept it (I-037): none over the maximum, below 1, or in thirds of a cent', () => {
    const { selection } = initialCheckoutState(options, null, ctx);
    const amountSent = (typed: string) =>
      buildChargesRequest(
        payload,
        { ...selection, shippingInsured: true, shippingInsuranceAmount: typed },
        [],
      ).insuranceAmount;
    const max = payload.maxShipmentInsuranceAmount;
    expect(amountSent(String(max))).toBe(max);
    expect([amountSent(String(max + 1)), amountSent('0'), amountSent('-5'), amountSent('12.345')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('sends null for what is not chosen yet, and the on-hold order number when combining', () => {
    const body = buildChargesRequest(payload, EMPTY_SELECTION, ['o-1']);
    expect(body.shippingAddress).toBeNull();
    expect(body.paymentMethodCode).toBeNull();
    expect(body.phonexOrderNumber).toBeUndefined();
  });
});

describe('computeState (I-014, I-049)', () => {
  it('shows the subtotal as total until charges arrive, and freight/fee as undefined', () => {
    expect(computeState(payload, undefined)).toMatchObject({
      combinedSubtotal: 801,
      combinedQuantity: 5,
      freight: null,
      fees: null,
      totalPrice: 801,
    });
  });

  it('takes the server figures and keeps undefined freight and fee undefined', () => {
    expect(computeState(payload, testCharges())).toMatchObject({
      freight: 25,
      fees: 0,
      tax: 66.08,
      totalPrice: 892.08,
    });
    const quoted = computeState(
      payload,
      testCharges({ freight: 0, freightUndefined: true, paymentFeeUndefined: true }),
    );
    expect(quoted.freight).toBeNull();
    expect(quoted.fees).toBeNull();
  });

  it('adds up money without floating-point drift', () => {
    const p = testPayload({ lineItems: [line('A', 'MIA', 1, 0.1, 'o'), line('B', 'MIA', 1, 0.2, 'p')] });
    expect(computeState(p, undefined).cartSubtotal).toBe(0.3);
  });
});

describe('realTimeAvailableFrom (I-025)', () => {
  const rt = testPayload({
    realTimeQuoteShippingMethods: [
      {
        code: 'RT_FEDEX',
        label: 'FedEx quote',
        customLabel: null,
        description: '',
        carrier: 'FedEx',
        carrierServiceLevel: 'Ground',
        insuranceAvailable: false,
        ignoreShippingInstructions: false,
        showMethod: true,
        maxDevicesInShipment: null,
      },
    ],
  });
  const quote = (freight: number | null) => ({
    shippingMethodCode: 'RT_FEDEX',
    carrier: 'FedEx',
    carrierServiceLevel: 'Ground',
    freight,
  });
  it('is unavailable only when every real-time quote came back empty', () => {
    expect(realTimeAvailableFrom(rt, undefined)).toBe(true);
    expect(realTimeAvailableFrom(rt, testCharges())).toBe(true);
    expect(
      realTimeAvailableFrom(rt, testCharges({ freightQuotesForAllRealTimeShippingMethods: [quote(12)] })),
    ).toBe(true);
    expect(
      realTimeAvailableFrom(rt, testCharges({ freightQuotesForAllRealTimeShippingMethods: [quote(null)] })),
    ).toBe(false);
    expect(
      realTimeAvailableFrom(
        payload,
        testCharges({ freightQuotesForAllRealTimeShippingMethods: [quote(null)] }),
      ),
    ).toBe(true);
  });
});

describe('buildSubmission (I-050…I-053)', () => {
  const base = initialCheckoutState(options, null, ctx).selection;
  const ids = ['o-1', 'o-2'];

  it('is a valid contract body; Pay And Ship Now releases, holds do not', () => {
    const selection = { ...base, shippingInsured: false, shippingInstruction: 'Dock 4' };
    expect(validateCheckout(selection, options, ctx)).toEqual([]);
    const pay = buildSubmission(payload, selection, ids, 'PAY_AND_SHIP_NOW');
    expect(SubmissionBody.parse(pay)).toMatchObject({
      shippingAddressId: 'ship-1',
      billingAddressId: 'bill-1',
      shippingOption: {
        shippingMethodCode: 'STANDARD_ship-1',
        shippingInstructions: 'Dock 4',
        insured: false,
      },
      paymentOptionDetails: { paymentMethodCode: 'WIRE' },
      readyToRelease: true,
      offerIds: ids,
    });
    expect(buildSubmission(payload, selection, ids, 'HOLD_FOR_LATER').readyToRelease).toBe(false);
  });

  it('never releases with the integrated online payment (I-053)', () => {
    const body = buildSubmission(
      payload,
      { ...base, paymentMethod: 'INTEGRATED_PAYPAL' },
      ids,
      'PAY_AND_SHIP_NOW',
    );
    expect(body.readyToRelease).toBe(false);
  });

  it('sends bill-my-account inputs only with that method, and drops ignored instructions (I-031, I-034)', () => {
    const bma = buildSubmission(
      payload,
      {
        ...base,
        shippingMethod: 'BILL_MY_ACCOUNT',
        billMyAccountInfo: { carrier: 'FedEx', serviceLevel: 'Ground', accountNumber: ' 42 ' },
      },
      ids,
      'PAY_AND_SHIP_NOW',
    );
    expect(bma.shippingOption).toMatchObject({
      carrier: 'FedEx',
      carrierServiceLevel: 'Ground',
      carrierShippingAccountNumber: '42',
    });
    const express = buildSubmission(
      payload,
      {
        ...base,
        shippingMethod: 'EXPRESS_ship-1',
        shippingInstruction: 'x',
        billMyAccountInfo: { carrier: 'UPS', serviceLevel: '', accountNumber: '' },
      },
      ids,
      'PAY_AND_SHIP_NOW',
    );
    expect(express.shippingOption.carrier).toBeNull();
    expect(express.shippingOption.shippingInstructions).toBeNull();
  });

  it('holds a request-a-quote order until the quote, with the service level (I-027, I-028)', () => {
    const selection = {
      ...base,
      shippingMethod: 'REQUEST_A_QUOTE',
      requestAQuoteInfo: { serviceLevel: 'Air' },
    };
    expect(
      checkoutButtons({ mode: 'new', holdOrderUntilShippingQuote: true }).buttons.map((b) => b.action),
    ).toEqual(['HOLD_UNTIL_SHIPPING_QUOTE', 'CANCEL']);
    const body = buildSubmission(payload, selection, ids, 'HOLD_UNTIL_SHIPPING_QUOTE');
    expect(body.requestAQuoteDetails).toEqual({ serviceLevel: 'Air' });
    expect(body.readyToRelease).toBe(false);
  });
});

describe('createLatestGate (I-047: never applied out of order)', () => {
  it('accepts only the newest ticket', () => {
    const gate = createLatestGate();
    const first = gate.next();
    const second = gate.next();
    expect(gate.isLatest(first)).toBe(false);
    expect(gate.isLatest(second)).toBe(true);
  });
});

describe('addressLines (I-021)', () => {
  it('lists name, contact, street and city line, skipping blanks', () => {
    expect(addressLines(address('a', 'Main'))).toEqual([
      'Harbor Traders',
      'Dana Harbor',
      '1 Pier Road',
      'Miami, FL 33101',
      'United States',
    ]);
  });

  it('writes a UK address as in the UK: town and postcode on lines of their own, the country by name', () => {
    const london = { ...address('a', 'London'), city: 'London', state: null, zip: 'E14 5AB', country: 'GB' };
    expect(addressLines(london)).toEqual([
      'Harbor Traders',
      'Dana Harbor',
      '1 Pier Road',
      'London',
      'E14 5AB',
      'United Kingdom',
    ]);
  });

  it('keeps a country that is not a two-letter code as stored', () => {
    expect(addressLines({ ...address('a', 'Main'), country: 'Republic of Nowhere' }).at(-1)).toBe(
      'Republic of Nowhere',
    );
  });
});

describe('addressDisplay (I-021)', () => {
  it('titles the address with the buyer’s own name, else with its first line', () => {
    expect(addressDisplay({ ...address('a', 'Main'), customLabel: 'Dock' }).title).toBe('Dock');
    const plain = addressDisplay(address('a', '1 Pier Road, Miami'));
    expect(plain).toEqual({
      title: 'Harbor Traders',
      lines: ['Dana Harbor', '1 Pier Road', 'Miami, FL 33101', 'United States'],
    });
  });
});

describe('request-a-quote listed among otherShippingMethods (as the server sends it)', () => {
  const raq = {
    code: 'REQUEST_A_QUOTE',
    label: 'Request a Quote',
    customLabel: null,
    description: 'We quote the freight',
    instructions: null,
    insuranceAvailable: false,
    ignoreShippingInstructions: false,
    showMethod: true,
    maxDevicesInShipment: null,
  };
  const p = testPayload({ otherShippingMethods: [...payload.otherShippingMethods, raq] });
  const o = toDomainOptions(p);
  it('is still the request-a-quote method of the rules (service level required, I-028)', () => {
    const selection = { ...initialCheckoutState(o, null, ctx).selection, shippingMethod: 'REQUEST_A_QUOTE' };
    const issues = validateCheckout({ ...selection, paymentMethod: 'WIRE' }, o, ctx);
    expect(issues.map((i) => i.messageCode)).toEqual(['serviceLevelRequired']);
    expect(
      buildSubmission(
        p,
        { ...selection, requestAQuoteInfo: { serviceLevel: 'Air' } },
        ['o'],
        'HOLD_UNTIL_SHIPPING_QUOTE',
      ).requestAQuoteDetails,
    ).toEqual({ serviceLevel: 'Air' });
  });
});

describe('computeState with nothing chosen', () => {
  it('shows freight and fee as undefined until a method is chosen', () => {
    const state = computeState(payload, testCharges({ paymentFee: 0 }), 2, {
      shippingMethod: false,
      paymentMethod: false,
    });
    expect(state.freight).toBeNull();
    expect(state.fees).toBeNull();
  });
});
