import { request } from '@portico/web-kit';

/**
 * B-011 / B-012: finishes the NEW_PASSWORD_REQUIRED challenge. The spec's identity pool requires family_name
 * and name attributes the portal does not ask for, so it sends placeholders. A blank one: the server keeps the
 * names it has and never stores the placeholder as a name (the initials badge then falls back to the e-mail).
 */
export const NAME_PLACEHOLDER = ' ';

export const completeNewPassword = (input: { session: string; newPassword: string }) =>
  request<{ idToken: string; expiresIn: number }>('/identity/complete-new-password', {
    method: 'POST',
    body: {
      session: input.session,
      newPassword: input.newPassword,
      family_name: NAME_PLACEHOLDER,
      name: NAME_PLACEHOLDER,
    },
    auth: false,
    onError: 'silent',
  });
