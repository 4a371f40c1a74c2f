import { z } from 'zod';
import { groupThousands, withoutControlCharacters } from './inputs.ts';
import { MAX_HOLD_WINDOW_HOURS } from './settings.ts';

// ── Seller console settings: the daily stock report ───────────────────────────────────────────

/**
 * The zones a seller can pick: the IANA zones the runtime knows (Intl.supportedValuesOf), plus 'UTC', which some
 * runtimes list only as an alias. The same list validates on the server and fills the console's picker.
 */
export function reportTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

let zoneSet: Set<string> | undefined;
export function isReportTimeZone(zone: string): boolean {
  zoneSet ??= new Set(reportTimeZones());
  return zoneSet.has(zone);
}

/**
 * GET/PUT seller/settings/daily-report: from which local hour, in which time zone, each subscribed buyer's daily
 * stock report goes out (stored in the tenant config as `dailyReportHour` and `timeZone`, where the job reads
 * them; defaults 7 and America/New_York).
 */
export const DailyReportSettings = z.object({
  dailyReportHour: z
    .number({ error: 'dailyReportHour must be a whole hour from 0 to 23' })
    .int('dailyReportHour must be a whole hour from 0 to 23')
    .min(0, 'dailyReportHour must be a whole hour from 0 to 23')
    .max(23, 'dailyReportHour must be a whole hour from 0 to 23')
    .describe('Local hour (0–23) from which the reports of the day go out'),
  timeZone: withoutControlCharacters(
    z.string({ error: 'timeZone must be an IANA time zone such as America/New_York' }).max(100),
  )
    .refine(isReportTimeZone, 'timeZone must be an IANA time zone such as America/New_York')
    .describe('IANA time zone the hour and the report date are in'),
});
export type DailyReportSettings = z.infer<typeof DailyReportSettings>;

/**
 * What GET and PUT answer: the values the job uses now. Looser than the request, so a zone an operator wrote into
 * the tenant config by hand (an alias such as 'Etc/UTC', which the job accepts) still reads back.
 */
export const DailyReportSettingsResponse = z.object({
  dailyReportHour: z.number().int().min(0).max(23),
  timeZone: z.string(),
});
export type DailyReportSettingsResponse = z.infer<typeof DailyReportSettingsResponse>;

// ── Seller console settings: the order hold window ────────────────────────────────────────────

const HOLD_WINDOW_MESSAGE = `holdWindowHours must be a whole number of hours from 1 to ${MAX_HOLD_WINDOW_HOURS}`;

/**
 * GET/PUT seller/settings/hold-window: how many hours an unpaid ON_HOLD order keeps its stock before the hold-expiry
 * job cancels it (stored as orderSettings.holdWindowHours in the tenant settings, where GET order/settings and the
 * job read it; default 72). Up to a year.
 */
export const HoldWindowSettings = z.object({
  holdWindowHours: z
    .number({ error: HOLD_WINDOW_MESSAGE })
    .int(HOLD_WINDOW_MESSAGE)
    .min(1, HOLD_WINDOW_MESSAGE)
    .max(MAX_HOLD_WINDOW_HOURS, HOLD_WINDOW_MESSAGE)
    .describe('Hours from the hold after which an unpaid on-hold order is cancelled and its stock returned'),
});
export type HoldWindowSettings = z.infer<typeof HoldWindowSettings>;

// ── Seller console settings: free freight per shipping method (docs/decisions/015) ────────────────────

/** The largest threshold (major units): far above any order, and safe in minor units at every precision. */
export const MAX_FREE_FREIGHT_OVER = 100_000_000;
const FREE_FREIGHT_MESSAGE = `freeFreightOver must be an amount from 0 to ${groupThousands(MAX_FREE_FREIGHT_OVER)} with at most 4 decimals, or empty for none`;

/**
 * An order subtotal over this (major units) ships free on the method; null = the method always charges freight.
 * The cart's free-shipping message is written from the same value, so it promises what the charges keep.
 */
export const FreeFreightOver = z
  .number({ error: FREE_FREIGHT_MESSAGE })
  .min(0, FREE_FREIGHT_MESSAGE)
  .max(MAX_FREE_FREIGHT_OVER, FREE_FREIGHT_MESSAGE)
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, FREE_FREIGHT_MESSAGE)
  .nullable()
  .describe('Free freight over this order subtotal, major units; null = none');

/**
 * PUT seller/settings/free-freight: the thresholds of the tenant's priced methods (STANDARD, EXPRESS, REAL_TIME;
 * not bill-my-account, request-a-quote or a method bound to one buyer's address), by method code. Methods not
 * named keep theirs. The very next checkout and cart read them.
 */
export const FreeFreightSettingsBody = z.object({
  methods: z
    .array(
      z.object({
        code: withoutControlCharacters(z.string().min(1).max(100)).describe('The shipping method code'),
        freeFreightOver: FreeFreightOver,
      }),
    )
    .max(200),
});
export type FreeFreightSettingsBody = z.infer<typeof FreeFreightSettingsBody>;

/** GET/PUT seller/settings/free-freight: every priced method with its label and threshold, in checkout order. */
export const FreeFreightSettings = z.object({
  methods: z.array(
    z.object({
      code: z.string(),
      label: z.string().describe('The method as buyers see it'),
      freeFreightOver: z.number().nullable(),
    }),
  ),
});
export type FreeFreightSettings = z.infer<typeof FreeFreightSettings>;
