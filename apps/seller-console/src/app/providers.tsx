import { ApiError } from '@portico/web-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NotifierProvider } from '../components/notifier.tsx';
import { SessionProvider } from '../features/auth/hooks/session.tsx';
import { TenantConfigProvider } from '../features/config/components/tenant-config-provider.tsx';
import { configureConsoleApi } from '../lib/api-setup.ts';

configureConsoleApi();

const shouldRetry = (failureCount: number, error: unknown) =>
  // A 4xx will not get better by asking again.
  failureCount < 2 && !(error instanceof ApiError && error.status !== undefined && error.status < 500);

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: shouldRetry, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TenantConfigProvider>
        <SessionProvider>
          <NotifierProvider>{children}</NotifierProvider>
        </SessionProvider>
      </TenantConfigProvider>
    </QueryClientProvider>
  );
}
