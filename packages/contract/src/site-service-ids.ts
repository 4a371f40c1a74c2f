/**
 * the known helpdesk and analytics providers and each one's id pattern — without zod, so the portal's
 * tracking module (in the first download) checks a served id with the very rules the server validated it with.
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

/** Whether `id` is a valid id for the known `provider` ('none' and unknown providers: false). */
export function isValidProviderId(provider: string, id: string): boolean {
  if (!Object.hasOwn(SITE_SERVICE_ID_RULES, provider)) return false;
  return SITE_SERVICE_ID_RULES[provider as keyof typeof SITE_SERVICE_ID_RULES].pattern.test(id);
}

/** The message a wrong id of `provider` gets. */
export function providerIdMessage(provider: string): string {
  return Object.hasOwn(SITE_SERVICE_ID_RULES, provider)
    ? SITE_SERVICE_ID_RULES[provider as keyof typeof SITE_SERVICE_ID_RULES].message
    : 'Unknown provider';
}
