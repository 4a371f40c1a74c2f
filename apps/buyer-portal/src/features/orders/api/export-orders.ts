import { downloadFile } from '@portico/web-kit';
import { useMutation } from '@tanstack/react-query';
import { ordersExportPath } from './get-orders.ts';

/**
 * GET orders/export (K-008, N-061, Q-052): an xlsx workbook of the orders the search finds, named by
 * content-disposition and saved through a temporary link (as the stock list's export does). A failure shows the
 * error snackbar.
 */
export async function exportOrders(search: string | undefined): Promise<string> {
  return downloadFile(ordersExportPath(search), 'orders.xlsx');
}

export const useExportOrders = () => useMutation({ mutationFn: exportOrders });
