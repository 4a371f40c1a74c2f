import { createBrowserRouter, Navigate } from 'react-router';
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
            children: [{ index: true, element: <HomePage /> }],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
    { basename: '/seller' },
  );
