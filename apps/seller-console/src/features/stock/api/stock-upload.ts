import {
  FailBody,
  OkResponse,
  type StockUploadApplyRequest,
  StockUploadApplyResponse,
  StockUploadReview,
} from '@portico/contract';
import { getIdToken, refreshSession } from '@portico/web-session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, apiUrl, GENERIC_ERROR } from '../../../lib/api-client.ts';
import { stockKeys } from './stock-keys.ts';

/**
 * POST seller/stock/upload as multipart/form-data (the shared client only sends JSON). Same session handling:
 * bearer token, one refresh on 401, the server's message on a refusal.
 */
export async function uploadStockFile(file: File): Promise<StockUploadReview> {
  const send = () => {
    const form = new FormData();
    form.append('file', file, file.name);
    const token = getIdToken();
    return fetch(apiUrl('seller/stock/upload'), {
      method: 'POST',
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
      credentials: 'same-origin',
    });
  };
  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && (await refreshSession())) res = await send();
  } catch {
    throw new ApiError('The server cannot be reached. Check your connection and try again.', undefined);
  }
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const fail = FailBody.safeParse(json);
    if (fail.success && res.status < 500)
      throw new ApiError(fail.data.message, res.status, fail.data.messageCode);
    throw new ApiError(GENERIC_ERROR, res.status);
  }
  const parsed = StockUploadReview.safeParse(json);
  if (!parsed.success) throw new ApiError(GENERIC_ERROR, res.status);
  return parsed.data;
}

export const useUploadStockFile = () => useMutation({ mutationFn: uploadStockFile });

export function useApplyUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, ...body }: { uploadId: string } & NonNullable<StockUploadApplyRequest>) =>
      apiRequest(`seller/stock/upload/${uploadId}/apply`, {
        method: 'POST',
        body,
        schema: StockUploadApplyResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

export const useCancelUpload = () =>
  useMutation({
    mutationFn: (uploadId: string) =>
      apiRequest(`seller/stock/upload/${uploadId}/cancel`, { method: 'POST', schema: OkResponse }),
  });
