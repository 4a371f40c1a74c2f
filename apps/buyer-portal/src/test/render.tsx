import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { EMPTY_CONFIG } from '../lib/site-config.ts';
import { buildThemeOptions } from '../lib/theme.ts';

/**
 * Test-only: mounts a portal component as the app does (main.tsx): a QueryClient (no retries; pre-fill it with
 * setQueryData, the tests make no request), the bundled English dictionary through i18next, the MUI theme.
 */
// Vitest runs without globals, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export async function renderPortal(
  ui: ReactElement,
  { queryClient = testQueryClient() }: { queryClient?: QueryClient } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  await initI18n('en', undefined);
  const theme = createTheme(buildThemeOptions(EMPTY_CONFIG, 'light'));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
