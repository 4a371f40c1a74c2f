// @vitest-environment jsdom
import type { CalculateChargesRequestInput } from '@portico/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCharges } from './use-charges.ts';

/** I-047, L-032: the charges' busy flag follows what is left to price. */

const body = { phonexOrderNumber: 'PX1', offerIds: ['a'] } as unknown as CalculateChargesRequestInput;

afterEach(() => {
  vi.useRealTimers();
});

describe('useCharges', () => {
  it('is busy while a change waits to be priced, and idle again once nothing is left to price', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ b }: { b: CalculateChargesRequestInput | undefined }) => useCharges(b),
      { initialProps: { b: body as CalculateChargesRequestInput | undefined } },
    );
    expect(result.current.pending).toBe(true);
    // Every line removed before the debounce ran: no request was sent, and none will be.
    rerender({ b: undefined });
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.charges).toBeUndefined();
  });
});
