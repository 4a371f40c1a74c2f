import { request } from '@portico/web-kit';

/** B-025: step 1 of the reset, the identity provider mails a verification code. */
export const forgotPassword = (email: string) =>
  request('/identity/forgot-password', {
    method: 'POST',
    body: { email: email.trim() },
    auth: false,
    onError: 'silent',
  });

/** B-026: step 2, the code and the new password. */
export const confirmForgotPassword = (input: { email: string; code: string; newPassword: string }) =>
  request('/identity/confirm-forgot-password', {
    method: 'POST',
    body: { email: input.email.trim(), code: input.code.trim(), newPassword: input.newPassword },
    auth: false,
    onError: 'silent',
  });
