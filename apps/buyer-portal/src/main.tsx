// First: zod is configured before any module defines a schema (packages/web-kit/src/zod-without-eval.ts).
import '@portico/web-kit/zod-without-eval';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/merriweather-sans/latin-400.css';
import '@fontsource/merriweather-sans/latin-600.css';
import '@fontsource/merriweather-sans/latin-700.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Boot, startBoot } from './app/boot.tsx';
import { TenantThemeProvider } from './app/color-mode.tsx';
import { createRouter } from './app/router.tsx';
import { ErrorBoundary } from './components/error-boundary.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
// P9: boot (the session refresh, then the first stock request) starts before anything else asks the server for
// files; the router, which at once asks for its landing route's code, is created once the refresh is out.
const booting = startBoot(queryClient);
const router = booting.requestsSent.then(createRouter);

// P9: the first render (the tenant's theme, built from its config, and the providers) is a transition, which React
// renders in slices between which the browser runs the boot's requests and answers, not in one task. Nothing
// waits on it: the server-drawn first screen (or the empty page) stays until the app's own screen is in.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TenantThemeProvider>
          <ErrorBoundary>
            <Boot done={booting.done} ready={router}>
              {(created) => <RouterProvider router={created} />}
            </Boot>
          </ErrorBoundary>
        </TenantThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
