import type { SellerStockExportQuery } from '@portico/contract';
import { getIdToken, refreshSession } from '@portico/web-session';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, GENERIC_ERROR } from '../../../lib/api-client.ts';

/**
 * GET seller/stock/export with the screen's filters: an .xlsx the upload reads back (each row carries its stock
 * Version, so an upload can tell what changed since). Saved through a temporary link under the server's name.
 */
export async function exportSellerStock(query: SellerStockExportQuery): Promise<string> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const send = () => {
    const token = getIdToken();
    return fetch(apiUrl(`seller/stock/export?${params}`), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  };
  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && (await refreshSession())) res = await send();
  } catch {
    throw new ApiError('The server cannot be reached. Check your connection and try again.', undefined);
  }
  if (!res.ok) throw new ApiError(GENERIC_ERROR, res.status);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'stock.xlsx';
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

export const useExportSellerStock = () => useMutation({ mutationFn: exportSellerStock });
