import { OkResponse } from '@portico/contract';
import { request } from '@portico/web-kit';

/**
 * Staff reset (docs/decisions/015): the portal's forgot/confirm password (B-025, B-026) with role 'seller', so
 * the code goes to the tenant's staff only and its mail links to the console's reset page.
 */
export const forgotPassword = (email: string) =>
  request('/identity/forgot-password', {
    method: 'POST',
    body: { email: email.trim(), role: 'seller' },
    schema: OkResponse,
    auth: false,
    onError: 'silent',
  });

export const confirmForgotPassword = (input: { email: string; code: string; newPassword: string }) =>
  request('/identity/confirm-forgot-password', {
    method: 'POST',
    body: {
      email: input.email.trim(),
      code: input.code.trim(),
      newPassword: input.newPassword,
      role: 'seller',
    },
    schema: OkResponse,
    auth: false,
    onError: 'silent',
  });
