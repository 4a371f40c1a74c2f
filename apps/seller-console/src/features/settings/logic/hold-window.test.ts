import { HoldWindowSettings, MAX_HOLD_WINDOW_HOURS } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { parseHoldWindowHours } from './hold-window.ts';

describe('hold window hours (Q-043)', () => {
  it("takes the contract's bounds: the form accepts exactly what the server accepts", () => {
    expect(MAX_HOLD_WINDOW_HOURS).toBeGreaterThan(1);
    for (const hours of [0, 1, 72, MAX_HOLD_WINDOW_HOURS, MAX_HOLD_WINDOW_HOURS + 1]) {
      const form = parseHoldWindowHours(String(hours));
      expect(form.ok, String(hours)).toBe(HoldWindowSettings.safeParse({ holdWindowHours: hours }).success);
    }
    expect(parseHoldWindowHours(String(MAX_HOLD_WINDOW_HOURS))).toEqual({
      ok: true,
      value: MAX_HOLD_WINDOW_HOURS,
    });
  });

  it('refuses what is not a whole number of hours, naming the largest', () => {
    for (const text of ['', ' ', '1.5', '-3', 'twelve']) {
      expect(parseHoldWindowHours(text)).toEqual({
        ok: false,
        error: `Enter a whole number of hours from 1 to ${MAX_HOLD_WINDOW_HOURS}.`,
      });
    }
    expect(parseHoldWindowHours(' 48 ')).toEqual({ ok: true, value: 48 });
  });
});
