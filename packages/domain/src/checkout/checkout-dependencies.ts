import { DEFAULT_CURRENCY_PRECISION, minorToMajor } from '../money.ts';
import { defaultInsuredAmount, REQUEST_A_QUOTE } from './charges.ts';
import {
  allowedPaymentMethods,
  allowedShippingMethods,
  type CheckoutContext,
  type CheckoutOptions,
  type CheckoutSelection,
  describeShippingMethod,
  EMPTY_SELECTION,
  paymentMethodRefusal,
  shippingMethodRefusal,
} from './checkout-options.ts';
import { type CheckoutSection, type ValidationOptions, validateSection } from './checkout-validation.ts';

/**
 * part 2 §4 'Checkout' as pure state rules (I-010, I-011, I-022…I-027, I-033, I-036, I-038, I-041), and which
 * submit buttons show (I-016…I-020, P-034, Q-054). The portal keeps a CheckoutState in a useReducer; the
 * server uses initialSelection/sanitizePreferences to start a checkout from saved preferences (J-007).
 */

export type CheckoutState = {
  selection: CheckoutSelection;
  /** Rows showing their editor instead of the summary (I-010). */
  openSections: readonly CheckoutSection[];
};

export type CheckoutEvent =
  | { type: 'shippingAddressSelected'; id: string }
  | { type: 'shippingMethodSelected'; code: string }
  | { type: 'carrierSelected'; carrier: string }
  | { type: 'billMyAccountEdited'; serviceLevel?: string; accountNumber?: string }
  | { type: 'requestAQuoteEdited'; serviceLevel?: string; amount?: string | number | null }
  | { type: 'realTimeAvailabilityChanged'; available: boolean }
  | { type: 'insuranceChosen'; insured: boolean }
  | { type: 'insuranceAmountApplied'; amount: string | number | null }
  | { type: 'shippingInstructionEdited'; text: string }
  | { type: 'billingAddressSelected'; id: string }
  | { type: 'paymentMethodSelected'; code: string }
  | { type: 'additionalServicesChanged'; ids: readonly string[] }
  | { type: 'sectionOpened'; section: CheckoutSection }
  | { type: 'sectionDone'; section: CheckoutSection };

/** True in 'hold order until shipping quote' mode (I-027). */
export const isHoldOrderUntilShippingQuote = (selection: CheckoutSelection) =>
  selection.shippingMethod === REQUEST_A_QUOTE;

const open = (list: readonly CheckoutSection[], s: CheckoutSection) =>
  list.includes(s) ? list : [...list, s];
const close = (list: readonly CheckoutSection[], s: CheckoutSection) => list.filter((x) => x !== s);

/**
 * I-036: a new method clears the insurance choice (unset, so 'Please Select Insurance.' asks again) and takes
 * the method's ignoreShippingInstructions (I-034). The bill-my-account and request-a-quote inputs are kept:
 * they are only sent with their own method, and a buyer switching back finds what they typed.
 */
function withMethod(selection: CheckoutSelection, options: CheckoutOptions, code: string | undefined) {
  const method = describeShippingMethod(options, code);
  return {
    ...selection,
    shippingMethod: code,
    shippingInsured: undefined,
    shippingInsuranceAmount: undefined,
    ignoreShippingInstructions: method?.ignoreShippingInstructions ?? false,
  };
}

/** I-033: the first service level of a carrier when its levels are restricted, otherwise blank (free text). */
export function firstServiceLevel(options: CheckoutOptions, carrier: string): string {
  const bma = options.billMyAccountShippingMethod;
  if (!bma?.carrierServiceLevelsRestricted) return '';
  return bma.carrierServiceLevelOptions[carrier]?.[0] ?? '';
}

/** I-038: the insured amount proposed when the buyer chooses insurance, in major units (as the box shows it). */
export function defaultInsuranceAmountMajor(options: CheckoutOptions, ctx: CheckoutContext): number {
  const precision = ctx.currencyPrecision ?? DEFAULT_CURRENCY_PRECISION;
  const subtotal = ctx.order?.subtotal ?? Number.MAX_SAFE_INTEGER;
  return minorToMajor(
    defaultInsuredAmount(subtotal, options.maxShipmentInsuranceAmount, precision),
    precision,
  );
}

