import type { OrderLineItem, OrderPermission, SalesOrder } from '@portico/contract';
import type { CheckoutOptions } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import {
  buildOrderChargesRequest,
  buildUpsertSalesOrder,
  cancellationFeesApplyFor,
  draftOf,
  feeAgreementOfferedFor,
  figuresOf,
  figuresWithEveryLineRemoved,
  type OrderDraft,
  pendingChanges,
  removalRefusal,
  removesEverything,
  shipmentProgress,
  showCannotBeEdited,
  showsTrackingNumbers,
} from './order-edit.ts';

/** The order details page's editing rules (L-018, L-024, L-028, L-032, L-048…L-050, Q-049). */

const OPTIONS: CheckoutOptions = {
  shippingAddresses: [{ id: 'ship-1' }, { id: 'ship-2' }],
  billingAddresses: [{ id: 'bill-1' }, { id: 'bill-2' }],
  shippingAddressIdShippingMethodCodeMapping: { 'ship-1': ['GROUND', 'AIR'], 'ship-2': ['GROUND'] },
  otherShippingMethods: [{ code: 'GROUND', insuranceAvailable: true }, { code: 'AIR' }],
  paymentMethods: [{ code: 'WIRE' }, { code: 'TERMS' }],
  additionalServices: [{ id: 'photos' }, { id: 'testing' }],
  maxShipmentInsuranceAmount: 5_000_000,
};

const anItem = (over: Partial<OrderLineItem> = {}): OrderLineItem => ({
  itemNumberWarehouse: 'A-MIA',
  itemNumber: 'A',
  itemDescription: 'Phone A',
  availableQuantity: 10,
  availableQuantityDisplay: '10',
  orderedQuantity: 4,
  canceledQuantity: 0,
  shippedQuantity: 0,
  unitPrice: 100,
  extendedPrice: 400,
  incrementSize: 1,
  ...over,
});

function aSalesOrder(over: Partial<SalesOrder> = {}): SalesOrder {
  const items = over.items ?? [anItem(), anItem({ itemNumberWarehouse: 'B-MIA', itemNumber: 'B' })];
  return {
    phonexOrderNumber: 'PXSTKL0000001',
    refOrderNumber: null,
    refOrderNumberOrPhonexOrderNumber: 'PXSTKL0000001',
    buyerId: 'buyer',
    warehouse: 'Miami',
    warehouseCode: 'MIA',
    pxnrOrder: false,
    pxnrWarehouseLabel: null,
    pxnsOrder: false,
    fulfillmentStatus: 'ON_HOLD',
    phonexDerivedStatus: 'ON_HOLD',
    paymentStatus: 'UNPAID',
    createDate: '2026-11-01T10:00:00.000Z',
    updateDate: '2026-11-01T10:00:00.000Z',
    subtotal: 800,
    freight: 20,
    paymentFee: 0,
    tax: 0,
    additionalServicesFee: 0,
    total: 820,
    reservationFee: 0,
    cancellationFee: 0,
    taxDescription: '',
    totalOrderedQuantity: 8,
    items,
    itemNumberItems: Object.fromEntries(items.map((i) => [i.itemNumberWarehouse, i])),
    additionalServices: ['photos'],
    shippingAddress: {
      id: 'ship-1',
      contact: null,
      address1: '1 Main St',
      address2: null,
      city: 'Miami',
      state: 'FL',
      country: 'US',
      zip: '33101',
      customLabel: null,
      label: '1 Main St',
      fields: {},
    },
    billingAddress: {
      id: 'bill-1',
      contact: null,
      address1: '1 Main St',
      address2: null,
      city: 'Miami',
      state: 'FL',
      country: 'US',
      zip: '33101',
      customLabel: null,
      label: '1 Main St',
      fields: {},
    },
    racFeeAgreed: false,
    racFeeAgreedDate: null,
    gracePeriodEnd: null,
    cancellationFeePercent: 0,
    racFeePeriodEnd: null,
    rateSku: null,
    metadata: {
      realTimeFreightQuoteCarrier: null,
      realTimeFreightQuoteCarrierServiceLevel: null,
      freightQuotesForAllRealTimeShippingMethods: [],
    },
    shippingOptionDetails: {
      shippingAddressId: 'ship-1',
      shippingOption: {
        shippingMethodCode: 'GROUND',
        shippingMethodLabel: 'Ground',
        insured: false,
        insuredAmount: null,
        shippingQuote: null,
        carrier: null,
        carrierServiceLevel: null,
        carrierShippingAccountNumber: null,
        shippingInstructions: null,
      },
      requestAQuoteDetails: { serviceLevel: null },
    },
    paymentOptionDetails: {
      billingAddressId: 'bill-1',
      paymentMethodCode: 'WIRE',
      paymentMethodLabel: 'Wire',
    },
    version: 7,
    freightUndefined: false,
    paymentFeeUndefined: false,
    ...over,
  };
}

