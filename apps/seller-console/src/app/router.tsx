import { createBrowserRouter, Navigate } from 'react-router';
import { OfferRulesPanel } from '../features/offers/components/offer-rules-panel.tsx';
import { OfferSettingsPanel } from '../features/offers/components/offer-settings-form.tsx';
import { OffersHistory } from '../features/offers/components/offers-history.tsx';
import { OffersInbox } from '../features/offers/components/offers-inbox.tsx';
import { OffersSection } from '../features/offers/components/offers-tabs.tsx';
import { RequireSeller } from './require-seller.tsx';
import { HomePage } from './routes/home.tsx';
import { SignInPage } from './routes/sign-in.tsx';
import { AppShell } from './shell/app-shell.tsx';

/** The console lives under /seller/ (Vite base); routes below are relative to it. */
export const createRouter = () =>
  createBrowserRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      {
        element: <RequireSeller />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <HomePage /> },
              {
                // DESIGN §1: answer offers (accept, counter, reject, in bulk too), auto-rules, offer windows.
                path: 'offers',
                element: <OffersSection />,
                children: [
                  { index: true, element: <OffersInbox /> },
                  { path: 'history', element: <OffersHistory /> },
                  { path: 'rules', element: <OfferRulesPanel /> },
                  { path: 'settings', element: <OfferSettingsPanel /> },
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