export function checkoutReducer(
  state: CheckoutState,
  event: CheckoutEvent,
  options: CheckoutOptions,
  ctx: ValidationOptions = {},
): CheckoutState {
  const s = state.selection;
  switch (event.type) {
    case 'shippingAddressSelected': {
      // I-023: the method resets to the first one allowed for the new address (cleared when there is none).
      // Picking the address already chosen changes nothing (no reason to lose the method and insurance).
      if (event.id === s.shippingAddress) return state;
      const first = allowedShippingMethods(options, event.id, ctx)[0];
      // The same method there (I-036 clears the insurance when the METHOD changes): its choices stay.
      if (first !== undefined && first === s.shippingMethod) {
        return { ...state, selection: { ...s, shippingAddress: event.id } };
      }
      const selection = withMethod({ ...s, shippingAddress: event.id }, options, first);
      return { ...state, selection };
    }
    case 'shippingMethodSelected': {
      if (event.code === s.shippingMethod) return state;
      return { ...state, selection: withMethod(s, options, event.code) }; // I-036, I-027
    }
    case 'carrierSelected': // I-033
      return {
        ...state,
        selection: {
          ...s,
          billMyAccountInfo: {
            ...s.billMyAccountInfo,
            carrier: event.carrier,
            serviceLevel: firstServiceLevel(options, event.carrier),
          },
        },
      };
    case 'billMyAccountEdited': {
      const { type: _type, ...changes } = event;
      return { ...state, selection: { ...s, billMyAccountInfo: { ...s.billMyAccountInfo, ...changes } } };
    }
    case 'requestAQuoteEdited': {
      const { type: _type, ...changes } = event;
      return { ...state, selection: { ...s, requestAQuoteInfo: { ...s.requestAQuoteInfo, ...changes } } };
    }
    case 'realTimeAvailabilityChanged': {
      // I-025: real-time methods are hidden and request-a-quote is shown and selected — when the buyer was on a
      // real-time method or had none; a chosen standard/bill-my-account method is left alone.
      if (event.available) return state;
      const current = describeShippingMethod(options, s.shippingMethod);
      if (current && current.kind !== 'REAL_TIME') return state;
      return {
        ...state,
        selection: withMethod(s, options, REQUEST_A_QUOTE),
        openSections: open(state.openSections, 'shippingMethod'), // the buyer must pick a service level
      };
    }
    case 'insuranceChosen': {
      // I-038: choosing insurance proposes the default amount (lesser of the maximum and the subtotal).
      const amount = event.insured
        ? (s.shippingInsuranceAmount ?? defaultInsuranceAmountMajor(options, ctx))
        : undefined;
      return {
        ...state,
        selection: { ...s, shippingInsured: event.insured, shippingInsuranceAmount: amount },
      };
    }
    case 'insuranceAmountApplied': // I-039: after the 500 ms debounce, on blur or Apply (the portal times it)
      return { ...state, selection: { ...s, shippingInsuranceAmount: event.amount } };
    case 'shippingInstructionEdited':
      return { ...state, selection: { ...s, shippingInstruction: event.text } };
    case 'billingAddressSelected': {
      // I-041: picking a billing address opens the payment methods when more than one exists.
      const selection = { ...s, billingAddress: event.id };
      const several = allowedPaymentMethods(options, ctx).length > 1;
      return {
        selection,
        openSections: several ? open(state.openSections, 'paymentMethod') : state.openSections,
      };
    }
    case 'paymentMethodSelected':
      return { ...state, selection: { ...s, paymentMethod: event.code } };
    case 'additionalServicesChanged':
      return { ...state, selection: { ...s, additionalServices: [...event.ids] } };
    case 'sectionOpened':
      return { ...state, openSections: open(state.openSections, event.section) };
    case 'sectionDone': {
      // I-011: DONE validates the row and closes it only when it is valid.
      if (validateSection(event.section, s, options, ctx).length > 0) return state;
      return { ...state, openSections: close(state.openSections, event.section) };
    }
  }
}

// ── Saved preferences (J-006, J-007, I-022) ──────────────────────────────────────────────────────────────

