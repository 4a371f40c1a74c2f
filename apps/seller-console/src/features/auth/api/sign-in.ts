/** The console's sign-in call (POST /seller/identity/sign-in with role 'seller'). */

import { SignInResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { identityPath } from '@portico/web-session';

export type SignInInput = { email: string; password: string };

/** POST /seller/identity/sign-in with role 'seller': tokens (+ refresh cookie) or a NEW_PASSWORD_REQUIRED challenge. */
export const signIn = ({ email, password }: SignInInput) =>
  request(identityPath('sign-in'), {
    method: 'POST',
    body: { email, password, role: 'seller' },
    schema: SignInResponse,
    auth: false,
  });
