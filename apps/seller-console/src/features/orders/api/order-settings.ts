import { DeskOrderSettings, type DeskOrderSettingsInput } from '@portico/contract/order-desk';
import { request } from '@portico/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersKeys } from './orders-keys.ts';

/** GET seller/settings/orders: the tenant's order settings the desk edits. */
export const useOrderSettings = () =>
  useQuery({
    queryKey: ordersKeys.settings,
    queryFn: ({ signal }) => request('seller/settings/orders', { schema: DeskOrderSettings, signal }),
  });

/** PUT seller/settings/orders: validated by the same contract schema on the server. */
export function useSaveOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskOrderSettingsInput) =>
      request('seller/settings/orders', {
        method: 'PUT',
        body,
        schema: DeskOrderSettings,
        onError: 'silent',
      }),
    onSuccess: (saved) => queryClient.setQueryData(ordersKeys.settings, saved),
  });
}
