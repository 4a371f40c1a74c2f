import { getIdToken, refreshSession, subscribeEvents } from '@portico/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTenantConfig } from '../../config/components/tenant-config-provider.tsx';
import { ordersKeys } from '../api/orders-keys.ts';

/**
 * While a desk screen is open, an `orders.changed` event (a buyer's checkout or edit, another staff member's
 * transition, a job) refetches the queue and the open order, so two consoles never disagree for long; so does
 * `documents.changed` (a proof of export sent, approved or rejected: the order's document card and the payment
 * it gates, the queue's documents to review).
 */
const REFETCHED_BY = new Set(['orders.changed', 'documents.changed', 'resync']);
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
          if (REFETCHED_BY.has(event.type)) {
            void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
          }
        },
      }),
    [tenantApiEndPoint, queryClient],
  );
}
