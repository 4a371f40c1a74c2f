import { SaasConfig } from '@portico/contract';
import { readBootData, request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET saas-config (public): the tenant's name, theme tokens and favicon. */
export const getSaasConfig = (signal?: AbortSignal) =>
  request('saas-config', { schema: SaasConfig, auth: false, signal });

export const saasConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['saas-config'],
    queryFn: ({ signal }) => getSaasConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
    // P9: the config the page came with, checked like a fetched one; fetched only when it is missing.
    initialData: () => {
      const parsed = SaasConfig.safeParse(readBootData().config);
      return parsed.success ? parsed.data : undefined;
    },
  });

export const useSaasConfig = () => useQuery(saasConfigQueryOptions());
