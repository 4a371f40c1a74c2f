import { OkResponse } from '@portico/contract';
import { request } from '@portico/web-kit';

/** POST /identity/sign-out: revokes the refresh token and clears its cookie. */
export const signOutRequest = () =>
  request('/identity/sign-out', { method: 'POST', schema: OkResponse, auth: false });
