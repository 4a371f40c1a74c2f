import { displayUsesDecimalComma, type Translate } from '../i18n.ts';
import { DEFAULT_CURRENCY_PRECISION, majorToMinor, minorToMajor } from '../money.ts';
import { INSURANCE_MIN_AMOUNT, insuranceMaximum } from './charges.ts';
import {
  type BillMyAccountInfo,
  type BillMyAccountShippingMethod,
  type CheckoutContext,
  type CheckoutOptions,
  type CheckoutSelection,
  describeShippingMethod,
  type PaymentMethodRefusal,
  paymentMethodRefusal,
  type RequestAQuoteInfo,
  type RequestAQuoteServiceLevels,
  type ShippingMethodRefusal,
  shippingMethodRefusal,
} from './checkout-options.ts';

/**
 * Every checkout validation of part 2 §5 (Request-a-quote, Bill-my-account, Insurance, Other checkout rules;
 * I-028…I-046) as pure functions. They answer dictionary keys (packages/contract/src/dictionary/spec.ts) with
 * params — the spec's messages verbatim live there — like offer-cart-save.ts does; the portal translates them,
 * the server sends the key as messageCode (O-001). The same rules back the preferences page (J-009).
 */

/** The sections, in page order (I-009). Each key is also the dictionary key of the section's label. */
export const CHECKOUT_SECTIONS = [
  'shippingAddress',
  'shippingMethod',
  'billingAddress',
  'paymentMethod',
  'additionalServices',
] as const;
export type CheckoutSection = (typeof CHECKOUT_SECTIONS)[number];

export type CheckoutField =
  | CheckoutSection
  | 'carrier'
  | 'carrierServiceLevel'
  | 'carrierShippingAccountNumber'
  | 'requestAQuoteServiceLevel'
  | 'requestAQuoteAmount'
  | 'shippingInsured'
  | 'shippingInsuranceAmount'
  | 'shippingInstruction';

/** Dictionary keys (spec part 2 §5) the checkout rules answer. */
export type CheckoutMessageCode =
  | 'serviceLevelRequired' // 'Service Level is Required'
  | 'freightRequired' // 'Freight is Required'
  | 'freightNotANumber' // 'Freight should be a number'
  | 'carrierRequired' // 'Carrier is Required'
  | 'accountNumberRequired' // 'Account Number is Required'
  | 'selectInsurance' // 'Please Select Insurance.'
  | 'insuranceAmountTooLow' // 'Invalid value, must be greater than $0'
  | 'insuranceAmountTooHigh' // 'Max Value for this order is {amount}'
  | 'invalidCurrencyValue' // 'Invalid currency value' (O-058: more decimals than the currency has)
  | 'selectShippingAddress' // 'Please select a Shipping Address before continuing'
  | 'selectShippingMethod' // 'Please select a Shipping Method before continuing'
  | 'selectBillingAddress' // 'Please select a Billing Address before continuing'
  | 'selectPaymentMethod' // 'Please select a Payment Method before continuing'
  | 'invalidSelection' // 'Invalid Selection'
  | 'invalidInput'; // 'Invalid Input' (no spec text for over-long instructions; see validateShippingInstructions)

/** Why a present value was refused, for logs and API tests; the message is the messageCode. */
export type CheckoutRefusalReason = ShippingMethodRefusal | PaymentMethodRefusal | 'notAnOption' | 'tooLong';

export type CheckoutIssue = {
  section: CheckoutSection;
  field: CheckoutField;
  messageCode: CheckoutMessageCode;
  params?: Record<string, string | number>;
  reason?: CheckoutRefusalReason;
};

/** I-034, §9: shipping instructions max length. */
export const SHIPPING_INSTRUCTIONS_MAX_LENGTH = 1024;
/** I-034, §9: rows shown. */
export const SHIPPING_INSTRUCTIONS_ROWS = 3;

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/**
 * A typed amount as a number, or undefined when it is not one ('', 'abc', NaN). A decimal comma ('2320,50') is
 * read where the display language writes decimals so (Spanish), never in English, where '1,5' is no amount.
 */
export function parseTypedAmount(
  value: unknown,
  decimalComma = displayUsesDecimalComma(),
): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  let text = value.trim();
  if (decimalComma && /^[+-]?\d*,\d+$/.test(text)) text = text.replace(',', '.');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : undefined;
}

// ── Request-a-quote (I-028…I-030) ────────────────────────────────────────────────────────────────────────

