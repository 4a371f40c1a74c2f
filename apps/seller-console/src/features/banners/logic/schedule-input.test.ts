import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './schedule-input.ts';

describe('banner schedule inputs', () => {
  it('round-trips an instant through the local input', () => {
    const iso = '2026-12-24T15:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
  it.each([
    ['', null],
    ['   ', null],
    ['not a date', null],
  ])('%j is open (null)', (value, expected) => {
    expect(fromLocalInput(value)).toBe(expected);
  });
  it('shows nothing for null or an unreadable instant', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('nope')).toBe('');
  });
});
