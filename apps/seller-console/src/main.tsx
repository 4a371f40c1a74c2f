// First: zod is configured before any module defines a schema (packages/web-kit/src/zod-without-eval.ts).
import '@portico/web-kit/zod-without-eval';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/merriweather-sans/400.css';
import '@fontsource/merriweather-sans/600.css';
import '@fontsource/merriweather-sans/700.css';
import { refreshRequestSent, restoreSessionAtLoad, setIdentityBase } from '@portico/web-session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

// P9: the session refresh goes out first; the app (whose router at once asks for the code of the route it was
// opened on) renders once it has, so the refresh never queues behind those files on the browser's six
// connections to the server. The session provider shares this refresh's answer.
// The console's session lives apart from the portal's (its own cookie path), set before anything refreshes.
setIdentityBase('/seller/identity');
void restoreSessionAtLoad();
void refreshRequestSent().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
