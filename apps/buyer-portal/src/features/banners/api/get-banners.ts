import type { Banner } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions } from '@tanstack/react-query';

/** GET notification/banners (A-036, B-015). A banner that fails to load is not worth a toast: only logged. */
export const getBanners = () => request<Banner[]>('notification/banners', { onError: 'log' });

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['notification', 'banners'], queryFn: getBanners, staleTime: 5 * 60_000 });
