import { describe, expect, it } from 'vitest';
import { type BannerState, type BannerWindow, bannerState, isBannerShown } from './banner-schedule.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-26T12:00:00Z');

describe('isBannerShown / bannerState (A-036)', () => {
  it.each<[string, BannerWindow, boolean, BannerState]>([
    ['active, no window', { isBannerActive: true, startsAt: null, endsAt: null }, true, 'LIVE'],
    ['switched off', { isBannerActive: false, startsAt: null, endsAt: null }, false, 'OFF'],
    [
      'inside its window',
      { isBannerActive: true, startsAt: at('2026-11-26T11:00:00Z'), endsAt: at('2026-11-26T13:00:00Z') },
      true,
      'LIVE',
    ],
    [
      'starts later',
      { isBannerActive: true, startsAt: at('2026-11-26T12:00:01Z'), endsAt: null },
      false,
      'SCHEDULED',
    ],
    ['starts exactly now', { isBannerActive: true, startsAt: NOW, endsAt: null }, true, 'LIVE'],
    ['ends exactly now', { isBannerActive: true, startsAt: null, endsAt: NOW }, false, 'ENDED'],
    ['ended', { isBannerActive: true, startsAt: null, endsAt: at('2026-11-25T00:00:00Z') }, false, 'ENDED'],
    [
      'switched off inside its window',
      { isBannerActive: false, startsAt: at('2026-11-26T11:00:00Z'), endsAt: at('2026-11-26T13:00:00Z') },
      false,
      'OFF',
    ],
  ])('%s', (_name, banner, shown, state) => {
    expect(isBannerShown(banner, NOW)).toBe(shown);
    expect(bannerState(banner, NOW)).toBe(state);
  });
});
