import { describe, expect, it } from 'vitest';
import {
  type Address,
  AddToExistingOrderResponse,
  CalculateChargesRequest,
  CalculateChargesResponse,
  CHECKOUT_NETWORK_PATHS,
  CHECKOUT_PATHS,
  CheckoutPayload,
  CheckoutSelections,
  CombinedOrderParams,
  EMPTY_SAVED_PREFERENCES,
  FeeType,
  fillPath,
  IdempotencyHeaders,
  OrderComputeState,
  PreferencesOptions,
  SavedPreferences,
  SubmissionBody,
  SubmitOrderResponse,
  UpdateCombinedOrderBody,
} from './checkout.ts';

// Realistic examples of every checkout shape, as the server would answer them (Harbor demo tenant).

const shipTo: Address = {
  id: '5b7c1f7e-2f4b-4a53-9d0e-8c1d2b3a4f50',
  contact: 'Dana Reyes',
  address1: '1200 Harbor Blvd',
  address2: 'Suite 4',
  city: 'Miami',
  state: 'FL',
  country: 'US',
  zip: '33101',
  customLabel: 'Miami warehouse',
  label: '1200 Harbor Blvd, Miami, FL 33101, US',
  fields: { ShipToName: 'Harbor Phones LLC' },
};
const billTo: Address = {
  ...shipTo,
  id: '8e2d6a90-1c3b-4f7d-a5e2-0b9c8d7e6f51',
  address2: null,
  customLabel: null,
  label: '1200 Harbor Blvd, Miami, FL 33101, US',
  fields: { BillingCustomerName: 'Harbor Phones LLC' },
};

const options = {
  shippingAddresses: [shipTo],
  billingAddresses: [billTo],
  shippingAddressIdShippingMethodCodeMapping: {
    [shipTo.id]: [
      'EXPRESS_5b7c1f7e',
      'STANDARD_5b7c1f7e',
      'UPS_GROUND_RT',
      'BILL_MY_ACCOUNT',
      'REQUEST_A_QUOTE',
    ],
  },
  otherShippingMethods: [
    {
      code: 'EXPRESS_5b7c1f7e',
      label: 'Express',
      customLabel: null,
      description: 'Next business day',
      instructions: null,
      insuranceAvailable: true,
      ignoreShippingInstructions: false,
      showMethod: true,
      maxDevicesInShipment: 500,
    },
    {
      code: 'STANDARD_5b7c1f7e',
      label: 'Standard',
      customLabel: 'Ground',
      description: '3-5 business days',
      instructions: null,
      insuranceAvailable: true,
      ignoreShippingInstructions: false,
      showMethod: true,
      maxDevicesInShipment: null,
    },
    {
      code: 'REQUEST_A_QUOTE',
      label: 'Request a Quote',
      customLabel: null,
      description: 'We will quote freight and notify you',
      instructions: null,
      insuranceAvailable: false,
      ignoreShippingInstructions: true,
      showMethod: true,
      maxDevicesInShipment: null,
    },
  ],
  billMyAccountShippingMethod: {
    code: 'BILL_MY_ACCOUNT',
    label: 'Bill My Account',
    customLabel: null,
    description: 'Ship on your own carrier account',
    instructions: null,
    carrierChoiceRestricted: true,
    carrierOptions: ['FedEx', 'UPS'],
    carrierServiceLevelsRestricted: true,
    carrierServiceLevelOptions: { FedEx: ['Priority Overnight', 'Ground'], UPS: ['Next Day Air', 'Ground'] },
    insuranceAvailable: false,
    ignoreShippingInstructions: false,
    showMethod: true,
    maxDevicesInShipment: null,
  },
  realTimeQuoteShippingMethods: [
    {
      code: 'UPS_GROUND_RT',
      label: 'UPS Ground (live rate)',
      customLabel: null,
      description: 'Rated by UPS at checkout',
      carrier: 'UPS',
      carrierServiceLevel: 'Ground',
      insuranceAvailable: true,
      ignoreShippingInstructions: false,
      showMethod: true,
      maxDevicesInShipment: 1000,
    },
  ],
  requestAQuoteServiceLevels: { serviceLevelsRestricted: true, serviceLevels: ['Air', 'Ocean', 'Ground'] },
  paymentMethods: [
    {
      code: 'WIRE',
      label: 'Wire Transfer',
      description: 'Pay by bank wire',
      instructions:
        'Bank: First Harbor Bank\nABA 026009593\nAccount 1234567890\nReference: your order number',
      feesApplicable: true,
      feeType: 'FIXED',
      feeRate: 25,
      creditLimit: null,
      showMethod: true,
    },
    {
      code: 'INTEGRATED_PAYPAL',
      label: 'PayPal',
      description: 'Pay online',
      instructions: null,
      feesApplicable: true,
      feeType: 'PERC_OF_ORDER_TOTAL',
      feeRate: 3.49,
      creditLimit: 10000,
      showMethod: true,
    },
    {
      code: 'TERMS_NET_30',
      label: 'Net 30',
      description: 'Approved accounts only',
      instructions: 'Invoice due in 30 days',
      feesApplicable: false,
      feeType: null,
      feeRate: null,
      creditLimit: 25000,
      showMethod: false,
    },
  ],
  additionalServices: [
    {
      id: 'DATA_WIPE',
      label: 'Certified data wipe',
      description: 'NIST 800-88 wipe with certificate',
      feeType: 'PER_UNIT',
      feeRate: 1.5,
    },
    { id: 'KITTING', label: 'Kitting', description: 'Charger and box', feeType: 'FIXED', feeRate: 40 },
  ],
  maxShipmentInsuranceAmount: 50000,
} as const;

