import {
  type Address,
  BILL_MY_ACCOUNT,
  type PreferencesOptions,
  REQUEST_A_QUOTE,
  type SavedPreferences,
} from '@portico/contract';
import {
  allowedPaymentMethods,
  allowedShippingMethods,
  type CheckoutEvent,
  type CheckoutIssue,
  type CheckoutOptions,
  type CheckoutSection,
  type CheckoutSelection,
  type CheckoutState,
  checkoutReducer,
  describeShippingMethod,
  effectiveShippingInstructions,
  initialCheckoutState,
  majorToMinor,
  parseTypedAmount,
  validateSection,
} from '@portico/domain';
import { countryName } from '../../checkout/logic/checkout-model.ts';

/**
 * The preferences page's pure rules (part 2 §2 Preferences, §3 Saved preferences, §5 Preferences save; J-001…
 * J-009). The page is the checkout's five rows without an order: the same reducer (checkoutReducer), the same
 * start (initialCheckoutState: saved choices where still valid, J-007), the same field rules (J-009). What is
 * particular to preferences lives here: the unit mapping of the options, which rules apply without an order, and
 * the saved shape (J-006).
 */

/**
 * The options as the domain rules read them, mapped as the checkout page maps its payload (checkout-model.ts
 * toDomainOptions), so a preference is judged exactly as checkout will judge it: amounts in minor units (the API
 * speaks major units, DESIGN §5), hidden payment methods withdrawn (I-024), and REQUEST_A_QUOTE — which the
 * server also lists among otherShippingMethods — known by its code, so it gets the request-a-quote rules.
 */
export function toCheckoutOptions(options: PreferencesOptions, precision: number): CheckoutOptions {
  return {
    ...options,
    otherShippingMethods: options.otherShippingMethods.filter(
      (m) => !(m.code === REQUEST_A_QUOTE && m.showMethod),
    ),
    paymentMethods: options.paymentMethods
      .filter((m) => m.showMethod)
      .map((m) => ({
        code: m.code,
        creditLimit: m.creditLimit === null ? null : majorToMinor(m.creditLimit, precision),
      })),
    maxShipmentInsuranceAmount: majorToMinor(options.maxShipmentInsuranceAmount, precision),
  };
}

/**
 * J-007, I-022: the page starts from the saved preferences, dropping what no longer fits; rows without a usable
 * choice start open (I-010). There is no order, so no credit-limit or device-count withdrawal applies.
 */
export function initialPreferencesState(
  options: CheckoutOptions,
  saved: SavedPreferences | null | undefined,
  precision: number,
): CheckoutState {
  const state = initialCheckoutState(options, saved, { currencyPrecision: precision });
  const openSections = state.openSections.filter(
    (section) => !canCloseSection(section, state.selection, options, precision),
  );
  return { ...state, openSections };
}

/**
 * The checkout's reducer (part 2 §4: address resets the method, method clears insurance, carrier resets the
 * service level, billing address opens payment), except DONE, which uses the preferences' rules.
 */
export function preferencesReducer(
  state: CheckoutState,
  event: CheckoutEvent,
  options: CheckoutOptions,
  precision: number,
): CheckoutState {
  if (event.type === 'sectionDone') {
    if (!canCloseSection(event.section, state.selection, options, precision)) return state;
    return { ...state, openSections: state.openSections.filter((s) => s !== event.section) };
  }
  return checkoutReducer(state, event, options, { currencyPrecision: precision });
}

/**
 * The request-a-quote service level is asked at checkout: Saved preferences has no field for it (J-006), so
 * preferences never require or show it (the method itself can still be the default).
 */
const PREFERENCE_FIELDS_SKIPPED = new Set(['requestAQuoteServiceLevel', 'requestAQuoteAmount']);

/** One row's rules, as DONE checks them (I-011, J-002, J-009). */
export function preferenceSectionIssues(
  section: CheckoutSection,
  selection: CheckoutSelection,
  options: CheckoutOptions,
  precision: number,
): CheckoutIssue[] {
  return validateSection(section, selection, options, { currencyPrecision: precision }).filter(
    (issue) => !PREFERENCE_FIELDS_SKIPPED.has(issue.field),
  );
}

/** SAVE PREFERENCES checks every row (J-008, J-009), in page order. */
export function preferenceIssues(
  selection: CheckoutSelection,
  options: CheckoutOptions,
  precision: number,
): CheckoutIssue[] {
  return (
    ['shippingAddress', 'shippingMethod', 'billingAddress', 'paymentMethod', 'additionalServices'] as const
  ).flatMap((section) => preferenceSectionIssues(section, selection, options, precision));
}

/** The checkout reducer's DONE closes a row only when validateSection passes; preferences skip the RAQ level. */
export function canCloseSection(
  section: CheckoutSection,
  selection: CheckoutSelection,
  options: CheckoutOptions,
  precision: number,
): boolean {
  return preferenceSectionIssues(section, selection, options, precision).length === 0;
}

