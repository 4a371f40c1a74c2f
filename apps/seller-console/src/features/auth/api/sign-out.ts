import { OkResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { identityPath } from '@portico/web-session';

/** POST /seller/identity/sign-out: revokes the refresh token and clears its cookie. */
export const signOutRequest = () =>
  request(identityPath('sign-out'), { method: 'POST', schema: OkResponse, auth: false });
