import { describe, expect, it } from 'vitest';
import { createTracker, type TrackingEnv } from './tracking.ts';

/** A recording environment: the scripts the tracker adds and the globals it sets, no DOM and no network. */
function fakeEnv(stored?: 'granted' | 'denied') {
  const scripts: { src: string; attributes: Record<string, string> }[] = [];
  const globals: Record<string, unknown> = {};
  let consent = stored;
  const env: TrackingEnv = {
    addScript: (src, attributes) => scripts.push({ src, attributes }),
    globals,
    readConsent: () => consent,
    writeConsent: (c) => {
      consent = c;
    },
  };
  return { env, scripts, globals, consent: () => consent };
}

const GA4 = { provider: 'ga4', id: 'G-AB12CD34EF' };
const PLAUSIBLE = { provider: 'plausible', id: 'shop.example.com' };
const CRISP = { provider: 'crisp', id: '1a2b3c4d-1a2b-4a2b-8a2b-1a2b3c4d5e6f' };

/** The calls GA4's gtag received (dataLayer holds each call's arguments). */
const gtagCalls = (globals: Record<string, unknown>) =>
  ((globals.dataLayer as IArguments[] | undefined) ?? []).map((args) => Array.from(args));

describe('tracking (A-037, G-013)', () => {
  it('with no provider: loads nothing, sets nothing and tracks nothing', () => {
    const { env, scripts, globals } = fakeEnv();
    const tracker = createTracker(env);
    tracker.configure({});
    tracker.track('cart_viewed', { items: 3 });
    tracker.pageView('/cart');
    expect(scripts).toEqual([]);
    expect(globals).toEqual({});
    expect(tracker.needsConsent()).toBe(false);
  });

  it('before it is configured, an event is dropped, not queued', () => {
    const { env, scripts, globals } = fakeEnv();
    const tracker = createTracker(env);
    tracker.track('cart_viewed');
    tracker.configure({ analytics_config: GA4 });
    expect(scripts).toHaveLength(1);
    expect(gtagCalls(globals).some(([name, event]) => name === 'event' && event === 'cart_viewed')).toBe(
      false,
    );
  });

  it('without consent asked: loads the provider with the tenant’s id and sends cart_viewed to it', () => {
    const { env, scripts, globals } = fakeEnv();
    const tracker = createTracker(env);
    tracker.configure({ analytics_config: GA4, helpdesk_config: CRISP });
    expect(scripts.map((s) => s.src)).toEqual([
      'https://client.crisp.chat/l.js',
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF',
    ]);
    expect(globals.CRISP_WEBSITE_ID).toBe(CRISP.id);
    tracker.track('cart_viewed', { items: 3 });
    expect(gtagCalls(globals)).toContainEqual(['config', 'G-AB12CD34EF', { send_page_view: false }]);
    expect(gtagCalls(globals)).toContainEqual(['event', 'cart_viewed', { items: 3 }]);
    // Configuring again (a config refresh) loads nothing twice.
    tracker.configure({ analytics_config: GA4, helpdesk_config: CRISP });
    expect(scripts).toHaveLength(2);
  });

  it('consent asked and not given: nothing is loaded and events go nowhere, until the buyer accepts', () => {
    const { env, scripts, globals, consent } = fakeEnv();
    const tracker = createTracker(env);
    tracker.configure({ analytics_config: PLAUSIBLE, tracking_consent_required: true });
    expect(tracker.needsConsent()).toBe(true);
    tracker.track('cart_viewed');
    expect(scripts).toEqual([]);
    expect(globals).toEqual({});

    tracker.setConsent('granted');
    expect(consent()).toBe('granted');
    expect(tracker.needsConsent()).toBe(false);
    expect(scripts).toEqual([
      { src: 'https://plausible.io/js/script.manual.js', attributes: { 'data-domain': 'shop.example.com' } },
    ]);
    tracker.track('cart_viewed', { items: 2 });
    const queued = (globals.plausible as { q?: unknown[][] }).q ?? [];
    expect(queued.map((args) => Array.from(args as ArrayLike<unknown>))).toContainEqual([
      'cart_viewed',
      { props: { items: 2 } },
    ]);
  });

  it('consent declined (stored): never loads, and does not ask again', () => {
    const { env, scripts } = fakeEnv('denied');
    const tracker = createTracker(env);
    tracker.configure({ analytics_config: GA4, tracking_consent_required: true });
    expect(tracker.needsConsent()).toBe(false);
    tracker.track('cart_viewed');
    expect(scripts).toEqual([]);
  });

  it('an invalid or unknown provider id in the config loads nothing', () => {
    const { env, scripts } = fakeEnv();
    const tracker = createTracker(env);
    tracker.configure({
      analytics_config: { provider: 'ga4', id: '"><script>x</script>' },
      helpdesk_config: { provider: 'evil', id: 'x' },
    });
    expect(scripts).toEqual([]);
  });
});
