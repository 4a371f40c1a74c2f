import { useMutation } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/api.ts';
import { templateRequest } from '../logic/template.ts';
import { IMPORT_PATH } from './pending-import.ts';

/**
 * stocklist/offer/bulk-offer-import/template (F-003): a workbook with the expected columns — GET for the blank
 * one, POST with the items to pre-fill it; saved through a temporary link like the stock export.
 */
export async function downloadTemplate(itemNumberWarehouses: readonly string[]): Promise<string> {
  const { path, body } = templateRequest(IMPORT_PATH, itemNumberWarehouses);
  const { blob, fileName } = await requestBlob(path, {
    onError: 'silent',
    ...(body ? { method: 'POST' as const, body } : {}),
  });
  const name = fileName ?? 'offer-import-template.xlsx';
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

export const useDownloadTemplate = () => useMutation({ mutationFn: downloadTemplate });
