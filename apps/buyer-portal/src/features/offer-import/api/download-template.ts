import { useMutation } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/api.ts';
import { templatePath } from '../logic/template.ts';
import { IMPORT_PATH } from './pending-import.ts';

/**
 * GET stocklist/offer/bulk-offer-import/template (F-003): a workbook with the expected columns, pre-filled with
 * the given items when the buyer asks for it; saved through a temporary link like the stock export.
 */
export async function downloadTemplate(itemNumberWarehouses: readonly string[]): Promise<string> {
  const { blob, fileName } = await requestBlob(templatePath(IMPORT_PATH, itemNumberWarehouses), {
    onError: 'silent',
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