const orNull = (value: string | undefined | null): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/**
 * J-006: the saved shape. The bill-my-account inputs are kept only with bill-my-account, the insurance only where
 * the method offers it, the instructions only where the method does not ignore them (I-034).
 */
export function toSavedPreferences(selection: CheckoutSelection, options: CheckoutOptions): SavedPreferences {
  const method = describeShippingMethod(options, selection.shippingMethod);
  const bma = method?.kind === 'BILL_MY_ACCOUNT';
  const insured = method?.insuranceAvailable ? (selection.shippingInsured ?? null) : null;
  const amount = insured ? parseTypedAmount(selection.shippingInsuranceAmount) : undefined;
  const instructions = effectiveShippingInstructions(
    selection.shippingInstruction,
    method?.ignoreShippingInstructions ?? selection.ignoreShippingInstructions,
  );
  return {
    shippingOption: {
      shippingAddressId: selection.shippingAddress ?? null,
      shippingOptionDetails: {
        shippingMethodCode: selection.shippingMethod ?? null,
        carrier: bma ? orNull(selection.billMyAccountInfo.carrier) : null,
        carrierServiceLevel: bma ? orNull(selection.billMyAccountInfo.serviceLevel) : null,
        carrierShippingAccountNumber: bma ? orNull(selection.billMyAccountInfo.accountNumber) : null,
        shippingInstructions: orNull(instructions),
        insured,
        insuredAmount: amount ?? null,
      },
    },
    paymentOption: {
      billingAddressId: selection.billingAddress ?? null,
      paymentOptionDetails: { paymentMethodCode: selection.paymentMethod ?? null },
    },
    services: [...selection.additionalServices],
  };
}

// ── Labels for the summaries and editors ────────────────────────────────────────────────────────────────

/** The name an address goes by (part 2 §3 Address): the buyer's own label, else the ship-to/billing name. */
export const addressTitle = (address: Address): string =>
  address.customLabel?.trim() ||
  address.fields.ShipToName?.trim() ||
  address.fields.BillingCustomerName?.trim() ||
  address.label;

/**
 * The lines under an address's name: who (unless it is the name), street, city/state/zip, country (by name, as the
 * checkout prints it: 'United Kingdom', not 'GB'; I-021).
 */
export function addressLines(address: Address): string[] {
  const title = addressTitle(address);
  const who = address.fields.ShipToName ?? address.fields.BillingCustomerName ?? address.contact;
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = countryName(address.country);
  return [who === title ? null : who, address.address1, address.address2, cityLine, country].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}

export type MethodChoice = { code: string; label: string; description: string };

/** A method's label as the options name it (customLabel first); undefined when the options do not know it. */
export function shippingMethodLabel(
  options: PreferencesOptions,
  code: string | undefined,
): string | undefined {
  if (!code) return undefined;
  const pick = (m: { label: string; customLabel: string | null }) => m.customLabel?.trim() || m.label;
  const other = options.otherShippingMethods.find((m) => m.code === code);
  if (other) return pick(other);
  const realTime = options.realTimeQuoteShippingMethods.find((m) => m.code === code);
  if (realTime) return pick(realTime);
  if (code === BILL_MY_ACCOUNT && options.billMyAccountShippingMethod)
    return pick(options.billMyAccountShippingMethod);
  return undefined;
}

function methodDescription(options: PreferencesOptions, code: string): string {
  return (
    options.otherShippingMethods.find((m) => m.code === code)?.description ??
    options.realTimeQuoteShippingMethods.find((m) => m.code === code)?.description ??
    (code === BILL_MY_ACCOUNT ? options.billMyAccountShippingMethod?.description : undefined) ??
    ''
  );
}

/**
 * The shipping methods offered for the chosen address (I-023…I-025), in the order the checkout lists them.
 * requestAQuoteLabel names REQUEST_A_QUOTE when the options carry no method entry for it.
 */
export function shippingMethodChoices(
  options: PreferencesOptions,
  domainOptions: CheckoutOptions,
  addressId: string | undefined,
  requestAQuoteLabel: string,
): MethodChoice[] {
  return allowedShippingMethods(domainOptions, addressId).map((code) => ({
    code,
    label: shippingMethodLabel(options, code) ?? (code === REQUEST_A_QUOTE ? requestAQuoteLabel : code),
    description: methodDescription(options, code),
  }));
}

/** The payment methods on offer (showMethod true), in the tenant's order. */
export function paymentMethodChoices(
  options: PreferencesOptions,
  domainOptions: CheckoutOptions,
): MethodChoice[] {
  const allowed = new Set(allowedPaymentMethods(domainOptions));
  return options.paymentMethods
    .filter((m) => allowed.has(m.code))
    .map((m) => ({ code: m.code, label: m.label, description: m.description }));
}
