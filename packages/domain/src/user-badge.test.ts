import { describe, expect, it } from 'vitest';
import { type BadgeUser, badgeColorIndex, userBadge, userInitials } from './user-badge.ts';

describe('userInitials (B-019)', () => {
  it.each<[BadgeUser, string]>([
    [{ firstName: 'Dana', lastName: 'Reyes' }, 'DR'],
    [{ firstName: 'dana', lastName: 'reyes' }, 'DR'],
    [{ firstName: 'Dana', lastName: '' }, 'D'],
    [{ firstName: '', lastName: 'Reyes' }, 'R'],
    [{ firstName: '  ', lastName: null, email: 'john.smith@harbor.test' }, 'JS'],
    [{ email: 'buyer@harbor.test' }, 'B'],
    [{ email: 'mary_ann-lee@x.io' }, 'MA'],
    [{}, '?'],
  ])('%j → %s', (user, expected) => {
    expect(userInitials(user)).toBe(expected);
  });
});

describe('badgeColorIndex (Q-074: (sum of char codes mod 6) + 1)', () => {
  it.each<[string, number]>([
    // D=68, R=82 → 150 mod 6 = 0 → 1
    ['DR', 1],
    // B=66 → 66 mod 6 = 0 → 1
    ['B', 1],
    // J=74, S=83 → 157 mod 6 = 1 → 2
    ['JS', 2],
    // A=65 → 5 → 6
    ['A', 6],
    // C=67 → 1 → 2
    ['C', 2],
    ['', 1],
  ])('%s → %i', (initials, expected) => {
    expect(badgeColorIndex(initials)).toBe(expected);
  });

  it('always lands in 1…6', () => {
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const i = badgeColorIndex(String.fromCharCode(a, b));
        expect(i).toBeGreaterThanOrEqual(1);
        expect(i).toBeLessThanOrEqual(6);
      }
    }
  });

  it('combines both in userBadge', () => {
    expect(userBadge({ firstName: 'John', lastName: 'Smith' })).toEqual({ initials: 'JS', colorIndex: 2 });
  });
});
