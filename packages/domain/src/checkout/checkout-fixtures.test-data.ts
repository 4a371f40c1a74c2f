import type { CheckoutOptions, CheckoutSelection } from './checkout-options.ts';

/** A checkout payload's options shared by the validation and dependency tables (minor units). */
export const OPTIONS: CheckoutOptions = {
  shippingAddresses: [{ id: 'ship-1' }, { id: 'ship-2' }, { id: 'ship-3' }],
  billingAddresses: [{ id: 'bill-1' }, { id: 'bill-2' }],
  shippingAddressIdShippingMethodCodeMapping: {
    'ship-1': ['STANDARD_ship-1', 'EXPRESS_ship-1'],
    'ship-2': ['EXPRESS_ship-2'],
    'ship-3': [],
  },
  otherShippingMethods: [
    { code: 'STANDARD_ship-1', insuranceAvailable: true, maxDevicesInShipment: 100 },
    { code: 'EXPRESS_ship-1', insuranceAvailable: false, ignoreShippingInstructions: true },
    { code: 'EXPRESS_ship-2', insuranceAvailable: true },
    { code: 'HIDDEN', showMethod: false },
  ],
  billMyAccountShippingMethod: {
    carrierChoiceRestricted: true,
    carrierOptions: ['UPS', 'FedEx'],
    carrierServiceLevelsRestricted: true,
    carrierServiceLevelOptions: { UPS: ['Ground', 'Next Day Air'], FedEx: ['Priority Overnight'] },
    insuranceAvailable: true,
  },
  realTimeQuoteShippingMethods: [{ code: 'RT_GROUND', insuranceAvailable: false }],
  requestAQuoteServiceLevels: { serviceLevelsRestricted: true, serviceLevels: ['Economy', 'Express'] },
  paymentMethods: [{ code: 'WIRE' }, { code: 'TERMS', creditLimit: 50_000 }, { code: 'INTEGRATED_PAYPAL' }],
  additionalServices: [{ id: 'photos' }, { id: 'testing' }],
  maxShipmentInsuranceAmount: 2_000_000, // 20000.00
};

/** A complete, valid selection on a standard method without insurance. */
export const VALID: CheckoutSelection = {
  shippingAddress: 'ship-1',
  shippingMethod: 'STANDARD_ship-1',
  shippingInsured: false,
  shippingInstruction: '',
  ignoreShippingInstructions: false,
  billMyAccountInfo: { carrier: '', serviceLevel: '', accountNumber: '' },
  requestAQuoteInfo: { serviceLevel: '' },
  billingAddress: 'bill-1',
  paymentMethod: 'WIRE',
  additionalServices: [],
};

/** 10 units for 400.00. */
export const ORDER = { units: 10, subtotal: 40_000 };
