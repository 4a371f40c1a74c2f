import { describe, expect, it } from 'vitest';
import { ShippingAndBillingOptions } from './checkout.ts';
import {
  ConfirmationType,
  FeeTerms,
  FulfillmentStatus,
  GetOrderResponse,
  ManifestSummary,
  ORDERS_LIST_COLUMN_FIELDS,
  OrderAction,
  OrderNumberParams,
  OrderPermission,
  OrderSummary,
  OrdersListQuery,
  OrdersListResponse,
  orderSummaryOf,
  SalesOrder,
} from './orders.ts';
import { DEFAULT_ORDER_SETTINGS, OrderSettings } from './settings.ts';

// A realistic order as GET order/PXSTKL0000347 would answer it after a wire-paid, express-shipped checkout.

const address = {
  id: '5b7c1f7e-2f4b-4a53-9d0e-8c1d2b3a4f50',
  contact: 'Dana Reyes',
  address1: '1200 Harbor Blvd',
  address2: null,
  city: 'Miami',
  state: 'FL',
  country: 'US',
  zip: '33101',
  customLabel: null,
  label: '1200 Harbor Blvd, Miami, FL 33101, US',
  fields: { ShipToName: 'Harbor Phones LLC', BillingCustomerName: 'Harbor Phones LLC' },
};

const iphone = {
  itemNumberWarehouse: 'IP13-128-BLK-A-MIA',
  itemNumber: 'IP13-128-BLK-A',
  itemDescription: 'Apple iPhone 13 128GB Black, Grade A',
  availableQuantity: -2,
  orderedQuantity: 20,
  canceledQuantity: 0,
  shippedQuantity: 0,
  unitPrice: 385,
  extendedPrice: 7700,
  incrementSize: 5,
  availableQuantityDisplay: '0',
};
const galaxy = {
  itemNumberWarehouse: 'SGS22-256-GRN-B-MIA',
  itemNumber: 'SGS22-256-GRN-B',
  itemDescription: 'Samsung Galaxy S22 256GB Green, Grade B',
  availableQuantity: 40,
  orderedQuantity: 5,
  canceledQuantity: 1,
  shippedQuantity: 0,
  unitPrice: 240,
  extendedPrice: 1200,
  incrementSize: 1,
  availableQuantityDisplay: '40',
};

const salesOrder = {
  phonexOrderNumber: 'PXSTKL0000347',
  refOrderNumber: null,
  refOrderNumberOrPhonexOrderNumber: 'PXSTKL0000347',
  buyerId: '3f9a8b7c-6d5e-4f3a-2b1c-0d9e8f7a6b5c',
  warehouse: 'Miami',
  warehouseCode: 'MIA',
  pxnrOrder: false,
  pxnrWarehouseLabel: null,
  pxnsOrder: false,
  fulfillmentStatus: 'AWAITING_PAYMENT',
  phonexDerivedStatus: 'AWAITING_PAYMENT',
  paymentStatus: 'UNPAID',
  createDate: '2026-11-23T14:02:11.000Z',
  updateDate: '2026-11-23T14:02:11.000Z',
  subtotal: 8900,
  freight: 184.5,
  paymentFee: 25,
  tax: 749.47,
  additionalServicesFee: 37.5,
  total: 9896.47,
  reservationFee: 0,
  cancellationFee: 0,
  taxDescription: 'Sales Tax (8.25%)',
  totalOrderedQuantity: 25,
  freightUndefined: false,
  paymentFeeUndefined: false,
  items: [iphone, galaxy],
  itemNumberItems: { [iphone.itemNumberWarehouse]: iphone, [galaxy.itemNumberWarehouse]: galaxy },
  additionalServices: ['DATA_WIPE'],
  shippingAddress: address,
  billingAddress: address,
  racFeeAgreed: false,
  racFeeAgreedDate: null,
  gracePeriodEnd: '2026-11-26T14:02:11.000Z',
  cancellationFeePercent: 0,
  racFeePeriodEnd: null,
  rateSku: null,
  metadata: {
    realTimeFreightQuoteCarrier: null,
    realTimeFreightQuoteCarrierServiceLevel: null,
    freightQuotesForAllRealTimeShippingMethods: [],
  },
  shippingOptionDetails: {
    shippingOption: {
      shippingMethodCode: 'EXPRESS_5b7c1f7e',
      shippingMethodLabel: 'Express',
      insured: true,
      insuredAmount: 8900,
      shippingQuote: null,
      carrier: null,
      carrierServiceLevel: null,
      carrierShippingAccountNumber: null,
      shippingInstructions: 'Dock 3',
    },
    shippingAddressId: address.id,
    requestAQuoteDetails: { serviceLevel: null },
  },
  paymentOptionDetails: {
    billingAddressId: address.id,
    paymentMethodCode: 'WIRE',
    paymentMethodLabel: 'Wire Transfer',
  },
  version: 1,
};

const orderOptions = {
  shippingAddresses: [address],
  billingAddresses: [address],
  shippingAddressIdShippingMethodCodeMapping: { [address.id]: ['EXPRESS_5b7c1f7e'] },
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
  ],
  billMyAccountShippingMethod: null,
  realTimeQuoteShippingMethods: [],
  requestAQuoteServiceLevels: { serviceLevelsRestricted: false, serviceLevels: [] },
  paymentMethods: [
    {
      code: 'WIRE',
      label: 'Wire Transfer',
      description: 'Pay by bank wire',
      instructions: 'Bank: First Harbor Bank, ABA 026009593, Account 1234567890',
      feesApplicable: true,
      feeType: 'FIXED',
      feeRate: 25,
      creditLimit: null,
      showMethod: true,
    },
  ],
  additionalServices: [
    { id: 'DATA_WIPE', label: 'Certified data wipe', description: '', feeType: 'PER_UNIT', feeRate: 1.5 },
  ],
  maxShipmentInsuranceAmount: 50000,
};

