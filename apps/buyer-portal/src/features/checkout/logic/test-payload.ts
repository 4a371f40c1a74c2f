import type { Address, CalculateChargesResponse, CheckoutPayload } from '@portico/contract';

/** A checkout payload for the page logic's tests (and the page's screenshots): two addresses, four methods. */
export const address = (id: string, label: string): Address => ({
  id,
  contact: 'Dana Harbor',
  address1: '1 Pier Road',
  address2: null,
  city: 'Miami',
  state: 'FL',
  country: 'US',
  zip: '33101',
  customLabel: null,
  label,
  fields: { ShipToName: 'Harbor Traders' },
});

export function testPayload(overrides: Partial<CheckoutPayload> = {}): CheckoutPayload {
  return {
    shippingAddresses: [address('ship-1', 'Miami warehouse'), address('ship-2', 'Toronto office')],
    billingAddresses: [address('bill-1', 'Head office')],
    shippingAddressIdShippingMethodCodeMapping: {
      'ship-1': ['STANDARD_ship-1', 'EXPRESS_ship-1'],
      'ship-2': ['EXPRESS_ship-2'],
    },
    otherShippingMethods: [
      method('STANDARD_ship-1', 'Standard', { insuranceAvailable: true }),
      method('EXPRESS_ship-1', 'Express', { ignoreShippingInstructions: true }),
      method('EXPRESS_ship-2', 'Express (Toronto)'),
    ],
    billMyAccountShippingMethod: {
      code: 'BILL_MY_ACCOUNT',
      label: 'Bill my account',
      customLabel: null,
      description: 'Ship on your own carrier account',
      instructions: null,
      carrierChoiceRestricted: true,
      carrierOptions: ['FedEx', 'UPS'],
      carrierServiceLevelsRestricted: true,
      carrierServiceLevelOptions: { FedEx: ['Priority', 'Ground'], UPS: ['Next Day'] },
      insuranceAvailable: false,
      ignoreShippingInstructions: false,
      showMethod: true,
      maxDevicesInShipment: null,
    },
    realTimeQuoteShippingMethods: [],
    requestAQuoteServiceLevels: { serviceLevelsRestricted: true, serviceLevels: ['Air', 'Ocean'] },
    paymentMethods: [
      {
        code: 'WIRE',
        label: 'Wire transfer',
        description: 'Pay by bank wire',
        instructions: 'Bank: Harbor Bank\nAccount: 123',
        feesApplicable: false,
        feeType: null,
        feeRate: null,
        creditLimit: null,
        showMethod: true,
      },
      {
        code: 'TERMS_NET_30',
        label: 'Net 30',
        description: 'Pay within 30 days',
        instructions: null,
        feesApplicable: true,
        feeType: 'PERC_OF_ORDER_SUBTOTAL',
        feeRate: 2,
        creditLimit: 500,
        showMethod: true,
      },
    ],
    additionalServices: [
      { id: 'svc-1', label: 'Kitting', description: 'Kit per unit', feeType: 'PER_UNIT', feeRate: 1 },
    ],
    maxShipmentInsuranceAmount: 50000,
    warehouse: 'MIA',
    warehouseLabel: 'Miami',
    offerIds: ['o-1', 'o-2'],
    lineItems: [line('IT-1', 'MIA', 3, 100, 'o-1'), line('IT-2', 'MIA', 2, 250.5, 'o-2')],
    buyerName: 'Harbor Traders',
    buyerOrderPreferences: null,
    onHoldSalesOrder: null,
    isHoldOrderUntilShippingQuote: false,
    isPxns: false,
    orderSubtotal: 801,
    ...overrides,
  };
}

function method(
  code: string,
  label: string,
  flags: Partial<CheckoutPayload['otherShippingMethods'][number]> = {},
) {
  return {
    code,
    label,
    customLabel: null,
    description: `${label} delivery`,
    instructions: null,
    insuranceAvailable: false,
    ignoreShippingInstructions: false,
    showMethod: true,
    maxDevicesInShipment: null,
    ...flags,
  };
}

export function line(
  itemNumber: string,
  warehouse: string,
  quantity: number,
  unitPrice: number,
  offerId: string | null,
) {
  return {
    itemNumber,
    itemNumberWarehouse: `${itemNumber}${warehouse}`,
    itemDescription: `${itemNumber} description`,
    quantity,
    unitPrice,
    extendedPrice: quantity * unitPrice,
    offerId,
  };
}

export function testCharges(overrides: Partial<CalculateChargesResponse> = {}): CalculateChargesResponse {
  return {
    freight: 25,
    paymentFee: 0,
    freightUndefined: false,
    paymentFeeUndefined: false,
    rateSku: null,
    tax: 66.08,
    taxDescription: 'Sales Tax (8.25%)',
    additionalServicesFee: 0,
    realTimeFreightQuoteCarrier: null,
    realTimeFreightQuoteCarrierServiceLevel: null,
    freightQuotesForAllRealTimeShippingMethods: [],
    subtotal: 801,
    totalOrderedQuantity: 5,
    total: 892.08,
    ...overrides,
  };
}
