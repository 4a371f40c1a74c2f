import { z } from 'zod';
import { Authorities } from './accounts.ts';
import { nonNegativeMoneyInput, text, withoutControlCharacters } from './inputs.ts';

// ── Seller console: buyers (modules/buyers-admin; P-044 authorities, Q-013 status and sales rep, B-017) ──────

/**
 * A buyer as the console sees it: PROSPECT while the application is processed, ACTIVE, or DEACTIVATED
 * (the account is disabled: it cannot sign in and its sessions ended).
 */
export const BuyerAdminStatus = z.enum(['PROSPECT', 'ACTIVE', 'DEACTIVATED']);
export type BuyerAdminStatus = z.infer<typeof BuyerAdminStatus>;

/** GET seller/buyers: search (name, company, e-mail), status, one page. */
export const SellerBuyersQuery = z.object({
  q: withoutControlCharacters(z.string().trim().max(200)).optional(),
  status: BuyerAdminStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type SellerBuyersQuery = z.infer<typeof SellerBuyersQuery>;

export const BuyerSummary = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  status: BuyerAdminStatus,
  createdAt: z.string().describe('ISO date-time the account was opened'),
});
export type BuyerSummary = z.infer<typeof BuyerSummary>;

export const SellerBuyersResponse = z.object({
  buyers: z.array(BuyerSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type SellerBuyersResponse = z.infer<typeof SellerBuyersResponse>;

export const BuyerParams = z.object({ id: z.uuid() });
export type BuyerParams = z.infer<typeof BuyerParams>;

/** One of the buyer's saved addresses, read-only in the console (the buyer keeps them at checkout). */
export const BuyerAdminAddress = z.object({
  id: z.string(),
  label: z.string(),
  contact: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string(),
  forShipping: z.boolean(),
  forBilling: z.boolean(),
});
export type BuyerAdminAddress = z.infer<typeof BuyerAdminAddress>;

/** GET seller/buyers/{id}: the buyer's page. */
export const BuyerDetail = BuyerSummary.extend({
  authorities: z.array(z.enum(Authorities)),
  salesRepEmail: z.string().nullable(),
  salesRepPhone: z.string().nullable(),
  salesRepWhatApp: z.string().nullable(),
  alwaysProofOfExport: z
    .boolean()
    .describe('The tenant’s proof-of-export rule names this buyer: every held order asks for a document'),
  creditLimit: z
    .number()
    .nullable()
    .describe('Most this buyer may order on a credit payment method (major units); null = the method’s own'),
  mustChangePassword: z.boolean().describe('The next sign-in asks for a new password (invited or reset)'),
  addresses: z.array(BuyerAdminAddress),
});
export type BuyerDetail = z.infer<typeof BuyerDetail>;

const optionalText = (max: number) => text().trim().max(max);
const email = () =>
  withoutControlCharacters(z.string().trim().toLowerCase().max(320).email('Enter a valid e-mail address'));
const optionalEmail = () => z.union([z.literal(''), email()]);
/** A phone or WhatsApp number: digits with an optional leading +, spaces, dashes, dots and brackets. */
const phone = () =>
  z
    .string()
    .trim()
    .max(40)
    .regex(/^$|^\+?[0-9 ().-]{4,40}$/, 'Enter a phone number: digits, spaces and + ( ) - .');

/** PUT seller/buyers/{id}: the buyer's profile, sales rep, proof-of-export rule and credit limit. '' clears. */
export const BuyerProfileInput = z.object({
  // A buyer keeps a name (the portal greets them by it, staff find them by it): blank is refused.
  firstName: optionalText(100).min(1, 'Required'),
  lastName: optionalText(100).min(1, 'Required'),
  company: optionalText(200),
  salesRepEmail: optionalEmail(),
  salesRepPhone: phone(),
  salesRepWhatApp: phone(),
  alwaysProofOfExport: z.boolean(),
  creditLimit: nonNegativeMoneyInput().nullable(),
});
export type BuyerProfileInput = z.infer<typeof BuyerProfileInput>;

/** PUT seller/buyers/{id}/authorities: the buyer's whole set (P-044). */
export const BuyerAuthoritiesInput = z.object({
  authorities: z
    .array(z.enum(Authorities))
    .max(Authorities.length)
    .refine((a) => new Set(a).size === a.length, 'Each authority once'),
});
export type BuyerAuthoritiesInput = z.infer<typeof BuyerAuthoritiesInput>;

/** POST seller/buyers: invite a buyer; a temporary password is mailed through the outbox (B-011 at first sign-in). */
export const BuyerInviteInput = z.object({
  email: email(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  company: optionalText(200),
  status: z.enum(['PROSPECT', 'ACTIVE']),
  authorities: BuyerAuthoritiesInput.shape.authorities,
});
export type BuyerInviteInput = z.infer<typeof BuyerInviteInput>;

/** B-017: the portal's login page shows the admin reset message when opened with `?adminReset=true` (the mail's link). */
export const ADMIN_RESET_PARAM = 'adminReset';
