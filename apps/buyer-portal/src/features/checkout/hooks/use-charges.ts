import {
  type CalculateChargesRequestInput,
  type CalculateChargesResponse,
  CHARGES_DEBOUNCE_MS,
} from '@portico/contract';
import { useEffect, useRef, useState } from 'react';
import { calculateCharges } from '../api/checkout-api.ts';
import { chargesKey, createLatestGate } from '../logic/checkout-model.ts';

/**
 * I-047: charges recalculate 500 ms after the last change of what they depend on. A newer request aborts the
 * older one, and an answer is applied only if it belongs to the newest request, so answers never land out of
 * order. I-048: failures are only logged (the request helper logs), the previous figures stay.
 */
export function useCharges(body: CalculateChargesRequestInput | undefined) {
  const [charges, setCharges] = useState<CalculateChargesResponse | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const gate = useRef(createLatestGate());
  // The effect restarts only when the body's content (its key) changes, not on every new object.
  const key = body ? chargesKey(body) : '';

  useEffect(() => {
    if (!key) return;
    const current = JSON.parse(key) as CalculateChargesRequestInput;
    const ticket = gate.current.next();
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(() => {
      calculateCharges(current, controller.signal).then(
        (answer) => {
          if (gate.current.isLatest(ticket)) {
            setCharges(answer);
            setPending(false);
          }
        },
        () => {
          if (gate.current.isLatest(ticket)) setPending(false);
        },
      );
    }, CHARGES_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return { charges, pending };
}
