/**
 * The payment-provider interface of the integrated online payment (INTEGRATED_PAYPAL; ): a tenant's
 * payment settings name the provider (payment_methods.provider: 'sandbox', the default, or 'paypal'). The
 * payments service (payments.service.ts) owns the order side — amounts from the order as the server computed it,
 * the payments table, row locks, the release — and asks the provider only what only the provider knows.
 */

export const PROVIDER_NAMES = ['sandbox', 'paypal'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** An amount in integer minor units of a currency at the tenant's precision. */
export type Money = { amountMinor: number; currencyCode: string; precision: number };

/** The attempt as the payments table holds it (what a provider may need to read). */
export type AttemptState = { id: string; providerOrderId: string; status: string; payerId: string | null };

export type CaptureOutcome =
  /** captured: the amount the provider reports as captured (decimal string), when it reports one. */
  | { ok: true; captureId: string; captured: { currencyCode: string; value: string } | null }
  | { ok: false; reason: string };

/** The provider order's state: created, approved by the buyer, completed (captured) or voided. */
export type ProviderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates the provider's order for `money`; answers its id and the link the buyer approves at (I-072). */
  create(input: {
    paymentId: string;
    reference: string;
    description: string;
    money: Money;
    /** Absolute return and cancel URLs (the provider appends token and PayerID, Q-045). */
    returnUrl: string;
    cancelUrl: string;
  }): Promise<{ providerOrderId: string; approvalLink: string }>;
  /** Whether `payerId` approved the provider order (N-044: confirm before capture). */
  confirm(attempt: AttemptState, payerId: string): Promise<boolean>;
  /** Captures the approved order; the attempt id is the provider's idempotency key (pays once). */
  capture(attempt: AttemptState, payerId: string): Promise<CaptureOutcome>;
  status(attempt: AttemptState): Promise<ProviderStatus>;
  /**
   * Refunds `money` of a capture: all of it (a cancelled order that was paid online) or a part (units closed
   * unshipped). `requestKey` is the provider's idempotency key of this refund (PayPal-Request-Id): the same key
   * refunds once.
   */
  refund(input: {
    paymentId: string;
    captureId: string;
    money: Money;
    requestKey: string;
  }): Promise<{ refundId: string }>;
}

/** The providers this server can use; `paypal` only when configured (PAYPAL_CLIENT_ID…). */
export type PaymentProviders = Partial<Record<ProviderName, PaymentProvider>>;

/** Minor units → PayPal's decimal string ('1234.50'); precision 0 → '1235'. */
export function decimalOf(money: Money): string {
  const negative = money.amountMinor < 0;
  const digits = String(Math.abs(money.amountMinor)).padStart(money.precision + 1, '0');
  const whole = digits.slice(0, digits.length - money.precision);
  const fraction = money.precision > 0 ? `.${digits.slice(digits.length - money.precision)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** PayPal's decimal string → minor units at `precision`; null when it is not a plain decimal. */
export function minorOf(value: string, precision: number): number | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) return null;
  const fraction = (m[2] ?? '').padEnd(precision, '0');
  if (fraction.length > precision && /[^0]/.test(fraction.slice(precision))) return null;
  return Number(m[1]) * 10 ** precision + Number(fraction.slice(0, precision) || '0');
}
