import type { Banner } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions } from '@tanstack/react-query';

/** GET notification/banners (A-036, B-015). A banner that fails to load is not worth a toast: only logged. */
export const getBanners = () => request<Banner[]>('notification/banners', { onError: 'log' });

/**
 * A changed banner arrives as a live update (banners.changed, lib/live-updates.ts); a scheduled one starts or ends
 * on its own, so the list is also asked for again every minute while the portal is open.
 */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['notification', 'banners'],
    queryFn: getBanners,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
