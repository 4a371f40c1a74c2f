import type { ExportRequest } from '@portico/contract';
import { downloadFile } from '@portico/web-kit';
import { useMutation } from '@tanstack/react-query';

/**
 * POST stocklist/export (C-060…C-064): a blob named by content-disposition, saved through a temporary link.
 * Failures are only logged (C-064).
 */
export async function exportStock(body: ExportRequest): Promise<string> {
  return downloadFile('stocklist/export', 'stocklist.xlsx', { method: 'POST', body, onError: 'log' });
}

export const useExportStock = () => useMutation({ mutationFn: exportStock });
