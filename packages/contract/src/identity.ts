import { z } from 'zod';

/** A password as typed: no control characters (a NUL or an escape is never typed, only injected). */
const Password = z
  .string()
  .min(1)
  .max(256)
  .regex(/^\P{Cc}*$/u, 'Password must not contain control characters');

export const SignInRequest = z.object({
  email: z.string().trim().min(1).max(320).describe('E-mail the user signs in with'),
  password: Password,
  role: z.string().optional().describe("B-006: the portal sends 'buyer'"),
});
export const SignInResponse = z.union([
  z.object({
    idToken: z.string().describe('ES256 ID token, sent as Authorization: Bearer'),
    expiresIn: z.number().int().describe('Seconds until the ID token expires'),
  }),
  z.object({
    challenge: z.literal('NEW_PASSWORD_REQUIRED'),
    session: z.string().describe('Opaque, single-use challenge session'),
  }),
]);
export type SignInResponse = z.infer<typeof SignInResponse>;

export const CompleteNewPasswordRequest = z.object({
  session: z.string().min(1).max(512),
  newPassword: Password,
  family_name: z.string().optional().describe('B-012: placeholder sent by the portal'),
  name: z.string().optional().describe('B-012: placeholder sent by the portal'),
});
export const TokenResponse = z.object({ idToken: z.string(), expiresIn: z.number().int() });

export const ForgotPasswordRequest = z.object({ email: z.string().trim().min(1).max(320) });
export const ConfirmForgotPasswordRequest = z.object({
  email: z.string().trim().min(1).max(320),
  code: z.string().trim().min(1).max(32),
  newPassword: Password,
});
export const OkResponse = z.object({ status: z.literal('SUCCESS') });

/** Claims of the ID token (DESIGN §2: tenant, user and groups). */
export const IdTokenClaims = z.object({
  sub: z.string(),
  tid: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});
export type IdTokenClaims = z.infer<typeof IdTokenClaims>;

export const Groups = { Buyer: 'Buyer', Seller: 'Seller' } as const;
