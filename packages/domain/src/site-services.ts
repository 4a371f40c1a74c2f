/**
 * what each known helpdesk / analytics provider needs — the script the portal adds (with the tenant's id)
 * and the origins that tenant's Content-Security-Policy must allow for it, per directive. Only the providers a
 * tenant chose are allow-listed, in that tenant's answers only (server plugins/csp.ts). The ids are validated by
 * the contract (SITE_SERVICE_ID_RULES) before they get here.
 */

export type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'font-src' | 'frame-src';
export type ProviderSources = Partial<Record<CspDirective, readonly string[]>>;

type ProviderSpec = {
  /** The script element the portal adds: its src and any data- attributes. */
  script: (id: string) => { src: string; attributes?: Record<string, string> };
  /** Set on window before the script loads (the provider reads its id there). */
  globals?: (id: string) => Record<string, unknown>;
  sources: ProviderSources;
};

export const SITE_SERVICE_PROVIDERS: Record<string, ProviderSpec> = {
  zendesk: {
    script: (id) => ({
      src: `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(id)}`,
      attributes: { id: 'ze-snippet' },
    }),
    sources: {
      'script-src': ['https://static.zdassets.com'],
      'connect-src': ['https://*.zendesk.com', 'https://*.zdassets.com', 'wss://*.zendesk.com'],
      'img-src': ['https://*.zendesk.com', 'https://*.zdassets.com'],
    },
  },
  intercom: {
    script: (id) => ({ src: `https://widget.intercom.io/widget/${encodeURIComponent(id)}` }),
    globals: (id) => ({ intercomSettings: { app_id: id } }),
    sources: {
      'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
      'connect-src': ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
      'img-src': ['https://*.intercomcdn.com', 'https://*.intercomassets.com'],
      'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    },
  },
  crisp: {
    script: () => ({ src: 'https://client.crisp.chat/l.js' }),
    globals: (id) => ({ $crisp: [], CRISP_WEBSITE_ID: id }),
    sources: {
      'script-src': ['https://client.crisp.chat', 'https://settings.crisp.chat'],
      'connect-src': [
        'https://client.crisp.chat',
        'https://storage.crisp.chat',
        'wss://client.relay.crisp.chat',
      ],
      'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
      'font-src': ['https://client.crisp.chat'],
    },
  },
  ga4: {
    script: (id) => ({ src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}` }),
    sources: {
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    },
  },
  plausible: {
    script: (id) => ({ src: 'https://plausible.io/js/script.manual.js', attributes: { 'data-domain': id } }),
    sources: { 'script-src': ['https://plausible.io'], 'connect-src': ['https://plausible.io'] },
  },
};

/** A chosen service as the tenant config holds it; 'none' or an unknown provider adds nothing. */
export type ChosenService = { provider: string; id: string } | undefined;

export function providerSpec(service: ChosenService): ProviderSpec | undefined {
  if (!service || service.provider === 'none' || !service.id) return undefined;
  return Object.hasOwn(SITE_SERVICE_PROVIDERS, service.provider)
    ? SITE_SERVICE_PROVIDERS[service.provider]
    : undefined;
}

/** The extra CSP sources of the chosen services, merged per directive without repeats. */
export function siteServiceSources(services: readonly ChosenService[]): ProviderSources {
  const out: Partial<Record<CspDirective, string[]>> = {};
  for (const service of services) {
    const spec = providerSpec(service);
    if (!spec) continue;
    for (const [directive, sources] of Object.entries(spec.sources) as [CspDirective, readonly string[]][]) {
      const list = out[directive] ?? [];
      out[directive] = list;
      for (const s of sources) if (!list.includes(s)) list.push(s);
    }
  }
  return out;
}

/**
 * Adds sources to a serialised Content-Security-Policy header: each listed directive present in the policy gets
 * them appended; one that is missing is added (starting from default-src's sources, which it would otherwise
 * inherit).
 */
export function extendCsp(policy: string, extra: ProviderSources): string {
  const entries = Object.entries(extra).filter(([, v]) => v && v.length > 0) as [
    CspDirective,
    readonly string[],
  ][];
  if (entries.length === 0) return policy;
  const parts = policy
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const defaults =
    parts
      .find((p) => p.split(/\s+/)[0] === 'default-src')
      ?.split(/\s+/)
      .slice(1) ?? [];
  for (const [directive, sources] of entries) {
    const i = parts.findIndex((p) => p.split(/\s+/)[0] === directive);
    if (i === -1) {
      parts.push([directive, ...defaults, ...sources].join(' '));
    } else {
      const have = parts[i]!.split(/\s+/);
      parts[i] = [...have, ...sources.filter((s) => !have.includes(s))].join(' ');
    }
  }
  return parts.join(';');
}
