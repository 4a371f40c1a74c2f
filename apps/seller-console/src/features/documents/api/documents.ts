/** The console's proof-of-export API (seller/documents): documents, their review and the tenant's rule. */

import {
  type ApproveDocumentBody,
  ProofOfExportRule,
  type RejectDocumentBody,
  SellerDocument,
  SellerDocumentsResponse,
} from '@portico/contract';
import { request, requestBlob } from '@portico/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const documentKeys = {
  list: ['seller', 'documents'] as const,
  pending: ['seller', 'documents', 'PENDING'] as const,
  rule: ['seller', 'settings', 'proof-of-export'] as const,
  file: (id: string) => ['seller', 'documents', 'file', id] as const,
};

/** The list refreshes on its own, so a buyer's new upload shows without a reload. */
const REFRESH_MS = 10_000;

/** GET seller/documents: the tenant's proof-of-export documents with a file, waiting ones first. */
export const useDocuments = () =>
  useQuery({
    queryKey: documentKeys.list,
    queryFn: ({ signal }) => request('seller/documents', { schema: SellerDocumentsResponse, signal }),
    refetchInterval: REFRESH_MS,
  });

/**
 * GET seller/documents?status=PENDING: the documents asked for and not uploaded yet, the longest waiting
 * first, for the seller to chase. Under the list's key, so whatever refreshes the list refreshes these.
 */
export const usePendingDocuments = () =>
  useQuery({
    queryKey: documentKeys.pending,
    queryFn: ({ signal }) =>
      request('seller/documents?status=PENDING', { schema: SellerDocumentsResponse, signal }),
    refetchInterval: REFRESH_MS,
  });

/** GET seller/documents/{id}/file: the file as a blob, for the viewer. */
export const useDocumentFile = (id: string | null) =>
  useQuery({
    queryKey: documentKeys.file(id ?? ''),
    queryFn: ({ signal }) =>
      requestBlob(`seller/documents/${encodeURIComponent(id ?? '')}/file`, { signal, onError: 'silent' }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST seller/documents/{id}/approve | reject: the buyer is told live and by mail. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      v: { documentId: string } & (
        | ({ decision: 'approve' } & ApproveDocumentBody)
        | ({ decision: 'reject' } & RejectDocumentBody)
      ),
    ) =>
      request(`seller/documents/${encodeURIComponent(v.documentId)}/${v.decision}`, {
        method: 'POST',
        // The version of the document as listed: the file the staff member looked at (a newer one → 409).
        body: v.decision === 'reject' ? { version: v.version, reason: v.reason } : { version: v.version },
        schema: SellerDocument,
        onError: 'silent',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.list }),
  });
}

/** GET/PUT seller/settings/proof-of-export: the tenant's rule. */
export const useProofOfExportRule = () =>
  useQuery({
    queryKey: documentKeys.rule,
    queryFn: ({ signal }) =>
      request('seller/settings/proof-of-export', { schema: ProofOfExportRule, signal }),
  });

export function useSaveProofOfExportRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: ProofOfExportRule) =>
      request('seller/settings/proof-of-export', {
        method: 'PUT',
        body: rule,
        schema: ProofOfExportRule,
        onError: 'silent',
      }),
    onSuccess: (saved) => queryClient.setQueryData(documentKeys.rule, saved),
  });
}