export type RequestAQuoteRules = {
  levels?: RequestAQuoteServiceLevels | null;
  /**
   * I-030 (AMBIGUOUS): the freight amount is validated only where the amount field is shown; the suggested
   * reading hides it from buyers at checkout, so the default is false.
   */
  amountShown?: boolean;
};

export function validateRequestAQuote(
  info: RequestAQuoteInfo,
  rules: RequestAQuoteRules = {},
): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  const at = (field: CheckoutField, messageCode: CheckoutMessageCode, reason?: CheckoutRefusalReason) =>
    issues.push({ section: 'shippingMethod', field, messageCode, ...(reason ? { reason } : {}) });
  if (blank(info.serviceLevel)) at('requestAQuoteServiceLevel', 'serviceLevelRequired');
  else if (
    rules.levels?.serviceLevelsRestricted &&
    !rules.levels.serviceLevels.includes(info.serviceLevel.trim())
  ) {
    // A select when restricted (I-028): anything else was not offered.
    at('requestAQuoteServiceLevel', 'invalidSelection', 'notAnOption');
  }
  if (rules.amountShown) {
    const raw = info.amount;
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
      at('requestAQuoteAmount', 'freightRequired');
    } else if (parseTypedAmount(raw) === undefined) at('requestAQuoteAmount', 'freightNotANumber');
  }
  return issues;
}

// ── Bill-my-account (I-031…I-033) ────────────────────────────────────────────────────────────────────────

/** I-032: the carrier's service levels when restricted (a select), else undefined (free text). */
export function carrierServiceLevelChoices(
  method: BillMyAccountShippingMethod | null | undefined,
  carrier: string,
): readonly string[] | undefined {
  if (!method?.carrierServiceLevelsRestricted) return undefined;
  return method.carrierServiceLevelOptions[carrier] ?? [];
}

export function validateBillMyAccount(
  info: BillMyAccountInfo,
  method?: BillMyAccountShippingMethod | null,
): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  const at = (field: CheckoutField, messageCode: CheckoutMessageCode, reason?: CheckoutRefusalReason) =>
    issues.push({ section: 'shippingMethod', field, messageCode, ...(reason ? { reason } : {}) });
  // I-031: each non-blank.
  const carrierOk =
    !blank(info.carrier) &&
    !(method?.carrierChoiceRestricted && !method.carrierOptions.includes(info.carrier));
  if (blank(info.carrier)) at('carrier', 'carrierRequired');
  else if (!carrierOk) at('carrier', 'invalidSelection', 'notAnOption'); // I-032: a select when restricted
  if (blank(info.serviceLevel)) at('carrierServiceLevel', 'serviceLevelRequired');
  else if (carrierOk) {
    // The level is judged against the carrier's own list only once the carrier itself is right.
    const choices = carrierServiceLevelChoices(method, info.carrier);
    if (choices && !choices.includes(info.serviceLevel))
      at('carrierServiceLevel', 'invalidSelection', 'notAnOption');
  }
  if (blank(info.accountNumber)) at('carrierShippingAccountNumber', 'accountNumberRequired');
  return issues;
}

// ── Insurance (I-035…I-038) ──────────────────────────────────────────────────────────────────────────────

export type InsuranceRules = {
  /** The selected method's insuranceAvailable. */
  offered: boolean;
  /** maxShipmentInsuranceAmount, minor units; absent → 50000 (I-038). */
  maxShipmentInsuranceAmount?: number | null;
  currencyPrecision?: number;
};

export function validateInsurance(
  insured: boolean | undefined,
  amount: unknown,
  rules: InsuranceRules,
): CheckoutIssue[] {
  if (!rules.offered) return [];
  const issue = (field: CheckoutField, messageCode: CheckoutMessageCode, params?: Record<string, number>) => [
    { section: 'shippingMethod' as const, field, messageCode, ...(params ? { params } : {}) },
  ];
  // I-035: a choice is required when offered.
  if (insured === undefined) return issue('shippingInsured', 'selectInsurance');
  if (!insured) return [];
  // I-037: a number of at least 1 …
  const value = parseTypedAmount(amount);
  if (value === undefined || value < INSURANCE_MIN_AMOUNT)
    return issue('shippingInsuranceAmount', 'insuranceAmountTooLow');
  // … with no more decimals than the currency has (O-058: the server refuses more, and a checkout refused on
  // submit goes back to the cart, I-058) …
  const precision = rules.currencyPrecision ?? DEFAULT_CURRENCY_PRECISION;
  if (minorToMajor(majorToMinor(value, precision), precision) !== value) {
    return issue('shippingInsuranceAmount', 'invalidCurrencyValue');
  }
  // … and not above the maximum; {amount} is the maximum in major units (the portal formats it as money).
  const max = insuranceMaximum(rules.maxShipmentInsuranceAmount, precision);
  if (majorToMinor(value, precision) > max) {
    return issue('shippingInsuranceAmount', 'insuranceAmountTooHigh', {
      amount: minorToMajor(max, precision),
    });
  }
  return [];
}

