import { OkResponse } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /identity/sign-out: revokes the refresh token and clears its cookie. */
export const signOutRequest = () =>
  apiRequest('/identity/sign-out', { method: 'POST', schema: OkResponse, auth: false });
