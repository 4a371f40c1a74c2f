import { downloadFile } from '@portico/web-kit';
import { useMutation } from '@tanstack/react-query';
import { templateRequest } from '../logic/template.ts';
import { IMPORT_PATH } from './pending-import.ts';

/**
 * stocklist/offer/bulk-offer-import/template (F-003): a workbook with the expected columns — GET for the blank
 * one, POST with the items to pre-fill it; saved through a temporary link like the stock export.
 */
export async function downloadTemplate(itemNumberWarehouses: readonly string[]): Promise<string> {
  const { path, body } = templateRequest(IMPORT_PATH, itemNumberWarehouses);
  return downloadFile(path, 'offer-import-template.xlsx', {
    onError: 'silent',
    ...(body ? { method: 'POST' as const, body } : {}),
  });
}

export const useDownloadTemplate = () => useMutation({ mutationFn: downloadTemplate });
