import { useLayoutEffect } from 'react';

/**
 * P9: the first screen the server draws into /stock's HTML for a signed-in buyer (server
 * modules/tenants/stock-shell.ts), a fixed layer above the app. The app renders beneath it and removes it in the
 * same commit as its own first screen (or its sign-in page, or a crash page), so the swap moves nothing.
 */
const SHELL_ID = 'portico-shell';

/** Whether the page still shows the server-drawn first screen. */
export const hasStaticShell = (): boolean => document.getElementById(SHELL_ID) !== null;

/** Removes the server-drawn first screen once the app's own screen is in (before that frame is painted). */
export function useRemoveStaticShell(): void {
  useLayoutEffect(() => {
    document.getElementById(SHELL_ID)?.remove();
  }, []);
}
