/**
 * whether the portal shows a banner now — it is switched on and `now` lies inside its schedule window
 * [startsAt, endsAt) (a missing side is open). The server filters the buyer's list with the same rule in SQL.
 */
export type BannerWindow = { isBannerActive: boolean; startsAt: Date | null; endsAt: Date | null };

export function isBannerShown(banner: BannerWindow, now: Date): boolean {
  if (!banner.isBannerActive) return false;
  if (banner.startsAt && now.getTime() < banner.startsAt.getTime()) return false;
  if (banner.endsAt && now.getTime() >= banner.endsAt.getTime()) return false;
  return true;
}

/** How the console labels a banner's state: shown now, scheduled for later, ended, or switched off. */
export type BannerState = 'LIVE' | 'SCHEDULED' | 'ENDED' | 'OFF';

export function bannerState(banner: BannerWindow, now: Date): BannerState {
  if (!banner.isBannerActive) return 'OFF';
  if (banner.endsAt && now.getTime() >= banner.endsAt.getTime()) return 'ENDED';
  if (banner.startsAt && now.getTime() < banner.startsAt.getTime()) return 'SCHEDULED';
  return 'LIVE';
}
