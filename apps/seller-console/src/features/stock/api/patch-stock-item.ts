import { SellerStockItem, type SellerStockPatchRequest } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockKeys } from './stock-keys.ts';

/** PATCH seller/stock/items/{inw}; a 409 means someone changed the item since it was shown. */
export const patchStockItem = (itemNumberWarehouse: string, body: SellerStockPatchRequest) =>
  request(`seller/stock/items/${encodeURIComponent(itemNumberWarehouse)}`, {
    method: 'PATCH',
    body,
    schema: SellerStockItem,
  });

export function usePatchStockItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { itemNumberWarehouse: string; body: SellerStockPatchRequest }) =>
      patchStockItem(v.itemNumberWarehouse, v.body),
    // Saved or refused as stale, the list shows the item as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}