const preferences: SavedPreferences = {
  shippingOption: {
    shippingAddressId: shipTo.id,
    shippingOptionDetails: {
      shippingMethodCode: 'BILL_MY_ACCOUNT',
      carrier: 'FedEx',
      carrierServiceLevel: 'Ground',
      carrierShippingAccountNumber: '123456789',
      shippingInstructions: 'Dock 3, call ahead',
      insured: null,
      insuredAmount: null,
    },
  },
  paymentOption: { billingAddressId: billTo.id, paymentOptionDetails: { paymentMethodCode: 'WIRE' } },
  services: ['DATA_WIPE'],
};

const lineItems = [
  {
    itemNumber: 'IP13-128-BLK-A',
    itemNumberWarehouse: 'IP13-128-BLK-A-MIA',
    itemDescription: 'Apple iPhone 13 128GB Black, Grade A',
    quantity: 20,
    unitPrice: 385,
    extendedPrice: 7700,
    offerId: '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b',
  },
  {
    itemNumber: 'SGS22-256-GRN-B',
    itemNumberWarehouse: 'SGS22-256-GRN-B-MIA',
    itemDescription: 'Samsung Galaxy S22 256GB Green, Grade B',
    quantity: 5,
    unitPrice: 240,
    extendedPrice: 1200,
    offerId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  },
];

const payload = {
  ...options,
  warehouse: 'MIA',
  warehouseLabel: 'Miami',
  offerIds: lineItems.map((line) => line.offerId),
  lineItems,
  buyerName: 'Harbor Phones LLC',
  buyerOrderPreferences: preferences,
  onHoldSalesOrder: null,
  isHoldOrderUntilShippingQuote: false,
  isPxns: false,
  orderSubtotal: 8900,
};

const onHold = {
  orderNumber: 'PXSTKL0000347',
  refOrderNumber: null,
  refOrderNumberOrPhonexOrderNumber: 'PXSTKL0000347',
  lastUpdateDate: '2026-11-20T15:04:05.000Z',
  warehouse: 'MIA',
  lineItems: [
    {
      itemNumber: 'IP12-64-WHT-A',
      itemNumberWarehouse: 'IP12-64-WHT-A-MIA',
      itemDescription: 'Apple iPhone 12 64GB White, Grade A',
      quantity: 10,
      unitPrice: 260,
      extendedPrice: 2600,
      offerId: null,
    },
  ],
  subtotal: 2600,
  totalOrderedQuantity: 10,
};

