import type { IdTokenClaims } from '@portico/contract';
import { configureApi, refreshSession } from '@portico/web-kit';
import {
  clearIdToken,
  getIdToken,
  onTokenRefreshDue,
  restoreSessionAtLoad,
  setIdToken,
} from '@portico/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { signOutRequest } from '../api/sign-out.ts';
import { decodeIdToken, isSellerClaims } from '../utils/id-token.ts';

/** Why the user is looking at the sign-in page, shown above the form. */
export type SignedOutNotice = 'signed-out' | 'buyer-refused' | 'expired';

export type SessionState =
  | { status: 'restoring' }
  | { status: 'signed-out'; notice?: SignedOutNotice }
  | { status: 'signed-in'; claims: IdTokenClaims };

type SessionContextValue = {
  state: SessionState;
  /** Takes the tokens of a sign-in; answers false (and signs out) when the user is not the seller's staff. */
  acceptTokens(idToken: string, expiresIn: number): Promise<boolean>;
  signOut(): Promise<void>;
};

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

/** Ends the server session (refresh cookie) whatever the outcome: the user is leaving either way. */
async function endServerSession() {
  try {
    await signOutRequest();
  } catch {
    // Nothing to tell the user: the in-memory token is gone and the cookie expires on its own.
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ status: 'restoring' });

  const leave = useCallback(
    async (notice: SignedOutNotice) => {
      clearIdToken();
      await endServerSession();
      queryClient.clear();
      setState({ status: 'signed-out', notice });
    },
    [queryClient],
  );

  /** The token is held: admit a Seller, turn anyone else away. */
  const admitHeldToken = useCallback(async (): Promise<boolean> => {
    const token = getIdToken();
    const claims = token ? decodeIdToken(token) : undefined;
    if (isSellerClaims(claims)) {
      setState({ status: 'signed-in', claims });
      return true;
    }
    await leave('buyer-refused');
    return false;
  }, [leave]);

  const acceptTokens = useCallback(
    (idToken: string, expiresIn: number) => {
      setIdToken(idToken, expiresIn);
      return admitHeldToken();
    },
    [admitHeldToken],
  );

  const signOut = useCallback(() => leave('signed-out'), [leave]);

  useEffect(() => {
    let isCurrent = true;
    const expire = () => {
      clearIdToken();
      queryClient.clear();
      setState({ status: 'signed-out', notice: 'expired' });
    };
    configureApi({ onSessionExpired: expire });
    onTokenRefreshDue(() => {
      void refreshSession().then((ok) => {
        if (!ok) expire();
      });
    });
    // Restore a session at load through the httpOnly refresh cookie (the token itself never persists); main.tsx
    // sent that refresh before rendering (P9), and this shares its answer.
    void restoreSessionAtLoad().then((ok) => {
      if (!isCurrent) return;
      if (ok) void admitHeldToken();
      else setState({ status: 'signed-out' });
    });
    return () => {
      isCurrent = false;
      onTokenRefreshDue(undefined);
    };
  }, [admitHeldToken, queryClient]);

  const value = useMemo(() => ({ state, acceptTokens, signOut }), [state, acceptTokens, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
