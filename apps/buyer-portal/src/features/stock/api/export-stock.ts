import type { ExportRequest } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/api.ts';

/**
 * POST stocklist/export (C-060…C-064): a blob named by content-disposition, saved through a temporary link.
 * Failures are only logged (C-064).
 */
export async function exportStock(body: ExportRequest): Promise<string> {
  const { blob, fileName } = await requestBlob('stocklist/export', { method: 'POST', body, onError: 'log' });
  const name = fileName ?? 'stocklist.xlsx';
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

export const useExportStock = () => useMutation({ mutationFn: exportStock });
