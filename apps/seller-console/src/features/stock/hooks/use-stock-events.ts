import { getIdToken, refreshSession, subscribeEvents } from '@portico/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { stockKeys } from '../api/stock-keys.ts';

/**
 * While the stock screen is open, a `stock.changed` event (another seller's edit or upload, a checkout) refetches
 * the list, so two consoles never show different quantities for long. `resync` does the same.
 */
export function useStockEvents(apiEndPoint: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeEvents({
        url: `${apiEndPoint.replace(/\/+$/, '')}/px-api-gateway/events`,
        getToken: async ({ refresh }) => {
          if (refresh && !(await refreshSession())) return undefined;
          return getIdToken();
        },
        onEvent: (event) => {
          if (event.type === 'stock.changed' || event.type === 'resync') {
            void queryClient.invalidateQueries({ queryKey: stockKeys.all });
          }
        },
      }),
    [apiEndPoint, queryClient],
  );
}
