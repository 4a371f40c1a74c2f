import type { Address, PreferencesOptions } from '@portico/contract';

/** Contract-shaped preferences options for the pure tests and the screenshots' mocked API. */
export const address = (id: string, label: string, over: Partial<Address> = {}): Address => ({
  id,
  contact: 'Dana Reyes',
  address1: '100 Harbor Way',
  address2: null,
  city: 'Miami',
  state: 'FL',
  country: 'US',
  zip: '33101',
  customLabel: null,
  label,
  fields: { ShipToName: 'Harbor Traders' },
  ...over,
});

const method = (
  code: string,
  label: string,
  over: Partial<PreferencesOptions['otherShippingMethods'][number]> = {},
) => ({
  code,
  label,
  customLabel: null,
  description: `${label} delivery`,
  instructions: null,
  insuranceAvailable: false,
  ignoreShippingInstructions: false,
  showMethod: true,
  maxDevicesInShipment: null,
  ...over,
});

export const optionsFixture = (): PreferencesOptions => ({
  shippingAddresses: [
    address('ship-1', 'Miami warehouse'),
    address('ship-2', 'Austin office', { city: 'Austin', state: 'TX' }),
  ],
  billingAddresses: [address('bill-1', 'Head office')],
  shippingAddressIdShippingMethodCodeMapping: {
    'ship-1': ['STANDARD_SHIP-1', 'EXPRESS_SHIP-1'],
    'ship-2': ['STANDARD_SHIP-2'],
  },
  otherShippingMethods: [
    method('STANDARD_SHIP-1', 'Standard', { insuranceAvailable: true }),
    method('EXPRESS_SHIP-1', 'Express', { ignoreShippingInstructions: true }),
    method('STANDARD_SHIP-2', 'Standard'),
  ],
  billMyAccountShippingMethod: {
    code: 'BILL_MY_ACCOUNT',
    label: 'Bill My Account',
    customLabel: null,
    description: 'Ship on your own carrier account',
    instructions: null,
    carrierChoiceRestricted: true,
    carrierOptions: ['UPS', 'FedEx'],
    carrierServiceLevelsRestricted: true,
    carrierServiceLevelOptions: { UPS: ['Ground', 'Next Day Air'], FedEx: ['Priority'] },
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
      label: 'Wire Transfer',
      description: 'Pay by bank wire',
      instructions: 'Bank details follow',
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
      creditLimit: 25_000.5,
      showMethod: true,
    },
  ],
  additionalServices: [
    {
      id: 'svc-test',
      label: 'Functional test',
      description: 'Each unit tested',
      feeType: 'PER_UNIT',
      feeRate: 1.5,
    },
  ],
  maxShipmentInsuranceAmount: 20_000,
});
