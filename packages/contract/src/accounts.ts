import { z } from 'zod';

/** P-044 (and Q-056: unknown authorities are ignored by the portal). */
export const Authorities = [
  'CAN_BUY_ONLINE',
  'CAN_SET_STOCKLIST_ALERT',
  'CAN_SUBSCRIBE_DAILY_REPORT',
  'CAN_VIEW_AUCTION_SUMMARY',
  'CAN_VIEW_ORDER',
  'CAN_UPDATE_ORDER',
  'CAN_VIEW_RETURNS',
] as const;
export type Authority = (typeof Authorities)[number];

/** GET security/authorities → [{ authority }] (N-004). */
export const AuthoritiesResponse = z.array(z.object({ authority: z.string() }));

/** GET account/user-info. */
export const UserInfo = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isBuyer: z.boolean(),
  isSeller: z.boolean(),
  buyerStatus: z.enum(['PROSPECT', 'ACTIVE']),
  salesRepEmail: z.string().nullable(),
  salesRepPhone: z.string().nullable(),
  salesRepWhatApp: z.string().nullable(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** GET notification/banners (N-047). `content` is sanitised HTML. */
export const Banner = z.object({ id: z.string(), isBannerActive: z.boolean(), content: z.string() });
export const BannersResponse = z.array(Banner);
export type Banner = z.infer<typeof Banner>;
