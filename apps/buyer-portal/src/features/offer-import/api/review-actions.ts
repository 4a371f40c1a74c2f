import { ImportAcceptResponse, ImportResult } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFERS_KEY } from '../../offers/api/get-offers.ts';
import { withoutConflict } from '../logic/review.ts';
import { IMPORT_PATH, PENDING_IMPORT_KEY } from './pending-import.ts';

/** DELETE stocklist/offer/bulk-offer-import/{itemNumberWarehouse} (F-012): drops one overwrite row. */
export const removeImportRow = (itemNumberWarehouse: string) =>
  request<ImportResult>(`${IMPORT_PATH}/${encodeURIComponent(itemNumberWarehouse)}`, {
    method: 'DELETE',
    schema: ImportResult,
  });

/** POST …/cancel with an empty body (F-020): the pending import is discarded, nothing else changes. */
export const cancelImport = () => request<unknown>(`${IMPORT_PATH}/cancel`, { method: 'POST' });

/** POST …/accept with an empty body (F-019): the server applies exactly the stored review. */
export const acceptImport = () =>
  request<ImportAcceptResponse>(`${IMPORT_PATH}/accept`, {
    method: 'POST',
    schema: ImportAcceptResponse,
  });

/** F-012: the row disappears at once; a failure puts the server's review back. */
export function useRemoveImportRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeImportRow,
    onMutate: async (itemNumberWarehouse) => {
      await queryClient.cancelQueries({ queryKey: PENDING_IMPORT_KEY });
      const before = queryClient.getQueryData<ImportResult | null>(PENDING_IMPORT_KEY);
      if (before) queryClient.setQueryData(PENDING_IMPORT_KEY, withoutConflict(before, itemNumberWarehouse));
      return { before };
    },
    // The server answers the review as it now stands.
    onSuccess: (result) => queryClient.setQueryData(PENDING_IMPORT_KEY, result),
    onError: (_error, _key, context) => {
      if (context?.before) queryClient.setQueryData(PENDING_IMPORT_KEY, context.before);
      void queryClient.invalidateQueries({ queryKey: PENDING_IMPORT_KEY });
    },
  });
}

/** Cancel and accept both end the review: the pending import is gone, and accept changed the cart (F-019). */
export function useFinishImport() {
  const queryClient = useQueryClient();
  const finished = () => queryClient.setQueryData(PENDING_IMPORT_KEY, null);
  const cancel = useMutation({ mutationFn: cancelImport, onSuccess: finished });
  const accept = useMutation({
    mutationFn: acceptImport,
    onSuccess: async () => {
      finished();
      await queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
    },
  });
  return { cancel, accept };
}
