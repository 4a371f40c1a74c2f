import { SaasI18n } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useQuery } from '@tanstack/react-query';

/** GET saas-i18n (A-010, public): the tenant's dictionary per language; the bundled English carries on without it. */
export const useSaasI18n = () =>
  useQuery({
    queryKey: ['saas-i18n'],
    queryFn: ({ signal }) => request('saas-i18n', { schema: SaasI18n, auth: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
