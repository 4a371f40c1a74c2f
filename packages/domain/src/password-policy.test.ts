import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, type PasswordRuleId, passwordRuleKey } from './password-policy.ts';

const unmet = (pw: string): PasswordRuleId[] =>
  checkPasswordPolicy(pw)
    .rules.filter((r) => !r.met)
    .map((r) => r.id);

describe('checkPasswordPolicy (B-013, P-028)', () => {
  it.each<[string, PasswordRuleId[]]>([
    ['Portico-demo-1', []],
    ['Aa1!aaaa', []],
    ['Aa1!aaa', ['minLength']],
    ['', ['minLength', 'lowercase', 'uppercase', 'number', 'special']],
    ['AAAA1111!', ['lowercase']],
    ['aaaa1111!', ['uppercase']],
    ['Aaaaaaaa!', ['number']],
    ['Aaaa1111', ['special']],
    ['Aaaa 1111', ['special']],
    ['Ééé1111€', []],
  ])('%j misses %j', (pw, expected) => {
    expect(unmet(pw)).toEqual(expected);
    expect(checkPasswordPolicy(pw).ok).toBe(expected.length === 0);
  });

  it('lists every rule in a fixed order with a label', () => {
    const { rules } = checkPasswordPolicy('x');
    expect(rules.map((r) => r.id)).toEqual(['minLength', 'lowercase', 'uppercase', 'number', 'special']);
    expect(rules.map((r) => r.label)).toEqual([
      'At least 8 characters',
      'A lowercase letter',
      'An uppercase letter',
      'A number',
      'A special character',
    ]);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(unmet('Aa1!😀😀😀')).toEqual(['minLength']);
  });

  it('names the dictionary key of each rule', () => {
    expect(passwordRuleKey('minLength')).toBe('passwordRuleMinLength');
    expect(passwordRuleKey('special')).toBe('passwordRuleSpecial');
  });
});
