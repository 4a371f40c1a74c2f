import { describe, expect, it } from 'vitest';
import { extendCsp, providerSpec, siteServiceSources } from './site-services.ts';

const POLICY = "default-src 'self';script-src 'self';connect-src 'self';img-src 'self' data:";

describe('site services (A-037)', () => {
  it.each([
    ['none', { provider: 'none', id: '' }],
    ['an unknown provider', { provider: 'evil', id: 'x' }],
    ['a provider without an id', { provider: 'ga4', id: '' }],
    ['nothing stored', undefined],
    ['a prototype key', { provider: 'constructor', id: 'x' }],
  ])('%s adds no script and no source', (_name, service) => {
    expect(providerSpec(service)).toBeUndefined();
    expect(siteServiceSources([service])).toEqual({});
    expect(extendCsp(POLICY, siteServiceSources([service]))).toBe(POLICY);
  });

  it('GA4: the gtag script with the measurement id, its origins in script-src and connect-src', () => {
    const ga4 = { provider: 'ga4', id: 'G-AB12CD34EF' };
    expect(providerSpec(ga4)!.script(ga4.id).src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF',
    );
    const policy = extendCsp(POLICY, siteServiceSources([ga4]));
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com");
    expect(policy).not.toContain('intercom');
  });

  it('two services merge without repeats; a missing directive starts from default-src', () => {
    const sources = siteServiceSources([
      { provider: 'crisp', id: '1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f' },
      { provider: 'plausible', id: 'shop.example.com' },
      { provider: 'plausible', id: 'shop.example.com' },
    ]);
    expect(sources['script-src']).toEqual([
      'https://client.crisp.chat',
      'https://settings.crisp.chat',
      'https://plausible.io',
    ]);
    const policy = extendCsp(POLICY, sources);
    expect(policy).toContain("font-src 'self' https://client.crisp.chat");
    expect(policy.match(/https:\/\/plausible\.io/g)).toHaveLength(2); // script-src and connect-src, once each
  });
});
