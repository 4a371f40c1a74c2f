// @vitest-environment jsdom

import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../test/render.tsx';
import { TenantConfigProvider } from '../../config/components/tenant-config-provider.tsx';
import { ordersKeys } from '../api/orders-keys.ts';
import { useOrdersEvents } from './use-orders-events.ts';

const listeners: ((event: { type: string }) => void)[] = [];
vi.mock('@portico/web-session', () => ({
  getIdToken: () => 'token',
  refreshSession: async () => true,
  subscribeEvents: (opts: { onEvent: (event: { type: string }) => void }) => {
    listeners.push(opts.onEvent);
    return () => {};
  },
}));

/** The desk's live stream: which events refetch the queue and the open order. */
describe('useOrdersEvents', () => {
  it('refetches on an order change and on a proof-of-export document change, not on stock or offers', () => {
    const queryClient = testQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <TenantConfigProvider>{children}</TenantConfigProvider>
      </QueryClientProvider>
    );
    renderHook(() => useOrdersEvents(), { wrapper });
    const emit = (type: string) => {
      for (const listener of listeners) listener({ type });
    };
    emit('stock.changed');
    emit('offers.changed');
    expect(invalidate).not.toHaveBeenCalled();
    emit('documents.changed');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ordersKeys.all });
    emit('orders.changed');
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
