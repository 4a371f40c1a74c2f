import { describe, expect, it } from 'vitest';
import { BrandFooterLink, BrandSettings, isKnownCurrency } from './brand.ts';

describe('brand settings', () => {
  it.each([
    ['USD', true],
    ['EUR', true],
    ['JPY', true],
    ['ZZZ', false],
    ['ABC', false],
  ])('%s is a currency the portal can format: %s', (code, known) => {
    expect(isKnownCurrency(code)).toBe(known);
  });

  it('refuses an unknown currency code beside the field, in words', () => {
    const r = BrandSettings.shape.currencyCode.safeParse('ZZZ');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Use a currency code such as USD or EUR');
  });

  it('a footer link to a path stays on the tenant’s host: no // and no backslash (A-022)', () => {
    const link = (url: string) => BrandFooterLink.safeParse({ label: 'Terms', url }).success;
    expect(link('/terms-of-sale')).toBe(true);
    expect(link('https://harbor.example/terms')).toBe(true);
    expect(link('//evil.example/phish')).toBe(false);
    expect(link('/\\evil.example/phish')).toBe(false);
    expect(link('/a\\b')).toBe(false);
  });
});
