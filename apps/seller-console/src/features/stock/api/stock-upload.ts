import {
  OkResponse,
  type StockUploadApplyRequest,
  StockUploadApplyResponse,
  StockUploadReview,
} from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockKeys } from './stock-keys.ts';

/** POST seller/stock/upload as multipart/form-data: the review of the file (rows to update, add, conflicts). */
export function uploadStockFile(file: File): Promise<StockUploadReview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request('seller/stock/upload', { method: 'POST', body: form, schema: StockUploadReview });
}

export const useUploadStockFile = () => useMutation({ mutationFn: uploadStockFile });

export function useApplyUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, ...body }: { uploadId: string } & NonNullable<StockUploadApplyRequest>) =>
      request(`seller/stock/upload/${uploadId}/apply`, {
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
      request(`seller/stock/upload/${uploadId}/cancel`, { method: 'POST', schema: OkResponse }),
  });