describe('checkout payload (I-007)', () => {
  it('parses a full new-order payload', () => {
    const parsed = CheckoutPayload.parse(payload);
    expect(parsed.lineItems).toHaveLength(2);
    expect(parsed.billMyAccountShippingMethod?.carrierServiceLevelOptions.FedEx).toEqual([
      'Priority Overnight',
      'Ground',
    ]);
    expect(parsed.paymentMethods.map((m) => m.feeType)).toEqual(['FIXED', 'PERC_OF_ORDER_TOTAL', null]);
  });

  it('parses the combined-order review payload with its on-hold order (I-061)', () => {
    const parsed = CheckoutPayload.parse({ ...payload, onHoldSalesOrder: onHold });
    expect(parsed.onHoldSalesOrder?.refOrderNumberOrPhonexOrderNumber).toBe('PXSTKL0000347');
  });

  it('parses the add-to-existing-order answer with its on-hold orders (N-038)', () => {
    const parsed = AddToExistingOrderResponse.parse({ ...payload, onHoldSalesOrders: [onHold] });
    expect(parsed.onHoldSalesOrders[0]?.orderNumber).toBe('PXSTKL0000347');
  });

  it('accepts a tenant without bill-my-account and an empty real-time list', () => {
    const parsed = CheckoutPayload.parse({
      ...payload,
      billMyAccountShippingMethod: null,
      realTimeQuoteShippingMethods: [],
      buyerOrderPreferences: null,
    });
    expect(parsed.billMyAccountShippingMethod).toBeNull();
  });

  it('refuses an unknown fee type (P-037)', () => {
    expect(FeeType.options).toEqual(['FIXED', 'PER_UNIT', 'PERC_OF_ORDER_SUBTOTAL', 'PERC_OF_ORDER_TOTAL']);
    const bad = { ...payload, paymentMethods: [{ ...options.paymentMethods[0], feeType: 'PERCENT' }] };
    expect(CheckoutPayload.safeParse(bad).success).toBe(false);
  });
});

describe('submission body (I-051)', () => {
  const body = {
    shippingAddressId: shipTo.id,
    billingAddressId: billTo.id,
    shippingOption: {
      shippingMethodCode: 'EXPRESS_5b7c1f7e',
      shippingMethodLabel: 'Express',
      shippingInstructions: 'Dock 3',
      insured: true,
      insuredAmount: 8900,
      carrier: null,
      carrierServiceLevel: null,
      carrierShippingAccountNumber: null,
      realTimeFreightQuote: null,
    },
    paymentOptionDetails: { paymentMethodCode: 'WIRE' },
    additionalServiceCodes: ['DATA_WIPE'],
    readyToRelease: true,
    offerIds: payload.offerIds,
  };

  it('parses a pay-and-ship-now submission', () => {
    expect(SubmissionBody.parse(body).readyToRelease).toBe(true);
  });

  it('parses a bill-my-account hold with only the fields a client needs to send', () => {
    const parsed = SubmissionBody.parse({
      shippingAddressId: shipTo.id,
      billingAddressId: billTo.id,
      shippingOption: {
        shippingMethodCode: 'BILL_MY_ACCOUNT',
        carrier: 'FedEx',
        carrierServiceLevel: 'Ground',
        carrierShippingAccountNumber: '123456789',
      },
      paymentOptionDetails: { paymentMethodCode: 'WIRE' },
      readyToRelease: false,
      offerIds: payload.offerIds,
    });
    expect(parsed.additionalServiceCodes).toEqual([]);
  });

  it('parses a request-a-quote hold (I-027, I-028)', () => {
    const parsed = SubmissionBody.parse({
      ...body,
      shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
      requestAQuoteDetails: { serviceLevel: 'Air' },
      readyToRelease: false,
    });
    expect(parsed.requestAQuoteDetails?.serviceLevel).toBe('Air');
  });

  it('refuses shipping instructions over 1024 characters (I-034) and an empty offer list', () => {
    const long = {
      ...body,
      shippingOption: { ...body.shippingOption, shippingInstructions: 'x'.repeat(1025) },
    };
    expect(SubmissionBody.safeParse(long).success).toBe(false);
    expect(
      SubmissionBody.safeParse({
        ...body,
        shippingOption: { ...body.shippingOption, shippingInstructions: 'x'.repeat(1024) },
      }).success,
    ).toBe(true);
    expect(SubmissionBody.safeParse({ ...body, offerIds: [] }).success).toBe(false);
  });

  it('the combined-order update only takes readyToRelease false (I-064)', () => {
    expect(UpdateCombinedOrderBody.safeParse({ ...body, readyToRelease: false }).success).toBe(true);
    expect(UpdateCombinedOrderBody.safeParse(body).success).toBe(false);
    expect(CombinedOrderParams.parse({ warehouseCode: 'MIA', salesOrder: 'PXSTKL0000347' }).salesOrder).toBe(
      'PXSTKL0000347',
    );
  });

  it('answers the order number (I-050)', () => {
    expect(SubmitOrderResponse.parse({ phonexOrderNumber: 'PXSTKL0000348' })).toEqual({
      phonexOrderNumber: 'PXSTKL0000348',
    });
  });

  it('keeps every other header while reading Idempotency-Key', () => {
    const headers = IdempotencyHeaders.parse({
      authorization: 'Bearer x',
      'idempotency-key': '7d0f8f0e-0c84-4a3b-9b1a-5b0c7c9e2f11',
    });
    expect(headers.authorization).toBe('Bearer x');
    expect(IdempotencyHeaders.safeParse({ 'idempotency-key': 'short' }).success).toBe(false);
    expect(IdempotencyHeaders.safeParse({}).success).toBe(true);
  });
});

