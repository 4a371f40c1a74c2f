import { z } from 'zod';
import { Banner } from './accounts.ts';
import { multilineText } from './inputs.ts';

/**
 * The seller console's banners: rich text kept to the Q-069 tags on save, an active switch and a
 * schedule window (from / until, either side open). The portal shows a banner only while it is active and inside
 * its window.
 */

export const BANNER_WINDOW_MESSAGE = 'Choose an end after the start';
const instant = z.iso
  .datetime({ offset: true, error: 'Enter a date and time like 2026-11-26T09:00:00Z' })
  // A year PostgreSQL and every clock read alike (year 0 answered 500).
  .refine((v) => v >= '1970', 'Choose 1970 or later')
  .nullable()
  .default(null);

export const SellerBannerInput = z
  .object({
    content: multilineText().min(1).max(10_000).describe('HTML; kept to the Q-069 tags on save'),
    isBannerActive: z.boolean().default(true),
    startsAt: instant.describe('Shown from this instant (null: at once)'),
    endsAt: instant.describe('Shown until this instant (null: until switched off)'),
  })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    message: BANNER_WINDOW_MESSAGE,
    path: ['endsAt'],
  });
export type SellerBannerInput = z.input<typeof SellerBannerInput>;

/** A banner as the console lists it: the portal's fields plus its schedule and last change. */
export const SellerBanner = Banner.extend({
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type SellerBanner = z.infer<typeof SellerBanner>;
export const SellerBannersResponse = z.array(SellerBanner);

/** POST seller/banners/preview: the HTML exactly as it would be stored (and as the portal receives it). */
export const BannerPreviewInput = z.object({ content: multilineText().max(10_000) });
export const BannerPreview = z.object({ content: z.string() });
export type BannerPreview = z.infer<typeof BannerPreview>;
