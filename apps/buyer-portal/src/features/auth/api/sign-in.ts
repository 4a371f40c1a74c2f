import type { SignInResponse } from '@portico/contract';
import { request } from '@portico/web-kit';

/** POST /identity/sign-in with role buyer (B-004, B-006); the form shows failures itself (B-007). */
export const signIn = (input: { email: string; password: string }) =>
  request<SignInResponse>('/identity/sign-in', {
    method: 'POST',
    body: { email: input.email.trim(), password: input.password, role: 'buyer' },
    auth: false,
    onError: 'silent',
  });
