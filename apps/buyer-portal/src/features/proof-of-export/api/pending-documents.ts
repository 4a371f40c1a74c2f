import { PendingDocuments } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.ts';

/** The buyer's proof-of-export data (poeData), shared with app load, checkout and order details (H-001, H-010). */
export const PENDING_DOCUMENTS_KEY = ['account', 'pending-documents'] as const;

/** GET account/pending-documents; a failure is only logged (H-012). Live: documents.changed refetches it. */
export function usePendingDocuments() {
  const session = useSession();
  return useQuery({
    queryKey: PENDING_DOCUMENTS_KEY,
    queryFn: () =>
      request<PendingDocuments>('account/pending-documents', { schema: PendingDocuments, onError: 'log' }),
    enabled: session.status === 'signedIn',
    staleTime: 60_000,
  });
}