/** part 2 §3 Saved preferences (J-006). insuredAmount in major units, as the API speaks. */
export type SavedPreferences = {
  shippingOption?: {
    shippingAddressId?: string | null;
    shippingOptionDetails?: {
      shippingMethodCode?: string | null;
      carrier?: string | null;
      carrierServiceLevel?: string | null;
      carrierShippingAccountNumber?: string | null;
      shippingInstructions?: string | null;
      insured?: boolean | null;
      insuredAmount?: number | null;
    } | null;
  } | null;
  paymentOption?: {
    billingAddressId?: string | null;
    paymentOptionDetails?: { paymentMethodCode?: string | null } | null;
  } | null;
  services?: readonly string[] | null;
};

/**
 * J-007 (§5 Preferences save): a stored method that no longer fits its address is dropped, and payment
 * methods, addresses and services that are no longer offered are cleared. With `ctx.order` (checkout) the
 * order-dependent withdrawals (maxDevicesInShipment, creditLimit) apply too. Insurance and instructions go
 * with the method they were saved for.
 */
export function sanitizePreferences(
  prefs: SavedPreferences | null | undefined,
  options: CheckoutOptions,
  ctx: CheckoutContext = {},
): SavedPreferences {
  const shipAddress = prefs?.shippingOption?.shippingAddressId ?? null;
  const shipAddressOk = shipAddress !== null && options.shippingAddresses.some((a) => a.id === shipAddress);
  const details = prefs?.shippingOption?.shippingOptionDetails ?? null;
  const methodCode = details?.shippingMethodCode ?? null;
  const methodOk =
    shipAddressOk &&
    methodCode !== null &&
    !shippingMethodRefusal(options, shipAddress ?? undefined, methodCode, ctx);
  const billAddress = prefs?.paymentOption?.billingAddressId ?? null;
  const billAddressOk = billAddress !== null && options.billingAddresses.some((a) => a.id === billAddress);
  const payCode = prefs?.paymentOption?.paymentOptionDetails?.paymentMethodCode ?? null;
  const payOk = payCode !== null && !paymentMethodRefusal(options, payCode, ctx);
  const offered = new Set((options.additionalServices ?? []).map((s) => s.id));
  const method = methodOk ? describeShippingMethod(options, methodCode ?? undefined) : undefined;
  return {
    shippingOption: {
      shippingAddressId: shipAddressOk ? shipAddress : null,
      shippingOptionDetails: methodOk
        ? {
            ...details,
            insured: method?.insuranceAvailable ? (details?.insured ?? null) : null,
            insuredAmount:
              method?.insuranceAvailable && details?.insured ? (details.insuredAmount ?? null) : null,
          }
        : null,
    },
    paymentOption: {
      billingAddressId: billAddressOk ? billAddress : null,
      paymentOptionDetails: payOk ? { paymentMethodCode: payCode } : null,
    },
    services: (prefs?.services ?? []).filter((id) => offered.has(id)),
  };
}

/**
 * I-022: the checkout starts from the saved preferences where still valid. Otherwise: the first shipping and
 * billing address, the first method allowed for the address (I-023), the payment method when exactly one is
 * on offer (with several the buyer picks, I-041). Rows without a usable choice start open (I-010).
 */
