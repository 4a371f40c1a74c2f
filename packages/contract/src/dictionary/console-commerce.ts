import type { I18nEntry } from '../i18n.ts';

const e = (i18n_value: string, i18n_value_plural?: string): I18nEntry =>
  i18n_value_plural === undefined ? { i18n_value } : { i18n_value, i18n_value_plural };

/**
 * The seller console's commerce settings words (A-010; docs/decisions/021): Settings › Shipping methods, Payment
 * methods, Warehouses, Additional services, Insurance and Tax rules. Kept apart from CONSOLE_DICTIONARY (which
 * spreads them in), as the order desk's are. Keys start with `console`, `{name}` placeholders.
 */
export const CONSOLE_COMMERCE_DICTIONARY = {
  // Shared by the commerce cards
  consoleCommerceCode: e('Code'),
  consoleCommerceCodeHelp: e('Capital letters, digits and _; it never changes'),
  consoleCommerceName: e('Name'),
  consoleCommerceDescription: e('Description'),
  consoleCommerceEditNamed: e('Edit {name}'),
  consoleCommerceDeleteNamed: e('Delete {name}'),
  consoleCommerceDeleteQuestion: e(
    'Delete {name}? Buyers can no longer choose it; orders that used it keep it.',
  ),
  consoleCommerceDeleted: e('{name} deleted'),
  consoleCommerceSaved: e('{name} saved'),
  consoleCommerceSave: e('Save'),
  consoleCommerceSortOrder: e('Position'),
  consoleCommerceSortOrderHelp: e('Lower numbers come first'),
  consoleCommerceShown: e('Offered to buyers'),
  consoleCommerceHidden: e('Hidden'),
  consoleCommerceShowToBuyers: e('Show to buyers'),
  consoleCommerceShowToBuyersHelp: e('Off keeps it for orders and saved choices that use it'),
  consoleCommerceFeeType: e('Fee'),
  consoleCommerceFeeNone: e('No fee'),
  consoleCommerceFeeFixed: e('Fixed amount per order'),
  consoleCommerceFeePerUnit: e('Amount per unit'),
  consoleCommerceFeePercentSubtotal: e('Percent of the subtotal'),
  consoleCommerceFeePercentTotal: e('Percent of the order total'),
  consoleCommerceFeeAmount: e('Fee amount'),
  consoleCommerceFeePercent: e('Fee percent'),
  consoleCommerceNone: e('None'),
  consoleCommerceEverywhere: e('Every country'),
  consoleCommerceEveryWarehouse: e('Every warehouse'),
  consoleCommerceCouldNotLoad: e('The {name} could not be loaded.'),

  // Settings › Shipping methods
  consoleShippingMethods: e('Shipping methods'),
  consoleShippingMethodsIntro: e(
    'How buyers can have their orders shipped, from which warehouses and to which countries. The next checkout offers what you save here.',
  ),
  consoleShippingMethodsList: e('Shipping methods'),
  consoleShippingMethodsLower: e('shipping methods'),
  consoleAddShippingMethod: e('Add shipping method'),
  consoleNewShippingMethod: e('New shipping method'),
  consoleShippingMethodType: e('Kind'),
  consoleShippingTypeStandard: e('Standard (rate table)'),
  consoleShippingTypeExpress: e('Express (rate table)'),
  consoleShippingTypeRealTime: e('Real-time carrier rate'),
  consoleShippingTypeBillMyAccount: e('Bill my account (buyer’s carrier)'),
  consoleShippingTypeRequestAQuote: e('Request a quote'),
  consoleShippingServes: e('Serves'),
  consoleShippingFreight: e('Freight'),
  consoleShippingFreightRate: e('{base} + {perUnit} per unit'),
  consoleShippingFreightCarrier: e('Quoted by {carrier}'),
  consoleShippingFreightNone: e('No freight charged'),
  consoleShippingFreightQuoted: e('Quoted by you'),
  consoleShippingInstructions: e('Instructions shown to buyers'),
  consoleShippingCountries: e('Countries'),
  consoleShippingCountriesHelp: e('Two-letter codes separated by commas, e.g. US, CA; empty: every country'),
  consoleShippingWarehouses: e('Warehouses'),
  consoleShippingWarehousesHelp: e('None ticked: orders from every warehouse'),
  consoleShippingBaseRate: e('Freight per shipment'),
  consoleShippingPerUnitRate: e('Freight per unit'),
  consoleShippingCarrier: e('Carrier'),
  consoleShippingCarrierServiceLevel: e('Carrier service level'),
  consoleShippingCarriers: e('Carriers and their service levels'),
  consoleShippingCarriersHelp: e('One carrier a line: Carrier: level, level'),
  consoleShippingCarriersRestricted: e('Buyers choose from these carriers and levels'),
  consoleShippingServiceLevels: e('Service levels'),
  consoleShippingServiceLevelsHelp: e('One a line'),
  consoleShippingServiceLevelsRestricted: e('Buyers choose from these service levels'),
  consoleShippingMaxDevices: e('Most units per shipment'),
  consoleShippingMaxDevicesHelp: e('Empty: no limit'),
  consoleShippingInsurance: e('Buyers may insure the shipment'),
  consoleShippingIgnoreInstructions: e('No shipping instructions'),
  consoleShippingRateSku: e('Freight SKU'),
  consoleNoShippingMethods: e('No shipping methods yet.'),

  // Settings › Payment methods
  consolePaymentMethods: e('Payment methods'),
  consolePaymentMethodsIntro: e(
    'How buyers can pay, the fee each method adds to an order and the largest order it takes. The next checkout charges what you save here.',
  ),
  consolePaymentMethodsLower: e('payment methods'),
  consoleAddPaymentMethod: e('Add payment method'),
  consoleNewPaymentMethod: e('New payment method'),
  consoleNoPaymentMethods: e('No payment methods yet.'),
  consolePaymentInstructions: e('Instructions shown to buyers'),
  consolePaymentCreditLimit: e('Credit limit'),
  consolePaymentCreditLimitHelp: e('Orders over it cannot use the method; empty: no limit'),
  consolePaymentDueDays: e('Invoice due after (days)'),
  consolePaymentDueDaysHelp: e(
    "An unpaid order's invoice shows a due date this many days after it; empty: no due date",
  ),

  consoleYes: e('Yes'),
  consoleNo: e('No'),

  // Settings › Warehouses
  consoleWarehouses: e('Warehouses'),
  consoleWarehousesIntro: e(
    'The warehouses your stock is in: the name buyers read, whether they may make offers on its stock, and whether its news goes in the daily stock report.',
  ),
  consoleWarehousesLower: e('warehouses'),
  consoleAddWarehouse: e('Add warehouse'),
  consoleNewWarehouse: e('New warehouse'),
  consoleNoWarehouses: e('No warehouses yet.'),
  consoleWarehouseOffers: e('Offers'),
  consoleWarehouseDailyReport: e('Daily report'),
  consoleWarehouseStockItems: e('Stock items'),
  consoleWarehouseNameHelp: e('Buyers read it in the stock list, cart and orders'),
  consoleWarehouseAcceptsOffers: e('Buyers may make offers on its stock'),
  consoleWarehouseInDailyReport: e('In the daily stock report'),

  // Settings › Additional services
  consoleAdditionalServices: e('Additional services'),
  consoleAdditionalServicesIntro: e(
    'Optional services buyers may add to an order at checkout, and what each one costs.',
  ),
  consoleAdditionalServicesLower: e('additional services'),
  consoleAddAdditionalService: e('Add service'),
  consoleNewAdditionalService: e('New additional service'),
  consoleNoAdditionalServices: e('No additional services yet.'),

  // Settings › Insurance
  consoleInsurance: e('Insurance'),
  consoleInsuranceIntro: e(
    'Buyers may insure a shipment on methods that allow it. The premium is added to the freight.',
  ),
  consoleInsuranceLower: e('insurance settings'),
  consoleInsuranceMax: e('Largest insured amount'),
  consoleInsuranceMaxHelp: e('Per shipment'),
  consoleInsuranceRate: e('Premium'),
  consoleInsuranceRateHelp: e('Percent of the insured amount'),
  consoleInsuranceSaved: e('Insurance saved'),

  // Settings › Tax rules
  consoleTaxRules: e('Tax rules'),
  consoleTaxRulesIntro: e(
    'Tax on the subtotal and freight, by the country and state the order ships to. A country without a rule is not taxed.',
  ),
  consoleTaxRulesLower: e('tax rules'),
  consoleTaxRulesNone: e('No tax rules: no order is taxed.'),
  consoleTaxRuleN: e('Tax rule {n}'),
  consoleRemoveTaxRuleN: e('Remove tax rule {n}'),
  consoleTaxCountry: e('Country'),
  consoleTaxState: e('State'),
  consoleTaxStateHelp: e('Empty: the whole country'),
  consoleTaxRate: e('Rate (%)'),
  consoleTaxDescription: e('Tax line buyers read'),
  consoleTaxRemove: e('Remove'),
  consoleAddTaxRule: e('Add tax rule'),
  consoleTaxRulesSaved: e('Tax rules saved'),
} as const satisfies Record<string, I18nEntry>;
