import { ImportResult } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_PATH, PENDING_IMPORT_KEY } from './pending-import.ts';

/**
 * POST stocklist/offer/bulk-offer-import (F-004): a multipart upload of the one file, with its name in a header
 * too, answering the review (F-006). Failures are shown inside the dialog (F-005), so nothing else is shown here.
 */
export function uploadImport(file: File): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<ImportResult>(IMPORT_PATH, {
    method: 'POST',
    body,
    // Header values must be ASCII: the name is sent percent-encoded (the part's filename carries it as is).
    headers: { 'x-file-name': encodeURIComponent(file.name) },
    schema: ImportResult,
    onError: 'silent',
  });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: (result) => queryClient.setQueryData(PENDING_IMPORT_KEY, result),
  });
}
