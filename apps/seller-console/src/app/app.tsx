/** The seller console's root component: providers, global styles (skip link, hidden text) and the router. */

import GlobalStyles from '@mui/material/GlobalStyles';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { createRouter } from './router.tsx';

const globalStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.skip-link': {
        position: 'absolute',
        left: theme.spacing(1),
        top: -48,
        zIndex: theme.zIndex.tooltip + 1,
        padding: theme.spacing(1, 2),
        background: theme.palette.background.paper,
        color: theme.palette.text.primary,
        borderRadius: theme.shape.borderRadius,
        fontWeight: 600,
      },
      '.skip-link:focus': { top: theme.spacing(1) },
      '.visually-hidden': {
        position: 'absolute',
        width: 1,
        height: 1,
        padding: 0,
        margin: -1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      },
    })}
  />
);

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      {globalStyles}
      <RouterProvider router={router} />
    </AppProviders>
  );
}
