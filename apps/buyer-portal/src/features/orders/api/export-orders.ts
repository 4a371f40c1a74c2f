import { useMutation } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/api.ts';
import { ordersExportPath } from './get-orders.ts';

/**
 * GET orders/export (K-008, N-061, Q-052): an xlsx workbook of the orders the search finds, named by
 * content-disposition and saved through a temporary link (as the stock list's export does). A failure shows the
 * error snackbar.
 */
export async function exportOrders(search: string | undefined): Promise<string> {
  const { blob, fileName } = await requestBlob(ordersExportPath(search));
  const name = fileName ?? 'orders.xlsx';
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

export const useExportOrders = () => useMutation({ mutationFn: exportOrders });
