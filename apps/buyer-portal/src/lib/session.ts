import type { UserInfo } from '@portico/contract';
import { createStore, useStore } from './store.ts';

/** B-009 / B-010: 'pending' until the silent refresh at load has answered. */
export type Session =
  | { status: 'pending' }
  /** afterSignOut: the user (or a 403) ended the session, so there is no page to return to. */
  | { status: 'signedOut'; afterSignOut?: boolean }
  | { status: 'signedIn'; user: UserInfo };

export const sessionStore = createStore<Session>({ status: 'pending' });

export const useSession = (): Session => useStore(sessionStore);
