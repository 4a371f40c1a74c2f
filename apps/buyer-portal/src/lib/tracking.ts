import { isValidProviderId } from '@portico/contract/site-service-ids';
import { providerSpec } from '@portico/domain/site-services';

/**
 * The portal's one tracking module. Every analytics event goes through `track` — the cart-viewed
 * event when GET stocklist/offers loads (G-013, N-030) and a page view per route — and reaches the tenant's
 * analytics provider (saas-config analytics_config: GA4 or Plausible). The helpdesk widget (helpdesk_config:
 * Zendesk, Intercom, Crisp) is loaded beside it. With no provider set it does nothing at all. When the tenant asks
 * for consent (tracking_consent_required), nothing is loaded and every event is dropped until the buyer accepts
 * our consent banner (the choice is kept per tenant in this browser). Only known providers with a valid id are
 * loaded; the server allow-lists exactly their origins in the tenant's CSP.
 */
export type TrackEvent = 'cart_viewed' | 'page_view';
export type Consent = 'granted' | 'denied';

type Service = { provider: string; id: string } | undefined;
export type TrackingConfig = {
  analytics_config?: Service;
  helpdesk_config?: Service;
  tracking_consent_required?: boolean;
};

/** What the tracker touches: the page (scripts, window globals) and where the consent choice is kept. */
export type TrackingEnv = {
  addScript(src: string, attributes: Record<string, string>): void;
  globals: Record<string, unknown>;
  readConsent(): Consent | undefined;
  writeConsent(consent: Consent): void;
};

const validService = (service: Service) =>
  service && isValidProviderId(service.provider, service.id) && providerSpec(service) ? service : undefined;

export function createTracker(env: TrackingEnv) {
  let analytics: Service;
  let helpdesk: Service;
  let consentRequired = false;
  const loaded = new Set<string>();

  const hasServices = () => Boolean(analytics || helpdesk);
  const mayLoad = () => hasServices() && (!consentRequired || env.readConsent() === 'granted');

  function load(service: Service) {
    const spec = providerSpec(service);
    if (!service || !spec) return;
    const key = `${service.provider}:${service.id}`;
    if (loaded.has(key)) return;
    loaded.add(key);
    Object.assign(env.globals, spec.globals?.(service.id) ?? {});
    if (service.provider === 'ga4') {
      // gtag.js reads its queue from dataLayer; gtag() must push the arguments object itself.
      const dataLayer = (env.globals.dataLayer as unknown[] | undefined) ?? [];
      env.globals.dataLayer = dataLayer;
      env.globals.gtag = function gtag() {
        // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object in dataLayer
        dataLayer.push(arguments);
      };
      const gtag = env.globals.gtag as (...args: unknown[]) => void;
      gtag('js', new Date());
      gtag('config', service.id, { send_page_view: false });
    }
    if (service.provider === 'plausible') {
      const queue: unknown[] = [];
      env.globals.plausible = Object.assign(
        function plausible() {
          // biome-ignore lint/complexity/noArguments: the Plausible snippet queues the arguments object
          queue.push(arguments);
        },
        { q: queue },
      );
    }
    const { src, attributes } = spec.script(service.id);
    env.addScript(src, attributes ?? {});
  }

  function loadAll() {
    if (!mayLoad()) return;
    load(helpdesk);
    load(analytics);
  }

  return {
    /** From saas-config; called again on every config refresh (loads nothing twice). */
    configure(config: TrackingConfig) {
      analytics = validService(config.analytics_config);
      helpdesk = validService(config.helpdesk_config);
      consentRequired = config.tracking_consent_required === true;
      loadAll();
    },
    /** Whether to show the consent banner: the tenant asks for consent, has a service, and the buyer has not chosen. */
    needsConsent(): boolean {
      return hasServices() && consentRequired && env.readConsent() === undefined;
    },
    setConsent(consent: Consent) {
      env.writeConsent(consent);
      loadAll();
    },
    track(event: TrackEvent, props: Record<string, string | number | boolean> = {}) {
      if (!analytics || !mayLoad()) return;
      if (analytics.provider === 'ga4')
        (env.globals.gtag as (...a: unknown[]) => void)?.('event', event, props);
      if (analytics.provider === 'plausible') {
        const plausible = env.globals.plausible as ((...a: unknown[]) => void) | undefined;
        if (event === 'page_view') plausible?.('pageview', { u: props.page_location });
        else plausible?.(event, { props });
      }
    },
    pageView(path: string) {
      this.track('page_view', { page_location: path });
    },
  };
}
export type Tracker = ReturnType<typeof createTracker>;

const CONSENT_KEY = 'portico.trackingConsent';

/** The browser's environment: scripts appended to <head>, globals on window, the choice in localStorage. */
function browserEnv(): TrackingEnv {
  const storage = () => {
    try {
      return window.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    addScript(src, attributes) {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      document.head.appendChild(script);
    },
    globals: (typeof window === 'undefined' ? {} : window) as unknown as Record<string, unknown>,
    readConsent() {
      const v = storage()?.getItem(CONSENT_KEY);
      return v === 'granted' || v === 'denied' ? v : undefined;
    },
    writeConsent(consent) {
      storage()?.setItem(CONSENT_KEY, consent);
    },
  };
}

let tracker: Tracker | undefined;
/** The portal's tracker (one per page). */
export function portalTracker(): Tracker {
  tracker ??= createTracker(browserEnv());
  return tracker;
}

/** Sends one event through the tenant's analytics provider, or nowhere (no provider, no consent). */
export function track(event: TrackEvent, props?: Record<string, string | number | boolean>): void {
  portalTracker().track(event, props);
}
