import { describe, expect, it } from 'vitest';
import { BANNER_ALLOWED_ATTRIBUTES, BANNER_ALLOWED_TAGS, isAllowedBannerHref } from './banner-html.ts';

describe('banner allow-list (Q-069)', () => {
  it('is exactly the Q-069 tags', () => {
    expect([...BANNER_ALLOWED_TAGS].sort()).toEqual(
      ['a', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'span', 'strong', 'u', 'ul'].sort(),
    );
  });

  it('gives attributes to links only', () => {
    expect(Object.keys(BANNER_ALLOWED_ATTRIBUTES)).toEqual(['a']);
    expect(BANNER_ALLOWED_ATTRIBUTES.a).toEqual(['href', 'target', 'rel']);
  });

  it.each<[string, boolean]>([
    ['https://harbor.example/deals', true],
    ['http://harbor.example', true],
    ['mailto:sales@harbor.example', true],
    ['  HTTPS://x.io', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,x', false],
    ['/relative', false],
    ['//evil.example', false],
    ['vbscript:x', false],
  ])('href %j allowed: %s', (href, expected) => {
    expect(isAllowedBannerHref(href)).toBe(expected);
  });
});
