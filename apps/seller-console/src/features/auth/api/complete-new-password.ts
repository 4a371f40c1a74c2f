import { TokenResponse } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /identity/complete-new-password: answers the NEW_PASSWORD_REQUIRED challenge of a first sign-in. */
export const completeNewPassword = (input: { session: string; newPassword: string }) =>
  apiRequest('/identity/complete-new-password', {
    method: 'POST',
    body: input,
    schema: TokenResponse,
    auth: false,
  });
