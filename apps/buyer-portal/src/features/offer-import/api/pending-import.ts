/** The buyer's pending bulk offer import as the server stores it (F-018), read through React Query. */

import { type ImportResult, PendingImport } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const IMPORT_PATH = 'stocklist/offer/bulk-offer-import';

/**
 * GET stocklist/offer/bulk-offer-import: the buyer's pending import (stored on the server), so a reload or a
 * second tab shows the same review (F-018). null when there is none.
 */
export const getPendingImport = () =>
  request<PendingImport>(IMPORT_PATH, { schema: PendingImport, onError: 'notify' }).then(
    (r): ImportResult | null => r.pendingImport,
  );

export const PENDING_IMPORT_KEY = ['stocklist', 'bulk-offer-import'] as const;

// Always re-read on mount: another tab may have removed rows, submitted or cancelled meanwhile.
export const pendingImportQuery = () =>
  queryOptions({ queryKey: PENDING_IMPORT_KEY, queryFn: getPendingImport, staleTime: 0, retry: false });

export const usePendingImport = () => useQuery(pendingImportQuery());
