import {
  BannerPreview,
  SellerBanner,
  type SellerBannerInput,
  SellerBannersResponse,
} from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The console's banner calls: list, preview, create, change, delete. */
const bannersKey = ['seller', 'banners'] as const;

export const useBanners = () =>
  useQuery({
    queryKey: bannersKey,
    queryFn: ({ signal }) => request('seller/banners', { schema: SellerBannersResponse, signal }),
  });

/** POST seller/banners/preview: the HTML as it would be stored — what the portal receives. */
export const previewBanner = (content: string, signal?: AbortSignal) =>
  request('seller/banners/preview', { method: 'POST', body: { content }, schema: BannerPreview, signal });

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SellerBannerInput }) =>
      id
        ? request(`seller/banners/${id}`, { method: 'PUT', body: input, schema: SellerBanner })
        : request('seller/banners', { method: 'POST', body: input, schema: SellerBanner }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(`seller/banners/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}