describe('calculate charges (N-052)', () => {
  it('parses a request as the checkout page sends it', () => {
    const parsed = CalculateChargesRequest.parse({
      buyerId: 'ignored',
      warehouseCode: 'MIA',
      shippingAddress: shipTo,
      shippingMethodCode: 'STANDARD_5b7c1f7e',
      billingAddress: { id: billTo.id },
      paymentMethodCode: 'WIRE',
      additionalServices: ['DATA_WIPE'],
      items: lineItems.map((line) => ({
        itemNumberWarehouse: line.itemNumberWarehouse,
        orderedQuantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
      insured: true,
      insuranceAmount: 8900,
      offerIds: payload.offerIds,
    });
    expect(parsed.items).toHaveLength(2);
  });

  it('parses a request with nothing chosen yet', () => {
    const parsed = CalculateChargesRequest.parse({
      warehouseCode: 'MIA',
      shippingAddress: null,
      shippingMethodCode: null,
      billingAddress: null,
      paymentMethodCode: null,
      items: [{ itemNumberWarehouse: 'IP13-128-BLK-A-MIA', orderedQuantity: 20 }],
      insured: null,
      insuranceAmount: null,
    });
    expect(parsed.additionalServices).toEqual([]);
  });

  it('parses an answer with freight, fees, tax and real-time quotes', () => {
    const parsed = CalculateChargesResponse.parse({
      freight: 184.5,
      paymentFee: 25,
      freightUndefined: false,
      paymentFeeUndefined: false,
      rateSku: 'FREIGHT-STD',
      tax: 749.47,
      taxDescription: 'Sales Tax (8.25%)',
      additionalServicesFee: 37.5,
      realTimeFreightQuoteCarrier: null,
      realTimeFreightQuoteCarrierServiceLevel: null,
      freightQuotesForAllRealTimeShippingMethods: [
        {
          shippingMethodCode: 'UPS_GROUND_RT',
          carrier: 'UPS',
          carrierServiceLevel: 'Ground',
          freight: 212.1,
        },
      ],
      subtotal: 8900,
      totalOrderedQuantity: 25,
      total: 9896.47,
    });
    expect(parsed.total).toBe(9896.47);
  });

  it('parses a request-a-quote answer with freight undefined and the provider unavailable (I-025, Q-037)', () => {
    const parsed = CalculateChargesResponse.parse({
      freight: 0,
      paymentFee: 0,
      freightUndefined: true,
      paymentFeeUndefined: true,
      rateSku: null,
      tax: 0,
      taxDescription: '',
      additionalServicesFee: 0,
      realTimeFreightQuoteCarrier: null,
      realTimeFreightQuoteCarrierServiceLevel: null,
      freightQuotesForAllRealTimeShippingMethods: [
        { shippingMethodCode: 'UPS_GROUND_RT', carrier: 'UPS', carrierServiceLevel: 'Ground', freight: null },
      ],
      subtotal: 8900,
      totalOrderedQuantity: 25,
      total: 8900,
    });
    expect(parsed.freightQuotesForAllRealTimeShippingMethods[0]?.freight).toBeNull();
  });
});

describe('client state shapes (I-008, I-014, I-049)', () => {
  it('parses the selections of a bill-my-account checkout', () => {
    const parsed = CheckoutSelections.parse({
      shippingAddress: shipTo.id,
      shippingMethod: 'BILL_MY_ACCOUNT',
      shippingInsured: null,
      shippingInsuranceAmount: null,
      shippingInstruction: '',
      ignoreShippingInstructions: false,
      billMyAccountInfo: { carrier: 'FedEx', serviceLevel: 'Ground', accountNumber: '123456789' },
      requestAQuoteInfo: { serviceLevel: '', amount: '' },
      billingAddress: billTo.id,
      paymentMethod: 'WIRE',
      additionalServices: [],
    });
    expect(parsed.billMyAccountInfo.carrier).toBe('FedEx');
  });

  it('parses the totals of a combined order', () => {
    const parsed = OrderComputeState.parse({
      cartSubtotal: 8900,
      cartQuantity: 25,
      existingOrderSubtotal: 2600,
      existingOrderQuantity: 10,
      combinedSubtotal: 11500,
      combinedQuantity: 35,
      freight: null,
      fees: 25,
      additionalServiceFees: 0,
      tax: 0,
      taxDescription: '',
      totalPrice: 11525,
    });
    expect(parsed.combinedSubtotal).toBe(parsed.cartSubtotal + parsed.existingOrderSubtotal);
  });
});

describe('preferences (J-004, J-006)', () => {
  it('parses the options and the saved preferences', () => {
    expect(PreferencesOptions.parse(options).paymentMethods).toHaveLength(3);
    expect(SavedPreferences.parse(preferences)).toEqual(preferences);
  });

  it('the empty preferences are valid and choose nothing', () => {
    const parsed = SavedPreferences.parse(EMPTY_SAVED_PREFERENCES);
    expect(parsed.shippingOption.shippingAddressId).toBeNull();
    expect(parsed.services).toEqual([]);
  });
});

describe('paths (part 2 §7, Q-002…Q-010)', () => {
  it('names every call with its method', () => {
    expect(CHECKOUT_PATHS.cartCheckout).toEqual({
      method: 'POST',
      path: '/stocklist/cart/checkout/:warehouseCode',
    });
    expect(CHECKOUT_PATHS.submit).toEqual({ method: 'POST', path: '/stocklist/cart/submit/:warehouseCode' });
    expect(CHECKOUT_PATHS.calculateCharges).toEqual({ method: 'POST', path: '/order/charges/calculate' });
    expect(CHECKOUT_PATHS.preferencesSubmit).toEqual({ method: 'POST', path: '/account/preferences' });
    expect(CHECKOUT_PATHS.ordersExport).toEqual({ method: 'GET', path: '/orders/export' });
    expect(CHECKOUT_NETWORK_PATHS.submit.path).toBe('/pxnr/cart/submit/:warehouseId');
  });

  it('has no two calls on the same method and path', () => {
    const keys = Object.values(CHECKOUT_PATHS).map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills path parameters, URL-encoded', () => {
    expect(
      fillPath(CHECKOUT_PATHS.reviewCombinedOrder.path, {
        warehouseCode: 'MIA',
        salesOrder: 'PXSTKL0000347',
      }),
    ).toBe('/stocklist/cart/add-to-existing-order/MIA/PXSTKL0000347/review');
    expect(fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'HK/2' })).toBe(
      '/stocklist/cart/submit/HK%2F2',
    );
    expect(fillPath(CHECKOUT_PATHS.ordersList.path, {})).toBe('/orders');
    expect(() => fillPath(CHECKOUT_PATHS.getOrder.path, { phonexOrderNumber: '' })).toThrow(
      'Missing path parameter phonexOrderNumber',
    );
  });
});