const ALL: OrderPermission = {
  canIncreaseOrderedQuantity: true,
  canDecreaseOrderedQuantity: true,
  canUpdateOrderedQuantity: true,
  canRemoveItem: true,
  canEditItem: true,
  canCancelOrder: true,
  canUpdateShipping: true,
  canUpdateBillingAndPayment: true,
  canUpdateAdditionalServices: true,
  canExtendPaymentTime: false,
  isPaymentGracePeriodSectionApplicable: false,
  canPayAndShipNow: true,
};
const NONE: OrderPermission = Object.fromEntries(Object.keys(ALL).map((k) => [k, false])) as OrderPermission;

const order = aSalesOrder();
const edited = (change: (d: OrderDraft) => OrderDraft) => change(draftOf(order, OPTIONS));

describe('pendingChanges (L-024: order fields + additional services + line items)', () => {
  it('counts nothing for the order as loaded', () => {
    expect(pendingChanges(order, draftOf(order, OPTIONS), OPTIONS)).toEqual({
      fields: 0,
      services: 0,
      lines: 0,
      total: 0,
    });
  });
  it.each([
    ['a new quantity', (d: OrderDraft) => ({ ...d, quantities: { 'A-MIA': 6 } }), { lines: 1, total: 1 }],
    ['a removed line', (d: OrderDraft) => ({ ...d, quantities: { 'B-MIA': 0 } }), { lines: 1, total: 1 }],
    [
      'the quantity typed back to the original',
      (d: OrderDraft) => ({ ...d, quantities: { 'A-MIA': 4 } }),
      { lines: 0, total: 0 },
    ],
    [
      'another shipping address',
      (d: OrderDraft) => ({ ...d, selection: { ...d.selection, shippingAddress: 'ship-2' } }),
      { fields: 1, total: 1 },
    ],
    [
      'another payment method and billing address',
      (d: OrderDraft) => ({
        ...d,
        selection: { ...d.selection, paymentMethod: 'TERMS', billingAddress: 'bill-2' },
      }),
      { fields: 2, total: 2 },
    ],
    [
      'a service added and one removed',
      (d: OrderDraft) => ({ ...d, selection: { ...d.selection, additionalServices: ['testing'] } }),
      { services: 2, total: 2 },
    ],
    [
      'shipping instructions typed',
      (d: OrderDraft) => ({ ...d, selection: { ...d.selection, shippingInstruction: 'Dock 4' } }),
      { fields: 1, total: 1 },
    ],
  ])('%s', (_name, change, expected: Partial<ReturnType<typeof pendingChanges>>) => {
    const counts = pendingChanges(order, edited(change), OPTIONS);
    expect(counts).toEqual({ ...{ fields: 0, services: 0, lines: 0, total: 0 }, ...expected });
  });
});

describe('removalRefusal and removesEverything (L-048, L-050)', () => {
  it('lets a line go while another stays', () => {
    expect(removalRefusal(order, draftOf(order, OPTIONS), 'A-MIA', ALL)).toBeUndefined();
  });
  it('refuses removing the last line without the cancel permission, with the spec message key', () => {
    const draft = edited((d) => ({ ...d, quantities: { 'B-MIA': 0 } }));
    expect(removalRefusal(order, draft, 'A-MIA', { ...ALL, canCancelOrder: false })).toBe(
      'removingLastItemCannotCancel',
    );
    expect(removalRefusal(order, draft, 'A-MIA', ALL)).toBeUndefined();
  });
  it('refuses any removal without canRemoveItem', () => {
    expect(removalRefusal(order, draftOf(order, OPTIONS), 'A-MIA', { ...ALL, canRemoveItem: false })).toBe(
      'notAllowed',
    );
  });
  it('knows when the draft removes every line (saving cancels the order)', () => {
    expect(
      removesEverything(
        order,
        edited((d) => ({ ...d, quantities: { 'B-MIA': 0 } })),
      ),
    ).toBe(false);
    expect(
      removesEverything(
        order,
        edited((d) => ({ ...d, quantities: { 'A-MIA': 0, 'B-MIA': 0 } })),
      ),
    ).toBe(true);
  });
});