export function initialCheckoutState(
  options: CheckoutOptions,
  prefs: SavedPreferences | null | undefined,
  ctx: ValidationOptions = {},
): CheckoutState {
  const clean = sanitizePreferences(prefs, options, ctx);
  const details = clean.shippingOption?.shippingOptionDetails ?? null;
  const shippingAddress = clean.shippingOption?.shippingAddressId ?? options.shippingAddresses[0]?.id;
  const shippingMethod =
    details?.shippingMethodCode ?? allowedShippingMethods(options, shippingAddress, ctx)[0];
  const method = describeShippingMethod(options, shippingMethod);
  const payments = allowedPaymentMethods(options, ctx);
  const paymentMethod =
    clean.paymentOption?.paymentOptionDetails?.paymentMethodCode ??
    (payments.length === 1 ? payments[0] : undefined);
  const insured = details?.insured ?? undefined;
  const selection: CheckoutSelection = {
    ...EMPTY_SELECTION,
    shippingAddress,
    shippingMethod,
    shippingInsured: insured,
    shippingInsuranceAmount: insured
      ? (details?.insuredAmount ?? defaultInsuranceAmountMajor(options, ctx))
      : undefined,
    ignoreShippingInstructions: method?.ignoreShippingInstructions ?? false,
    shippingInstruction: details?.shippingInstructions ?? '',
    billMyAccountInfo: {
      carrier: details?.carrier ?? '',
      serviceLevel: details?.carrierServiceLevel ?? '',
      accountNumber: details?.carrierShippingAccountNumber ?? '',
    },
    billingAddress: clean.paymentOption?.billingAddressId ?? options.billingAddresses[0]?.id,
    paymentMethod,
    additionalServices: clean.services ?? [],
  };
  const openSections = (
    ['shippingAddress', 'shippingMethod', 'billingAddress', 'paymentMethod'] as const
  ).filter((section) => validateSection(section, selection, options, ctx).length > 0);
  return { selection, openSections };
}

// ── Buttons (I-016…I-020, P-034, Q-054, L-019, L-020) ───────────────────────────────────────────────────

/** P-034, Q-078: only this salesOrderUpdateMethod means manual sync (mirrors MANUAL_SYNC_UPDATE_METHOD). */
export const MANUAL_SYNC_UPDATE_METHOD = 'ALL_VIA_PHONEX_AND_HAS_EXTERNAL_SYSTEM';
/** I-053: the integrated online payment method. */
export const INTEGRATED_PAYPAL = 'INTEGRATED_PAYPAL';

export type CheckoutAction =
  | 'HOLD_UNTIL_SHIPPING_QUOTE'
  | 'PAY_AND_SHIP_NOW'
  | 'HOLD_FOR_LATER'
  | 'UPDATE_ORDER'
  | 'CANCEL';

export type CheckoutButton = {
  action: CheckoutAction;
  /** Dictionary key of the label. */
  labelKey:
    | 'holdOrderUntilShippingQuote'
    | 'payAndShipNow'
    | 'placeOrder'
    | 'holdOrderForLater'
    | 'updateOrder'
    | 'cancel';
  disabled: boolean;
};

/**
 * H-010: the seller's proof-of-export rule as it reads for one buyer's new orders — every order (the rule says so,
 * or names the buyer), or the orders shipped outside `homeCountry` (null: none by country).
 */
export type NewOrderProofRule = { allOrders: boolean; homeCountry: string | null };

/** Whether a new order shipped to `country` needs proof of export first (it is held until the document is in). */
export function newOrderNeedsProof(
  rule: NewOrderProofRule | null | undefined,
  country: string | undefined,
): boolean {
  if (!rule) return false;
  if (rule.allOrders) return true;
  if (rule.homeCountry === null || !country) return false;
  return country.trim().toUpperCase() !== rule.homeCountry;
}

export type ButtonInputs = {
  /** 'new' order, or adding the cart to an on-hold order (I-064: Update Order). */
  mode: 'new' | 'addToExisting';
  /** I-027: request-a-quote selected. */
  holdOrderUntilShippingQuote: boolean;
  salesOrderUpdateMethod?: string | null;
  singleButtonOrderFlow?: boolean;
  /** H-010, I-020: proof-of-export data. */
  disablePayAndShipNow?: boolean;
  pendingDocumentsCount?: number;
  /** H-010: this new order needs proof of export first (newOrderNeedsProof): it can only be held. */
  proofOfExportFirst?: boolean;
  /** L-019/L-020 (per-order permissions; a new checkout has none, so both default to true). */
  canPayAndShipNow?: boolean;
  canCancelOrder?: boolean;
};

/**
 * Which buttons show, in order, and the proof-of-export warning. Decisions: I-018 reading 1 (Place Order is the
 * pay button's label under manual sync, P-034); Q-054 (single-button flow hides Hold Order For Later); a
 * request-a-quote checkout can only be held until the quote (I-027: freight is unknown, so nothing to pay yet).
 */
