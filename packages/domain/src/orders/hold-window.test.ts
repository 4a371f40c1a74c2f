import { describe, expect, it } from 'vitest';
import { extendedHoldDeadline, holdDeadline } from './hold-window.ts';

const at = (iso: string) => new Date(iso);

describe('holdDeadline', () => {
  it.each([
    ['no deadline of its own: creation + 72 h', null, '2026-11-28T10:00:00Z', 72, '2026-12-01T10:00:00.000Z'],
    ['no deadline of its own: creation + 1 h', null, '2026-11-28T10:00:00Z', 1, '2026-11-28T11:00:00.000Z'],
    ['its own deadline wins', '2026-12-05T09:30:00Z', '2026-11-28T10:00:00Z', 72, '2026-12-05T09:30:00.000Z'],
  ] as const)('%s', (_, own, created, hours, due) => {
    expect(holdDeadline(own === null ? null : at(own), at(created), hours).toISOString()).toBe(due);
  });
});

describe('extendedHoldDeadline', () => {
  it.each([
    [
      'a deadline still ahead moves by the hours given',
      '2026-12-01T10:00:00Z',
      '2026-11-29T08:00:00Z',
      48,
      '2026-12-03T10:00:00.000Z',
    ],
    [
      'a deadline already past counts from now',
      '2026-11-28T10:00:00Z',
      '2026-11-29T08:00:00Z',
      24,
      '2026-11-30T08:00:00.000Z',
    ],
    [
      'a deadline exactly now counts from now',
      '2026-11-29T08:00:00Z',
      '2026-11-29T08:00:00Z',
      1,
      '2026-11-29T09:00:00.000Z',
    ],
  ] as const)('%s', (_, deadline, now, hours, next) => {
    expect(extendedHoldDeadline(at(deadline), at(now), hours).toISOString()).toBe(next);
  });
});
