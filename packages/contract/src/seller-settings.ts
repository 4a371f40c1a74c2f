import { z } from 'zod';
import { groupThousands, multilineText, withoutControlCharacters } from './inputs.ts';
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
    .number({ error: 'Choose a whole hour from 0 to 23' })
    .int('Choose a whole hour from 0 to 23')
    .min(0, 'Choose a whole hour from 0 to 23')
    .max(23, 'Choose a whole hour from 0 to 23')
    .describe('Local hour (0–23) from which the reports of the day go out'),
  timeZone: withoutControlCharacters(
    z.string({ error: 'Enter a time zone such as America/New_York' }).max(100),
  )
    .refine(isReportTimeZone, 'Enter a time zone such as America/New_York')
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

const HOLD_WINDOW_MESSAGE = `Enter a whole number of hours from 1 to ${groupThousands(MAX_HOLD_WINDOW_HOURS)}`;

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
const FREE_FREIGHT_MESSAGE = `Enter an amount from 0 to ${groupThousands(MAX_FREE_FREIGHT_OVER)}, or leave it empty for none`;
/** No currency has more than 4 decimals; the server refuses what the tenant's currency lacks (currencyDecimalsMessage). */
const FREE_FREIGHT_DECIMALS_MESSAGE = 'Use at most 4 decimals';

/**
 * An order subtotal over this (major units) ships free on the method; null = the method always charges freight.
 * The cart's free-shipping message is written from the same value, so it promises what the charges keep.
 */
export const FreeFreightOver = z
  .number({ error: FREE_FREIGHT_MESSAGE })
  .min(0, FREE_FREIGHT_MESSAGE)
  .max(MAX_FREE_FREIGHT_OVER, FREE_FREIGHT_MESSAGE)
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, FREE_FREIGHT_DECIMALS_MESSAGE)
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

// ── Seller console settings: how the stock list shows the stock (C-056) ────────────────────────────────

/** The longest label a filter heading, a category, a grade or a grade group header may have. */
export const STOCK_LIST_LABEL_MAX = 60;
/** The largest quantity settings (P-003, P-006). */
export const STOCK_LIST_QUANTITY_MAX = 1_000_000;

const ATTRIBUTE_MESSAGE = 'Use an attribute name of the stock list: a letter, then letters, digits or _';
const attributeName = () =>
  z
    .string({ error: ATTRIBUTE_MESSAGE })
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, ATTRIBUTE_MESSAGE)
    .describe("An attribute name of the stock list's groups, e.g. capacity, grade or warehouse");
const codeOf = (what: string) =>
  withoutControlCharacters(
    z
      .string({ error: `Name a ${what} code` })
      .min(1)
      .max(100),
  ).describe(`A ${what} code of the stock list`);
const label = (what: string, max = STOCK_LIST_LABEL_MAX) =>
  withoutControlCharacters(
    z
      .string({ error: `Write the ${what}` })
      .trim()
      .max(max, `Use at most ${max} characters for the ${what}`),
  );
const requiredLabel = (what: string) => label(what).min(1, `Write the ${what}`);
/** The item number's prefix and suffix keep their spaces ('SKU ' before the number). */
const affix = (what: string) =>
  withoutControlCharacters(
    z.string({ error: `Write the ${what}` }).max(20, `Use at most 20 characters for the ${what}`),
  );
const quantity = (what: string) => {
  const message = `${what} must be a whole number from 1 to ${groupThousands(STOCK_LIST_QUANTITY_MAX)}`;
  return z.number({ error: message }).int(message).min(1, message).max(STOCK_LIST_QUANTITY_MAX, message);
};

/**
 * PUT seller/settings/stock-list: the stock list's display settings (C-056) a seller edits in the console — the
 * filter headings (attributeLabels, C-014), the category labels (C-013), the grades' labels and descriptions
 * (C-016, C-057) and their filter groups, the group card's corner attributes and grade icon (C-038, C-039), the
 * quantity cap (P-006), the alerts' default quantity (P-003) and the item number's prefix and suffix (G-039).
 * Categories and grades are named by their existing codes (the stock brings them); one not named keeps its label.
 * An empty attribute label shows the attribute's name.
 */
export const StockListDisplaySettings = z.object({
  attributeLabels: z
    .array(z.object({ attribute: attributeName(), label: label('filter heading') }))
    .max(100)
    .describe('C-014: the filter heading of each attribute'),
  categories: z
    .array(z.object({ code: codeOf('category'), label: requiredLabel('category label') }))
    .max(200)
    .describe('C-013: category labels'),
  grades: z
    .array(
      z.object({
        code: codeOf('grade'),
        label: requiredLabel('grade label'),
        description: multilineText()
          .trim()
          .max(1000, 'Use at most 1000 characters for the grade description'),
      }),
    )
    .max(200)
    .describe('C-016, C-057: grade labels and the Grade Overview descriptions'),
  gradeFilterGroups: z
    .array(
      z.object({
        header: label('group header'),
        footer: label('group footer', 200),
        grades: z.array(codeOf('grade')).min(1, 'Choose at least one grade for the group').max(200),
      }),
    )
    .max(20)
    .describe('C-016: the grade checkboxes are shown in these groups; none: one list'),
  showGradeIcon: z.boolean().describe('C-039: the grade info icon on the top-right attribute'),
  groupTopRightAttribute: attributeName().describe('C-038: the attribute shown top-right on a group card'),
  groupBottomRightAttribute: attributeName().describe(
    'C-038: the attribute shown bottom-right on a group card',
  ),
  maxItemQuantityToBeDisplayed: quantity('The quantity shown').describe(
    "P-006: larger quantities show as 'N+'",
  ),
  defaultAlertQuantity: quantity('The alert quantity').describe("P-003: a new stock alert's quantity"),
  itemNumberDescriptionPrefix: affix('item number prefix').describe('G-039: before the item number'),
  itemNumberDescriptionSuffix: affix('item number suffix').describe('G-039: after the item number'),
});
export type StockListDisplaySettings = z.infer<typeof StockListDisplaySettings>;

/**
 * What GET and PUT seller/settings/stock-list answer: the settings the portal uses now (each falling back to its
 * default, as GET stocklist/stocklist/settings reads them) and `attributes`, the attribute names the stock list's
 * groups and filters use (the choices of the corner attributes and the headings). Looser than the request, so
 * values an operator wrote by hand still read back.
 */
export const StockListDisplaySettingsResponse = z.object({
  attributes: z.array(z.string()),
  attributeLabels: z.array(z.object({ attribute: z.string(), label: z.string() })),
  categories: z.array(z.object({ code: z.string(), label: z.string() })),
  grades: z.array(z.object({ code: z.string(), label: z.string(), description: z.string() })),
  gradeFilterGroups: z.array(
    z.object({ header: z.string(), footer: z.string(), grades: z.array(z.string()) }),
  ),
  showGradeIcon: z.boolean(),
  groupTopRightAttribute: z.string(),
  groupBottomRightAttribute: z.string(),
  maxItemQuantityToBeDisplayed: z.number().int(),
  defaultAlertQuantity: z.number().int(),
  itemNumberDescriptionPrefix: z.string(),
  itemNumberDescriptionSuffix: z.string(),
});
export type StockListDisplaySettingsResponse = z.infer<typeof StockListDisplaySettingsResponse>;
