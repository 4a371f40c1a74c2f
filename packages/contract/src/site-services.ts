import { z } from 'zod';
import {
  ANALYTICS_PROVIDERS,
  HELPDESK_PROVIDERS,
  isValidProviderId,
  providerIdMessage,
} from './site-service-ids.ts';

/**
 * A-037: the helpdesk widget and the analytics provider a tenant chooses from a short list of known ones (or none),
 * each with the provider's own id checked by the provider's pattern. Stored in the tenant config as
 * `helpdesk_config` / `analytics_config` ({ provider, id }) and `tracking_consent_required`; saas-config serves
 * them to the portal, and the server allow-lists the chosen providers' origins in that tenant's CSP only.
 */

export const PROVIDER_ID_REQUIRED = 'Enter the provider’s id';

/** One chosen service; `id` is empty for 'none'. */
function serviceSchema<P extends readonly [string, ...string[]]>(providers: P) {
  return z
    .object({ provider: z.enum(providers), id: z.string().trim().max(253).default('') })
    .superRefine((value, ctx) => {
      if (value.provider === 'none') return;
      if (value.id === '') ctx.addIssue({ code: 'custom', message: PROVIDER_ID_REQUIRED, path: ['id'] });
      else if (!isValidProviderId(value.provider, value.id)) {
        ctx.addIssue({ code: 'custom', message: providerIdMessage(value.provider), path: ['id'] });
      }
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