export function checkoutButtons(input: ButtonInputs): {
  buttons: CheckoutButton[];
  warningKey?: 'payAndShipNowDisabled' | 'proofOfExportRequired';
} {
  const cancel: CheckoutButton = { action: 'CANCEL', labelKey: 'cancel', disabled: false };
  if (input.mode === 'addToExisting') {
    return { buttons: [{ action: 'UPDATE_ORDER', labelKey: 'updateOrder', disabled: false }, cancel] };
  }
  const canHold = input.canCancelOrder ?? true; // L-020: holds are shown with the cancel permission
  if (input.holdOrderUntilShippingQuote) {
    const hold: CheckoutButton[] = canHold
      ? [{ action: 'HOLD_UNTIL_SHIPPING_QUOTE', labelKey: 'holdOrderUntilShippingQuote', disabled: false }]
      : [];
    return { buttons: [...hold, cancel] };
  }
  const buttons: CheckoutButton[] = [];
  const proofFirst = input.proofOfExportFirst ?? false;
  const payDisabled = (input.disablePayAndShipNow ?? false) || proofFirst;
  if (input.canPayAndShipNow ?? true) {
    buttons.push({
      action: 'PAY_AND_SHIP_NOW',
      labelKey: input.salesOrderUpdateMethod === MANUAL_SYNC_UPDATE_METHOD ? 'placeOrder' : 'payAndShipNow',
      disabled: payDisabled,
    });
  }
  if (canHold && !input.singleButtonOrderFlow) {
    buttons.push({ action: 'HOLD_FOR_LATER', labelKey: 'holdOrderForLater', disabled: false });
  }
  buttons.push(cancel);
  // I-020: the warning shows when the pay button is disabled and no documents are pending.
  const warn =
    payDisabled &&
    (input.pendingDocumentsCount ?? 0) === 0 &&
    buttons.some((b) => b.action === 'PAY_AND_SHIP_NOW');
  if (!warn) return { buttons };
  // H-010: a new order the rule covers says why it can only be held (the submit would refuse it in these words).
  return { buttons, warningKey: proofFirst ? 'proofOfExportRequired' : 'payAndShipNowDisabled' };
}

export type ConfirmationType = 'PAY_AND_SHIP_NOW' | 'HOLD_ORDER' | 'HOLD_UNTIL_SHIPPING_QUOTE';

/**
 * What a submit button sends and where it lands (I-052, I-053, I-064, I-067): readyToRelease true only for
 * Pay And Ship Now, and never with the integrated online payment (the payment window decides later).
 */
export function submitIntent(
  action: Exclude<CheckoutAction, 'CANCEL'>,
  paymentMethodCode: string | undefined,
): { readyToRelease: boolean; typeOfConfirmation: ConfirmationType | null } {
  switch (action) {
    case 'PAY_AND_SHIP_NOW':
      return {
        readyToRelease: paymentMethodCode !== INTEGRATED_PAYPAL,
        typeOfConfirmation: 'PAY_AND_SHIP_NOW',
      };
    case 'HOLD_FOR_LATER':
      return { readyToRelease: false, typeOfConfirmation: 'HOLD_ORDER' };
    case 'HOLD_UNTIL_SHIPPING_QUOTE':
      return { readyToRelease: false, typeOfConfirmation: 'HOLD_UNTIL_SHIPPING_QUOTE' };
    case 'UPDATE_ORDER': // I-064: always sent with readyToRelease false; lands on /orders/{salesOrder}
      return { readyToRelease: false, typeOfConfirmation: null };
  }
}

/**
 * The fulfillment status a submitted order gets (server side): request-a-quote waits in AWAITING_SHIPPING_QUOTE
 * a hold is ON_HOLD; a release takes the tenant's onReleaseFulfillmentStatusTo, except with
 * the integrated online payment, which stays ON_HOLD until the capture succeeds.
 */
export function statusAfterSubmit(input: {
  shippingMethodCode: string;
  readyToRelease: boolean;
  paymentMethodCode: string;
  onReleaseFulfillmentStatusTo: string;
}): string {
  if (input.shippingMethodCode === REQUEST_A_QUOTE) return 'AWAITING_SHIPPING_QUOTE';
  if (!input.readyToRelease || input.paymentMethodCode === INTEGRATED_PAYPAL) return 'ON_HOLD';
  return input.onReleaseFulfillmentStatusTo;
}
