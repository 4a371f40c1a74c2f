import { z } from 'zod';
import { text, withoutControlCharacters } from './inputs.ts';

/** Every string a client sends here is free of control characters (inputs.ts); passwords too. */
const Email = () => withoutControlCharacters(z.string().trim()).min(1).max(320);
const Password = () => text().min(1).max(256);

export const SignInRequest = z.object({
  email: Email().describe('E-mail the user signs in with'),
  password: Password(),
  role: text().max(50).optional().describe("B-006: the portal sends 'buyer'"),
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
  session: text().min(1).max(512),
  newPassword: Password(),
  family_name: text().max(200).optional().describe('B-012: placeholder sent by the portal'),
  name: text().max(200).optional().describe('B-012: placeholder sent by the portal'),
});
export const TokenResponse = z.object({ idToken: z.string(), expiresIn: z.number().int() });

/**
 * Whose password a reset is for: the portal's buyers (the default, B-025) or the tenant's staff in the seller
 * console, whose mail links to the console. A code only ever resets an account of its own side.
 */
export const ResetRole = z
  .enum(['buyer', 'seller'])
  .describe("'buyer' (the portal, the default) or 'seller' (the seller console's staff)");
export type ResetRole = z.infer<typeof ResetRole>;
export const ForgotPasswordRequest = z.object({ email: Email(), role: ResetRole.optional() });
export const ConfirmForgotPasswordRequest = z.object({
  email: Email(),
  role: ResetRole.optional(),
  code: withoutControlCharacters(z.string().trim()).min(1).max(32),
  newPassword: Password(),
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

/** Staff roles of the seller console: OWNER manages staff and everything else, OPERATIONS runs the business, READ_ONLY reads. */
export const StaffRoles = ['OWNER', 'OPERATIONS', 'READ_ONLY'] as const;
export const StaffRole = z.enum(StaffRoles);
export type StaffRole = z.infer<typeof StaffRole>;
