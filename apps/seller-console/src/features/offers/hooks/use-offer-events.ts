import { getIdToken, refreshSession, subscribeEvents } from '@portico/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { offerKeys } from '../api/offer-keys.ts';

/**
 * A-029 / DESIGN §2: the tenant's sellers receive `offers.changed` whenever the inbox changes (an offer made,
 * edited, withdrawn or answered, by anyone). The console treats it as "refetch": every ['seller', 'offers', …]
 * query is invalidated, so the inbox, its count and the history refresh by themselves. `resync` (the server
 * could not replay what was missed) does the same.
 */
export function useOfferEvents(apiEndPoint: string, isEnabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    return subscribeEvents({
      url: `${apiEndPoint.replace(/\/+$/, '')}/px-api-gateway/events`,
      getToken: async ({ refresh }) => {
        if (refresh && !(await refreshSession())) return undefined;
        return getIdToken();
      },
      onEvent: (event) => {
        if (event.type === 'offers.changed' || event.type === 'resync') {
          void queryClient.invalidateQueries({ queryKey: offerKeys.all });
        }
      },
    });
  }, [apiEndPoint, isEnabled, queryClient]);
}
