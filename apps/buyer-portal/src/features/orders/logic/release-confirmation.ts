/**
 * The route state of /orders/{n}/order-release-confirmation (L-055, L-056): what the order page knew when it
 * released the order. The page also works without it (a reload, the payment provider's return, Q-045): it then
 * reads the order number from the path and the payment method from the order.
 */
export type ReleaseConfirmationState = {
  phonexOrderNumber: string;
  refOrderNumberOrPhonexOrderNumber: string;
  /** L-054, Q-012: SUCCESS, FAILURE or PENDING; null when the check failed. */
  paymentStatus: string | null;
  paymentMethod: { code: string; label: string; instructions: string | null } | null;
  /** The order's total to pay by those instructions (major units); null while its freight awaits a quote. */
  amountDue: number | null;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Route state comes from history: anything else than the shape above reads as none. */
export function parseReleaseConfirmationState(value: unknown): ReleaseConfirmationState | undefined {
  if (!isObject(value) || typeof value.phonexOrderNumber !== 'string' || value.phonexOrderNumber === '') {
    return undefined;
  }
  const method = value.paymentMethod;
  const paymentMethod =
    isObject(method) && typeof method.code === 'string' && typeof method.label === 'string'
      ? {
          code: method.code,
          label: method.label,
          instructions: typeof method.instructions === 'string' ? method.instructions : null,
        }
      : null;
  return {
    phonexOrderNumber: value.phonexOrderNumber,
    refOrderNumberOrPhonexOrderNumber:
      typeof value.refOrderNumberOrPhonexOrderNumber === 'string'
        ? value.refOrderNumberOrPhonexOrderNumber
        : value.phonexOrderNumber,
    paymentStatus: typeof value.paymentStatus === 'string' ? value.paymentStatus : null,
    paymentMethod,
    amountDue:
      typeof value.amountDue === 'number' && Number.isFinite(value.amountDue) ? value.amountDue : null,
  };
}
