import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { SnackbarHost } from '../components/snackbar-host.tsx';
import { SomethingWentWrong } from '../components/something-went-wrong.tsx';
import { SiteServices } from '../features/site-services/site-services.tsx';
import { useSiteConfig } from '../lib/site-config.ts';
import { hasStaticShell, useRemoveStaticShell } from '../lib/static-shell.ts';
import { NavigationBridge, RequireAuth } from './guards.tsx';
import { DeactivatedPage } from './routes/deactivated.tsx';

/**
 * a deactivated tenant shows only its notice, on every route. The router renders this once the first
 * route's code is in: the server-drawn first screen (P9) gives way to the app's.
 */
function Root() {
  const config = useSiteConfig();
  useRemoveStaticShell();
  return (
    <>
      <NavigationBridge />
      {config.deactivated ? <DeactivatedPage /> : <Outlet />}
      {config.deactivated ? null : <SiteServices />}
      <SnackbarHost />
    </>
  );
}

/** The loading overlay while the first route's code loads, unless the server-drawn first screen is up. */
function FirstRouteFallback() {
  return hasStaticShell() ? null : <LoadingOverlay />;
}

/** Screens other than sign-in and the shell load on demand, to keep the first download small. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const shellRoutes: RouteObject[] = [
  { path: 'dashboard', ...lazyPage(() => import('./routes/dashboard.tsx')) },
  { path: 'help', ...lazyPage(() => import('./routes/dashboard.tsx')) },
  { path: 'stock', ...lazyPage(() => import('./routes/stock.tsx')) },
  { path: 'stock/import-review', ...lazyPage(() => import('./routes/import-review.tsx')) },
  { path: 'stock-alerts', ...lazyPage(() => import('./routes/stock-alerts.tsx')) },
  { path: 'cart', ...lazyPage(() => import('./routes/cart.tsx')) },
  { path: 'orders', ...lazyPage(() => import('./routes/orders.tsx')) },
  // L-056: the release confirmation's fixed routes are listed (and, being static, ranked) before /orders/{n}.
  {
    path: 'orders/order-release-confirmation',
    ...lazyPage(() => import('./routes/order-release-confirmation.tsx')),
  },
  {
    path: 'orders/:id/order-release-confirmation',
    ...lazyPage(() => import('./routes/order-release-confirmation.tsx')),
  },
  { path: 'orders/:id', ...lazyPage(() => import('./routes/order-details.tsx')) },
  { path: 'checkout/*', ...lazyPage(() => import('./routes/checkout.tsx')) },
  { path: 'preferences', ...lazyPage(() => import('./routes/preferences.tsx')) },
  { path: 'terms-of-sale', ...lazyPage(() => import('./routes/terms-of-sale.tsx')) },
  { path: 'auctions', ...lazyPage(() => import('./routes/auctions.tsx')) },
  { path: 'preorders', ...lazyPage(() => import('./routes/preorders.tsx')) },
  { path: 'returns', ...lazyPage(() => import('./routes/returns.tsx')) },
  { path: 'account', ...lazyPage(() => import('./routes/account.tsx')) },
  { path: '*', ...lazyPage(() => import('./routes/not-found.tsx')) },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    // The first screen's code may still be on its way when boot is done (it loads on demand): the boot's loading
    // overlay stays meanwhile, and react-router has the fallback it asks for.
    HydrateFallback: FirstRouteFallback,
    errorElement: <SomethingWentWrong />,
    children: [
      // Even sign-in loads as its own chunk: the router starts fetching the first route's chunk as soon as it is
      // created, in parallel with saas-config, so a signed-in buyer at /stock never downloads the sign-in form.
      { index: true, lazy: async () => ({ Component: (await import('./routes/sign-in.tsx')).SignInRoute }) },
      { path: 'reset-password', ...lazyPage(() => import('./routes/reset-password.tsx')) },
      {
        element: <RequireAuth />,
        children: [
          {
            // The signed-in frame loads on demand too (boot prefetches it), so the sign-in page starts lighter.
            lazy: async () => ({ Component: (await import('./shell/app-shell.tsx')).AppShell }),
            // a crash inside a screen keeps the shell and shows the message in its place.
            children: [{ errorElement: <SomethingWentWrong />, children: shellRoutes }],
          },
        ],
      },
      { path: 'index.html', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