/**
 * The insured amount a charges calculation may price (I-037, I-038): the typed amount when it passes
 * validateInsurance and is whole in the currency's minor units, else null — the server then prices its default
 * (I-038), instead of a capped or refused amount the form will not let the buyer save.
 */
export function insuredAmountToPrice(
  insured: boolean | undefined | null,
  amount: unknown,
  rules: InsuranceRules,
): number | null {
  if (!rules.offered || !insured) return null;
  if (validateInsurance(true, amount, rules).length > 0) return null;
  const value = parseTypedAmount(amount);
  if (value === undefined) return null;
  const precision = rules.currencyPrecision ?? DEFAULT_CURRENCY_PRECISION;
  return minorToMajor(majorToMinor(value, precision), precision) === value ? value : null;
}

// ── Shipping instructions (I-034) ────────────────────────────────────────────────────────────────────────

/** What is stored: nothing when the method ignores instructions (I-034: the box is hidden). */
export function effectiveShippingInstructions(text: string, ignoreShippingInstructions: boolean): string {
  return ignoreShippingInstructions ? '' : text;
}

/**
 * I-034: at most 1024 characters. The portal's box enforces the length (maxLength), so only the server ever
 * refuses; the spec has no text for it, so the generic 'Invalid Input' key is used with the limit as a param.
 */
export function validateShippingInstructions(
  text: string,
  ignoreShippingInstructions: boolean,
): CheckoutIssue[] {
  if (
    effectiveShippingInstructions(text, ignoreShippingInstructions).length <= SHIPPING_INSTRUCTIONS_MAX_LENGTH
  ) {
    return [];
  }
  return [
    {
      section: 'shippingMethod',
      field: 'shippingInstruction',
      messageCode: 'invalidInput',
      params: { maxLength: SHIPPING_INSTRUCTIONS_MAX_LENGTH },
      reason: 'tooLong',
    },
  ];
}

// ── Sections (I-011, I-043, I-044, I-046) ────────────────────────────────────────────────────────────────

const SELECT_MESSAGE: Record<Exclude<CheckoutSection, 'additionalServices'>, CheckoutMessageCode> = {
  shippingAddress: 'selectShippingAddress',
  shippingMethod: 'selectShippingMethod',
  billingAddress: 'selectBillingAddress',
  paymentMethod: 'selectPaymentMethod',
};

export type ValidationOptions = CheckoutContext & {
  /** I-030: whether the request-a-quote freight amount field is shown (default false). */
  requestAQuoteAmountShown?: boolean;
};

/**
 * One section's rules: what DONE checks before closing the row (I-011), and, for all sections together, what
 * submit checks (validateCheckout). A selection that is not (or no longer) on offer counts as not selected
 * (I-046, §5 Order option withdrawal: "withdrawn"), so it gets the section's 'Please select a … before
 * continuing' message (I-043), with the reason attached.
 */
export function validateSection(
  section: CheckoutSection,
  selection: CheckoutSelection,
  options: CheckoutOptions,
  ctx: ValidationOptions = {},
): CheckoutIssue[] {
  switch (section) {
    case 'shippingAddress':
    case 'billingAddress': {
      const id = selection[section];
      const list = section === 'shippingAddress' ? options.shippingAddresses : options.billingAddresses;
      if (blank(id)) return [{ section, field: section, messageCode: SELECT_MESSAGE[section] }];
      if (!list.some((a) => a.id === id)) {
        return [{ section, field: section, messageCode: SELECT_MESSAGE[section], reason: 'notInOptions' }];
      }
      return [];
    }
    case 'paymentMethod': {
      const code = selection.paymentMethod;
      if (blank(code)) return [{ section, field: section, messageCode: 'selectPaymentMethod' }];
      const reason = paymentMethodRefusal(options, code as string, ctx);
      return reason ? [{ section, field: section, messageCode: 'selectPaymentMethod', reason }] : [];
    }
    case 'shippingMethod':
      return validateShippingMethodSection(selection, options, ctx);
    case 'additionalServices': {
      // I-044: an optional checkbox list; a service that is not offered is an invalid selection.
      const offered = new Set((options.additionalServices ?? []).map((s) => s.id));
      const bad = selection.additionalServices.filter((id) => !offered.has(id));
      return bad.length === 0
        ? []
        : [
            {
              section,
              field: section,
              messageCode: 'invalidSelection',
              params: { ids: bad.join(', ') },
              reason: 'notAnOption',
            },
          ];
    }
  }
}

