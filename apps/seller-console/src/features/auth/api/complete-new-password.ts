import { TokenResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { identityPath } from '@portico/web-session';

/** POST /seller/identity/complete-new-password: answers the NEW_PASSWORD_REQUIRED challenge of a first sign-in. */
export const completeNewPassword = (input: { session: string; newPassword: string }) =>
  request(identityPath('complete-new-password'), {
    method: 'POST',
    body: input,
    schema: TokenResponse,
    auth: false,
  });
