import type { StaffRole } from '@portico/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { NotifierProvider } from '../components/notifier.tsx';
import { TenantConfigProvider } from '../features/config/components/tenant-config-provider.tsx';
import { staffKeys } from '../features/staff/api/staff.ts';
import { TEST_TENANT } from './tenant.ts';

/**
 * Test-only: mounts a console component under the app's providers (app/providers.tsx) without the network: the
 * tenant's config and words are already in the QueryClient, as are whatever queries the test pre-fills with
 * setQueryData. The session provider is left out (it asks the server for a session at mount).
 */
// Vitest runs without globals, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

/** The signed-in staff member's role, as RequireSeller loads it with the session (an owner unless a test says). */
export function testQueryClient(staffRole: StaffRole = 'OWNER'): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(['saas-config'], TEST_TENANT);
  queryClient.setQueryData(['saas-i18n'], {});
  queryClient.setQueryData(staffKeys.me, { userId: 'staff-1', email: 'seller@harbor.test', staffRole });
  return queryClient;
}

export function renderConsole(
  ui: ReactElement,
  { queryClient = testQueryClient() }: { queryClient?: QueryClient } = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TenantConfigProvider>
        <NotifierProvider>{ui}</NotifierProvider>
      </TenantConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
