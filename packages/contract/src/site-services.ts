import { z } from 'zod';

/**
 * A-037: the helpdesk widget and the analytics provider a tenant chooses from a short list of known ones (or none),
 * each with the provider's own id checked by the provider's pattern. Stored in the tenant config as
 * `helpdesk_config` / `analytics_config` ({ provider, id }) and `tracking_consent_required`; saas-config serves
 * them to the portal, and the server allow-lists the chosen providers' origins in that tenant's CSP only.
 */

export const HELPDESK_PROVIDERS = ['none', 'zendesk', 'intercom', 'crisp'] as const;
export const ANALYTICS_PROVIDERS = ['none', 'ga4', 'plausible'] as const;
export type HelpdeskProvider = (typeof HELPDESK_PROVIDERS)[number];
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each provider's id: its pattern and the message a wrong one gets (what the console shows under the field). */
export const SITE_SERVICE_ID_RULES: Record<
  Exclude<HelpdeskProvider | AnalyticsProvider, 'none'>,
  { pattern: RegExp; message: string }
> = {
  zendesk: { pattern: UUID, message: 'A Zendesk key looks like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f' },
  intercom: { pattern: /^[a-z0-9]{8}$/, message: 'An Intercom app id is 8 lower-case letters or digits' },
  crisp: { pattern: UUID, message: 'A Crisp website id looks like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f' },
  ga4: {
    pattern: /^G-[A-Z0-9]{6,12}$/,
    message: 'A Google Analytics 4 measurement id looks like G-AB12CD34EF',
  },
  plausible: {
    pattern: /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    message: 'A Plausible site is a domain name such as shop.example.com',
  },
};

export const PROVIDER_ID_REQUIRED = 'Enter the provider’s id';

/** One chosen service; `id` is empty for 'none'. */
function serviceSchema<P extends readonly [string, ...string[]]>(providers: P) {
  return z
    .object({ provider: z.enum(providers), id: z.string().trim().max(253).default('') })
    .superRefine((value, ctx) => {
      if (value.provider === 'none') return;
      const rule = SITE_SERVICE_ID_RULES[value.provider as keyof typeof SITE_SERVICE_ID_RULES];
      if (value.id === '') ctx.addIssue({ code: 'custom', message: PROVIDER_ID_REQUIRED, path: ['id'] });
      else if (!rule.pattern.test(value.id))
        ctx.addIssue({ code: 'custom', message: rule.message, path: ['id'] });
    })
    .transform((value) => (value.provider === 'none' ? { provider: value.provider, id: '' } : value));
}

export const HelpdeskConfig = serviceSchema(HELPDESK_PROVIDERS);
export type HelpdeskConfig = z.output<typeof HelpdeskConfig>;
export const AnalyticsConfig = serviceSchema(ANALYTICS_PROVIDERS);
export type AnalyticsConfig = z.output<typeof AnalyticsConfig>;

/** GET/PUT seller/settings/site-services. */
export const SiteServicesSettings = z.object({
  helpdesk: HelpdeskConfig,
  analytics: AnalyticsConfig,
  /** When true, the portal loads neither until the buyer accepts our consent banner. */
  consentRequired: z.boolean(),
});
export type SiteServicesSettings = z.output<typeof SiteServicesSettings>;
export type SiteServicesSettingsInput = z.input<typeof SiteServicesSettings>;
