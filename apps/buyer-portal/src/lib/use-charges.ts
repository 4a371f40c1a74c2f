import {
  type CalculateChargesRequestInput,
  CalculateChargesResponse,
  CHARGES_DEBOUNCE_MS,
  CHECKOUT_PATHS,
} from '@portico/contract';
import { type ErrorHandling, request } from '@portico/web-kit';
import { useEffect, useRef, useState } from 'react';
import { chargesKey, createLatestGate } from './shipping-billing.ts';

/** POST order/charges/calculate (N-052). */
export const calculateCharges = (
  body: CalculateChargesRequestInput,
  signal: AbortSignal,
  onError: ErrorHandling = 'log',
) =>
  request<CalculateChargesResponse>(CHECKOUT_PATHS.calculateCharges.path, {
    method: CHECKOUT_PATHS.calculateCharges.method,
    body,
    signal,
    schema: CalculateChargesResponse,
    onError,
  });

/**
 * I-047, L-032: charges recalculate 500 ms after the last change of what they depend on. A newer request aborts
 * the older one, and an answer is applied only if it belongs to the newest request, so answers never land out of
 * order. Failures: the checkout only logs them (I-048), the previous figures stay; the order details page shows
 * the message in a snackbar (L-033, `onError: 'notify'`).
 */
export function useCharges(
  body: CalculateChargesRequestInput | undefined,
  {
    onError = 'log',
    onFailure,
  }: { onError?: ErrorHandling; onFailure?: ((error: unknown) => void) | undefined } = {},
) {
  const failure = useRef(onFailure);
  failure.current = onFailure;
  const [charges, setCharges] = useState<CalculateChargesResponse | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const gate = useRef(createLatestGate());
  // The effect restarts only when the body's content (its key) changes, not on every new object.
  const key = body ? chargesKey(body) : '';

  useEffect(() => {
    if (!key) {
      // Nothing to price (every line removed, or no choices yet): no request is waiting, and the figures of an
      // earlier body no longer apply; an answer still on its way is dropped by the gate.
      gate.current.next();
      setPending(false);
      setCharges(undefined);
      return;
    }
    const current = JSON.parse(key) as CalculateChargesRequestInput;
    const ticket = gate.current.next();
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(() => {
      calculateCharges(current, controller.signal, onError).then(
        (answer) => {
          if (gate.current.isLatest(ticket)) {
            setCharges(answer);
            setPending(false);
          }
        },
        (error: unknown) => {
          if (!gate.current.isLatest(ticket)) return;
          setPending(false);
          if (!(error instanceof DOMException && error.name === 'AbortError')) failure.current?.(error);
        },
      );
    }, CHARGES_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, onError]);

  return { charges, pending };
}