function validateShippingMethodSection(
  selection: CheckoutSelection,
  options: CheckoutOptions,
  ctx: ValidationOptions,
): CheckoutIssue[] {
  const code = selection.shippingMethod;
  if (blank(code))
    return [{ section: 'shippingMethod', field: 'shippingMethod', messageCode: 'selectShippingMethod' }];
  const reason = shippingMethodRefusal(options, selection.shippingAddress, code as string, ctx);
  if (reason) {
    return [
      { section: 'shippingMethod', field: 'shippingMethod', messageCode: 'selectShippingMethod', reason },
    ];
  }
  const method = describeShippingMethod(options, code);
  const issues: CheckoutIssue[] = [];
  if (method?.kind === 'BILL_MY_ACCOUNT') {
    issues.push(...validateBillMyAccount(selection.billMyAccountInfo, options.billMyAccountShippingMethod));
  }
  if (method?.kind === 'REQUEST_A_QUOTE') {
    issues.push(
      ...validateRequestAQuote(selection.requestAQuoteInfo, {
        levels: options.requestAQuoteServiceLevels ?? null,
        amountShown: ctx.requestAQuoteAmountShown ?? false,
      }),
    );
  }
  issues.push(
    ...validateInsurance(selection.shippingInsured, selection.shippingInsuranceAmount, {
      offered: method?.insuranceAvailable ?? false,
      maxShipmentInsuranceAmount: options.maxShipmentInsuranceAmount ?? null,
      ...(ctx.currencyPrecision === undefined ? {} : { currencyPrecision: ctx.currencyPrecision }),
    }),
  );
  issues.push(
    ...validateShippingInstructions(
      selection.shippingInstruction,
      method?.ignoreShippingInstructions ?? selection.ignoreShippingInstructions,
    ),
  );
  return issues;
}

/** Submit (I-046): every section, in page order. The server runs this on every submit. */
export function validateCheckout(
  selection: CheckoutSelection,
  options: CheckoutOptions,
  ctx: ValidationOptions = {},
): CheckoutIssue[] {
  return CHECKOUT_SECTIONS.flatMap((section) => validateSection(section, selection, options, ctx));
}

/**
 * I-045: one error shows its own message; several show 'Please fill the Required Fields'. undefined when there
 * is nothing to say.
 */
export function summarizeIssues(
  issues: readonly CheckoutIssue[],
):
  | { messageCode: CheckoutMessageCode | 'fillRequiredFields'; params?: Record<string, string | number> }
  | undefined {
  const [first] = issues;
  if (!first) return undefined;
  if (issues.length > 1) return { messageCode: 'fillRequiredFields' };
  return { messageCode: first.messageCode, ...(first.params ? { params: first.params } : {}) };
}

// ── 'Please finalize the following: {fields}' (I-012) ────────────────────────────────────────────────────

/** The open rows to name, de-duplicated and in page order. */
export function sectionsToFinalize(open: Iterable<CheckoutSection>): CheckoutSection[] {
  const set = new Set(open);
  return CHECKOUT_SECTIONS.filter((s) => set.has(s));
}

/**
 * I-012: 'Please finalize the following: {fields}', {fields} being the translated section labels joined by
 * ', '. undefined when no row is open (submit may go on).
 */
export function buildFinalizeMessage(open: Iterable<CheckoutSection>, t: Translate): string | undefined {
  const sections = sectionsToFinalize(open);
  if (sections.length === 0) return undefined;
  const fields = sections.map((s) => t(s) ?? s).join(', ');
  return t('finalizeFields', { fields }) ?? `Please finalize the following: ${fields}`;
}
