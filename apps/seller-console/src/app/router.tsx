import { createBrowserRouter, Navigate } from 'react-router';
import { FullPageStatus } from '../components/full-page-status.tsx';
import { t } from '../lib/i18n.ts';
import { RequireSeller } from './require-seller.tsx';
import { HomePage } from './routes/home.tsx';
import { ResetPasswordPage } from './routes/reset-password.tsx';
import { SignInPage } from './routes/sign-in.tsx';
import { AppShell } from './shell/app-shell.tsx';

/** The console lives under /seller/ (Vite base); routes below are relative to it. */
export const createRouter = () =>
  createBrowserRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      // Staff forgot / new password (docs/decisions/015), public like sign-in.
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        element: <RequireSeller />,
        // Opened by its address, a screen's code loads before the first render: the loading state meanwhile.
        HydrateFallback: () => <FullPageStatus label={t('consoleLoadingTheConsole')} />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <HomePage /> },
              {
                // The tenant's buyers: list, the buyer's page (features/buyers; docs/decisions/017).
                path: 'buyers',
                lazy: async () => ({
                  Component: (await import('../features/buyers/components/buyers-page.tsx')).BuyersPage,
                }),
              },
              {
                path: 'buyers/:id',
                lazy: async () => ({
                  Component: (await import('../features/buyers/components/buyer-page.tsx')).BuyerPage,
                }),
              },
              {
                // DESIGN §2 Email: the mail queued for the tenant's buyers and its delivery state.
                path: 'outbox',
                lazy: async () => ({
                  Component: (await import('../features/outbox/components/outbox-page.tsx')).OutboxPage,
                }),
              },
              {
                // H-010, Q-066: proof-of-export documents to review, and the rule that asks for them.
                path: 'documents',
                lazy: async () => ({
                  Component: (await import('../features/documents/components/documents-page.tsx'))
                    .DocumentsPage,
                }),
              },
              {
                // The order desk: the tenant's orders queue, and one order with its transitions (quote, payment,
                // ship, invoice, cancel, edit lines).
                path: 'orders',
                lazy: async () => ({
                  Component: (await import('../features/orders/components/orders-page.tsx')).OrdersPage,
                }),
              },
              {
                path: 'orders/:phonexOrderNumber',
                lazy: async () => ({
                  Component: (await import('../features/orders/components/order-page.tsx')).OrderPage,
                }),
              },
              {
                // The seller's stock list, inline edit and inventory upload.
                path: 'stock',
                lazy: async () => ({
                  Component: (await import('../features/stock/components/stock-page.tsx')).StockPage,
                }),
              },
              {
                // Brand & site (A-001… …A-024): draft, live preview, publish.
                path: 'settings/brand',
                lazy: async () => ({
                  Component: (await import('../features/brand/components/brand-page.tsx')).BrandPage,
                }),
              },
              {
                // the tenant's broadcast banners (rich text, schedule, active switch, preview).
                path: 'banners',
                lazy: async () => ({
                  Component: (await import('../features/banners/components/banners-page.tsx')).BannersPage,
                }),
              },
              {
                // Staff management (owners) and the staff audit log (docs/decisions/016).
                path: 'staff',
                lazy: async () => ({
                  Component: (await import('../features/staff/components/staff-page.tsx')).StaffPage,
                }),
              },
              {
                path: 'audit',
                lazy: async () => ({
                  Component: (await import('../features/audit/components/audit-page.tsx')).AuditPage,
                }),
              },
              {
                // the daily stock report's send hour and time zone.
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('../features/settings/components/settings-page.tsx')).SettingsPage,
                }),
              },
              {
                // the tenant's words of the portal, per language (docs/decisions/020).
                path: 'words',
                lazy: async () => ({
                  Component: (await import('../features/words/components/words-page.tsx')).WordsPage,
                }),
              },
              {
                // DESIGN §1: answer offers (accept, counter, reject, in bulk too), auto-rules, offer windows.
                // The screens load on demand, so sign-in and home start lighter.
                path: 'offers',
                lazy: async () => ({
                  Component: (await import('../features/offers/components/offers-tabs.tsx')).OffersSection,
                }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('../features/offers/components/offers-inbox.tsx')).OffersInbox,
                    }),
                  },
                  {
                    path: 'history',
                    lazy: async () => ({
                      Component: (await import('../features/offers/components/offers-history.tsx'))
                        .OffersHistory,
                    }),
                  },
                  {
                    path: 'rules',
                    lazy: async () => ({
                      Component: (await import('../features/offers/components/offer-rules-panel.tsx'))
                        .OfferRulesPanel,
                    }),
                  },
                  {
                    path: 'settings',
                    lazy: async () => ({
                      Component: (await import('../features/offers/components/offer-settings-form.tsx'))
                        .OfferSettingsPanel,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
    { basename: '/seller' },
  );
