import type { SellerStockExportQuery } from '@portico/contract';
import { downloadFile } from '@portico/web-kit';
import { useMutation } from '@tanstack/react-query';

/**
 * GET seller/stock/export with the screen's filters: an .xlsx the upload reads back (each row carries its stock
 * Version, so an upload can tell what changed since). Saved under the server's name.
 */
export async function exportSellerStock(query: SellerStockExportQuery): Promise<string> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  return downloadFile(`seller/stock/export?${params}`, 'stock.xlsx');
}

export const useExportSellerStock = () => useMutation({ mutationFn: exportSellerStock });