describe('shipmentProgress: a partial shipment says how far it has gone', () => {
  const line = (ordered: number, canceled: number, shipped: number) =>
    ({ orderedQuantity: ordered, canceledQuantity: canceled, shippedQuantity: shipped }) as OrderLineItem;
  it.each([
    ['nothing shipped', [line(3, 0, 0)], null],
    ['partly shipped', [line(3, 0, 1), line(2, 0, 0)], { shipped: 1, ordered: 5 }],
    ['cancelled units do not count', [line(3, 1, 1)], { shipped: 1, ordered: 2 }],
    ['all shipped', [line(3, 1, 2)], null],
  ] as const)('%s', (_name, items, expected) => {
    expect(shipmentProgress(items)).toEqual(expected);
  });
});

describe('showCannotBeEdited (L-018) and showsTrackingNumbers (Q-049)', () => {
  it.each([
    ['ON_HOLD', NONE, true],
    ['AWAITING_PAYMENT', NONE, true],
    ['AWAITING_PAYMENT', { ...NONE, canUpdateBillingAndPayment: true }, false],
    ['AWAITING_PAYMENT', { ...NONE, canCancelOrder: true }, false],
    ['ON_HOLD', ALL, false],
    ['CANCELED', NONE, false],
    ['SHIPPED', NONE, false],
    ['INVOICED', NONE, false],
  ] as const)('%s with %o → %s', (status, permission, expected) => {
    expect(showCannotBeEdited({ fulfillmentStatus: status }, permission)).toBe(expected);
  });
  it.each([
    ['ON_HOLD', false],
    ['AWAITING_SHIPPING_QUOTE', false],
    ['AWAITING_PAYMENT', false],
    ['CANCELED', false],
    ['SHIPPED', true],
    ['INVOICED', true],
  ] as const)('tracking numbers for %s: %s', (status, expected) => {
    expect(showsTrackingNumbers({ fulfillmentStatus: status })).toBe(expected);
  });
});

describe('feeAgreementOfferedFor (L-062, L-069 reading 2)', () => {
  const now = Date.parse('2026-11-10T00:00:00Z');
  const terms = { gracePeriodEnd: '2026-11-12T00:00:00Z', cancellationFeePercent: 10, racFeePeriodEnd: null };
  it.each([
    ['not yet agreed, deadline ahead', { ...terms, racFeeAgreed: false }, true],
    ['already agreed', { ...terms, racFeeAgreed: true }, false],
    ['no grace period', { ...terms, racFeeAgreed: false, gracePeriodEnd: null }, false],
    ['fee period over', { ...terms, racFeeAgreed: false, racFeePeriodEnd: '2026-11-09T00:00:00Z' }, false],
  ])('%s → %s', (_name, order, expected) => {
    expect(feeAgreementOfferedFor(order, now)).toBe(expected);
  });
});

describe('cancellationFeesApplyFor (L-049, L-068, Q-041): what the cancel confirmation warns of', () => {
  const now = Date.parse('2026-11-10T00:00:00Z');
  const agreed = {
    racFeeAgreed: true,
    gracePeriodEnd: '2026-11-09T00:00:00Z',
    cancellationFeePercent: 10,
    racFeePeriodEnd: null,
  };
  it.each([
    ['agreed, grace period over', agreed, true],
    ['agreed, grace period still running', { ...agreed, gracePeriodEnd: '2026-11-12T00:00:00Z' }, false],
    ['not agreed', { ...agreed, racFeeAgreed: false }, false],
    ['no cancellation percent', { ...agreed, cancellationFeePercent: 0 }, false],
    ['fee period over', { ...agreed, racFeePeriodEnd: '2026-11-09T12:00:00Z' }, false],
  ])('%s → %s', (_name, order, expected) => {
    expect(cancellationFeesApplyFor(order, now)).toBe(expected);
  });
});

describe('buildUpsertSalesOrder (L-028, Q-051)', () => {
  it('sends the loaded version, the lines still ordered, and only the permitted parts', () => {
    const draft = edited((d) => ({
      quantities: { 'A-MIA': 6, 'B-MIA': 0 },
      selection: { ...d.selection, shippingAddress: 'ship-2', paymentMethod: 'TERMS' },
    }));
    const onlyShipping = { ...NONE, canUpdateShipping: true };
    expect(buildUpsertSalesOrder(order, draft, OPTIONS, onlyShipping)).toEqual({
      phonexOrderNumber: 'PXSTKL0000001',
      version: 7,
      items: [{ itemNumberWarehouse: 'A-MIA', orderedQuantity: 6 }],
      shippingOptionDetails: {
        shippingAddressId: 'ship-2',
        shippingOption: {
          shippingMethodCode: 'GROUND',
          insured: false,
          insuredAmount: null,
          carrier: null,
          carrierServiceLevel: null,
          carrierShippingAccountNumber: null,
          shippingInstructions: null,
        },
        requestAQuoteDetails: { serviceLevel: null },
      },
    });
    const all = buildUpsertSalesOrder(order, draft, OPTIONS, ALL);
    expect(all.paymentOptionDetails).toEqual({ billingAddressId: 'bill-1', paymentMethodCode: 'TERMS' });
    expect(all.additionalServices).toEqual(['photos']);
  });
});

