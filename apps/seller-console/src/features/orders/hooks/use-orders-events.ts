import { getIdToken, refreshSession, subscribeEvents } from '@portico/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTenantConfig } from '../../config/components/tenant-config-provider.tsx';
import { ordersKeys } from '../api/orders-keys.ts';

/**
 * While a desk screen is open, an `orders.changed` event (a buyer's checkout or edit, another staff member's
 * transition, a job) refetches the queue and the open order, so two consoles never disagree for long.
 */
export function useOrdersEvents(): void {
  const { tenantApiEndPoint } = useTenantConfig();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeEvents({
        url: `${tenantApiEndPoint.replace(/\/+$/, '')}/px-api-gateway/events`,
        getToken: async ({ refresh }) => {
          if (refresh && !(await refreshSession())) return undefined;
          return getIdToken();
        },
        onEvent: (event) => {
          if (event.type === 'orders.changed' || event.type === 'resync') {
            void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
          }
        },
      }),
    [tenantApiEndPoint, queryClient],
  );
}