const permission = {
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
  isPaymentGracePeriodSectionApplicable: true,
  canPayAndShipNow: false,
};

describe('get order (N-053)', () => {
  it('parses salesOrder, orderOptions and permission', () => {
    const parsed = GetOrderResponse.parse({ salesOrder, orderOptions, permission });
    expect(parsed.salesOrder.items.map((item) => item.extendedPrice)).toEqual([7700, 1200]);
    expect(parsed.salesOrder.itemNumberItems['IP13-128-BLK-A-MIA']?.availableQuantity).toBe(-2);
    expect(ShippingAndBillingOptions.parse(parsed.orderOptions)).toEqual(parsed.orderOptions);
    expect(Object.keys(OrderPermission.parse(permission))).toHaveLength(12);
  });

  it('parses a request-a-quote order awaiting its quote', () => {
    const parsed = SalesOrder.parse({
      ...salesOrder,
      fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE',
      freight: 0,
      shippingOptionDetails: {
        ...salesOrder.shippingOptionDetails,
        shippingOption: {
          ...salesOrder.shippingOptionDetails.shippingOption,
          shippingMethodCode: 'REQUEST_A_QUOTE',
          shippingMethodLabel: 'Request a Quote',
          insured: null,
          insuredAmount: null,
        },
        requestAQuoteDetails: { serviceLevel: 'Air' },
      },
    });
    expect(parsed.shippingOptionDetails.requestAQuoteDetails.serviceLevel).toBe('Air');
  });

  it('refuses a status outside DESIGN §6', () => {
    expect(FulfillmentStatus.options).toContain('AWAITING_SHIPPING_QUOTE');
    expect(SalesOrder.safeParse({ ...salesOrder, fulfillmentStatus: 'LOST' }).success).toBe(false);
  });

  it('takes the order number from the path', () => {
    expect(OrderNumberParams.parse({ phonexOrderNumber: 'PXSTKL0000347' }).phonexOrderNumber).toBe(
      'PXSTKL0000347',
    );
    expect(OrderNumberParams.safeParse({ phonexOrderNumber: '' }).success).toBe(false);
  });
});

describe('order summary (I-068)', () => {
  it('is the confirmation subset of the order', () => {
    const summary = orderSummaryOf(SalesOrder.parse(salesOrder));
    expect(OrderSummary.parse(summary)).toEqual({
      subtotal: 8900,
      paymentFee: 25,
      reservationFee: 0,
      cancellationFee: 0,
      freight: 184.5,
      additionalServicesFee: 37.5,
      tax: 749.47,
      total: 9896.47,
      freightUndefined: false,
      paymentFeeUndefined: false,
      warehouse: 'Miami',
      itemNumberItems: {
        'IP13-128-BLK-A-MIA': { orderedQuantity: 20, canceledQuantity: 0 },
        'SGS22-256-GRN-B-MIA': { orderedQuantity: 5, canceledQuantity: 1 },
      },
    });
  });
});

describe('orders list (K-001…K-009)', () => {
  const row = {
    phonexOrderNumber: 'PXSTKL0000347',
    updateDate: '2026-11-23T14:02:11.000Z',
    warehouse: 'Miami',
    warehouseCode: 'MIA',
    fulfillmentStatus: 'ON_HOLD',
    paymentStatus: 'UNPAID',
    pxnsOrder: false,
    refOrderNumber: 'SO-88213',
    refOrderNumberOrPhonexOrderNumber: 'SO-88213',
    createDate: '2026-11-22T09:00:00.000Z',
    totalOrderedQuantity: 25,
    total: 9896.47,
  };

  it('parses a list of rows and a search of pasted numbers', () => {
    const parsed = OrdersListResponse.parse([
      row,
      { ...row, phonexOrderNumber: 'PXSTKL0000346', pxnsOrder: true },
    ]);
    expect(parsed).toHaveLength(2);
    expect(OrdersListQuery.parse({ search: 'PXSTKL0000347\nPXSTKL0000346, SO-88213' }).search).toContain(
      '\n',
    );
    expect(OrdersListQuery.parse({})).toEqual({});
  });

  it('every default column of Q-047 names a field of the row', () => {
    const fields: readonly string[] = ORDERS_LIST_COLUMN_FIELDS;
    for (const column of OrderSettings.parse(DEFAULT_ORDER_SETTINGS).buyerSalesOrderListPageSettings
      .columns) {
      expect(fields).toContain(column.field);
    }
  });
});

describe('other order shapes', () => {
  it('parses fee terms, the manifest summary and the enums', () => {
    expect(
      FeeTerms.parse({
        reservationFeePercent: 0.25,
        cancellationFeePercent: 5,
        reservationFeeRateAmount: 22.25,
        cancellationFeeRateAmount: 445,
        gracePeriodEnd: '2026-11-26T14:02:11.000Z',
        paymentTimeExtensionCustomText: null,
        useCurrentAccountTextForPayment: false,
        refOrderNumber: null,
        phonexOrderNumber: 'PXSTKL0000347',
      }).cancellationFeePercent,
    ).toBe(5);
    expect(
      ManifestSummary.parse({ imeiAvailable: true, invoiceNumbers: ['INV-1'], trackingNumbers: [] }),
    ).toEqual({
      imeiAvailable: true,
      invoiceNumbers: ['INV-1'],
      trackingNumbers: [],
      shipments: [],
    });
    expect(OrderAction.options).toEqual(['HOLD_ORDER', 'RELEASE_ORDER']);
    expect(ConfirmationType.options).toHaveLength(3);
  });
});