describe('charges of the draft (L-032) and the figures shown (L-014, L-016)', () => {
  it('asks for the draft quantities at the order prices, removed lines left out', () => {
    const draft = edited((d) => ({ ...d, quantities: { 'A-MIA': 6, 'B-MIA': 0 } }));
    expect(buildOrderChargesRequest(order, draft, OPTIONS)).toMatchObject({
      warehouseCode: 'MIA',
      phonexOrderNumber: 'PXSTKL0000001',
      shippingAddress: { id: 'ship-1' },
      shippingMethodCode: 'GROUND',
      paymentMethodCode: 'WIRE',
      items: [{ itemNumberWarehouse: 'A-MIA', orderedQuantity: 6 }],
      insured: false,
      insuranceAmount: null,
    });
  });
  it('prices an insured amount only when the form would accept it (L-037): not over the maximum', () => {
    const insured = (typed: string) =>
      buildOrderChargesRequest(
        order,
        edited((d) => ({
          ...d,
          selection: { ...d.selection, shippingInsured: true, shippingInsuranceAmount: typed },
        })),
        OPTIONS,
      ).insuranceAmount;
    expect(insured('50000')).toBe(50000);
    expect([insured('50000.01'), insured('99999999'), insured('0')]).toEqual([null, null, null]);
  });

  it("keeps a payment fee on the order total 'To be quoted' while the freight awaits its quote (Q-035)", () => {
    const quoted = aSalesOrder({
      freight: 0,
      paymentFee: 0,
      freightUndefined: true,
      paymentFeeUndefined: true,
    });
    expect(figuresOf(quoted, undefined, false)).toMatchObject({
      freightUndefined: true,
      paymentFeeUndefined: true,
    });
    expect(figuresOf(aSalesOrder(), undefined, true).paymentFeeUndefined).toBe(false);
  });
  it('with every line removed the figures are those of the cancelled order: no units, only the fees (L-048, L-049)', () => {
    const held = aSalesOrder({ reservationFee: 12.5, total: 832.5 });
    expect(figuresWithEveryLineRemoved(held, 2, Date.parse('2026-11-02T00:00:00Z'))).toMatchObject({
      subtotal: 0,
      freight: 0,
      paymentFee: 0,
      tax: 0,
      additionalServicesFee: 0,
      totalOrderedQuantity: 0,
      reservationFee: 12.5,
      cancellationFee: 0,
      total: 12.5,
      freightUndefined: false,
    });
    // Agreed fee terms past the grace period: 10% of the $800 cancelled is charged.
    const agreed = aSalesOrder({
      racFeeAgreed: true,
      gracePeriodEnd: '2026-11-01T00:00:00.000Z',
      racFeePeriodEnd: '2026-12-01T00:00:00.000Z',
      cancellationFeePercent: 10,
    });
    expect(figuresWithEveryLineRemoved(agreed, 2, Date.parse('2026-11-02T00:00:00Z'))).toMatchObject({
      subtotal: 0,
      cancellationFee: 80,
      total: 80,
    });
  });
  it('shows the order as stored without charges, and the charges plus the fees already charged with them', () => {
    const withFees = aSalesOrder({ reservationFee: 12.5, cancellationFee: 0, total: 832.5 });
    expect(figuresOf(withFees, undefined, true).total).toBe(832.5);
    const charges = {
      freight: 30,
      paymentFee: 0,
      freightUndefined: false,
      paymentFeeUndefined: false,
      rateSku: null,
      tax: 0,
      taxDescription: '',
      additionalServicesFee: 0,
      realTimeFreightQuoteCarrier: null,
      realTimeFreightQuoteCarrierServiceLevel: null,
      freightQuotesForAllRealTimeShippingMethods: [],
      subtotal: 1000,
      totalOrderedQuantity: 10,
      total: 1030,
    };
    expect(figuresOf(withFees, charges, true)).toMatchObject({
      subtotal: 1000,
      freight: 30,
      reservationFee: 12.5,
      total: 1042.5,
      totalOrderedQuantity: 10,
    });
  });
});
