import type { SaasI18n } from '@portico/contract';
import { request } from '@portico/web-kit';

/** GET saas-i18n: public; on failure the bundled English dictionary carries on alone. */
export async function getSaasI18n(): Promise<SaasI18n | undefined> {
  try {
    return await request<SaasI18n>('saas-i18n', { auth: false, onError: 'log' });
  } catch {
    return undefined;
  }
}
