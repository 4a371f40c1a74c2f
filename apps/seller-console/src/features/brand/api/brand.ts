import {
  type BrandAssetKind,
  BrandAssetResult,
  BrandPreviewResult,
  type BrandSettings,
  BrandSettingsResponse,
} from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Brand & site (A-001… …A-024): the draft, publish, uploads and the preview address. */
const brandKey = ['seller', 'settings', 'brand'] as const;
const PATH = 'seller/settings/brand';

export const brandQueryOptions = () =>
  queryOptions({
    queryKey: brandKey,
    queryFn: ({ signal }) => request(PATH, { schema: BrandSettingsResponse, signal }),
  });

export const useBrand = () => useQuery(brandQueryOptions());

function useBrandMutation<V>(send: (value: V) => Promise<BrandSettingsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => queryClient.setQueryData(brandKey, saved),
  });
}

export const useSaveBrandDraft = () =>
  useBrandMutation((draft: BrandSettings) =>
    request(PATH, { method: 'PUT', body: draft, schema: BrandSettingsResponse, onError: 'silent' }),
  );

export const useDiscardBrandDraft = () =>
  useBrandMutation(() => request(`${PATH}/draft`, { method: 'DELETE', schema: BrandSettingsResponse }));

export const usePublishBrand = () =>
  useBrandMutation(() => request(`${PATH}/publish`, { method: 'POST', schema: BrandSettingsResponse }));

/** Uploads one brand file; the answer's url goes into the form (and the draft once saved). */
export const useUploadBrandFile = () =>
  useMutation({
    mutationFn: ({ kind, file }: { kind: BrandAssetKind; file: File }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return request(`${PATH}/assets/${kind}`, {
        method: 'POST',
        body,
        schema: BrandAssetResult,
        onError: 'silent',
      });
    },
  });

/** A fresh preview address (a token for this staff user, 15 minutes). */
export const createBrandPreview = () =>
  request(`${PATH}/preview`, { method: 'POST', schema: BrandPreviewResult });
