import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_SETTINGS } from '../settings.ts';
import { CONSOLE_DICTIONARY } from './console.ts';
import { DEFAULT_DICTIONARY } from './index.ts';
import { MAIL_WORDS } from './mail.ts';

/**
 * One spelling of the cancelled state in every English word people read (the portal, the console, the mails, the
 * exports' labels): the spec's own, 'cancelled' / 'cancelling' (Q-041, Q-043, O-081 'Error while cancelling the
 * order: {message}'). The spec writes the other spelling only in codes and field names (CANCELED,
 * canceledQuantity, L-052, L-057), which stay as they are.
 */
const OTHER_SPELLING = /\bcancel(ed|ing)\b/i;

/**
 * The spec's verbatim strings that use the other spelling, kept as the spec writes them. None: every
 * spec string about a cancel spells it 'cancell…'.
 */
const SPEC_VERBATIM_EXCEPTIONS: readonly string[] = [];

const valuesOf = (dictionary: Record<string, { i18n_value: string; i18n_value_plural?: string }>) =>
  Object.entries(dictionary).flatMap(([key, entry]) =>
    [entry.i18n_value, entry.i18n_value_plural]
      .filter((v): v is string => v !== undefined)
      .map((value) => ({ key, value })),
  );

describe("the cancelled state's one spelling", () => {
  it('a cancelled order reads Cancelled: its status, the lines column and the notices', () => {
    expect(DEFAULT_DICTIONARY.fulfillmentStatusCanceled?.i18n_value).toBe('Cancelled');
    expect(
      DEFAULT_ORDER_SETTINGS.fulfillmentSettings.statuses.find((s) => s.code === 'CANCELED')?.label,
    ).toBe('Cancelled');
    expect(DEFAULT_DICTIONARY.canceledQuantity?.i18n_value).toBe('Cancelled');
    expect(CONSOLE_DICTIONARY.consoleCanceled.i18n_value).toBe('Cancelled');
    expect(CONSOLE_DICTIONARY.consoleOrderCanceled.i18n_value).toBe('Order cancelled');
  });

  it('no English word of the portal, the console or the mails spells it the other way', () => {
    const english = [
      ...valuesOf(DEFAULT_DICTIONARY),
      ...valuesOf(CONSOLE_DICTIONARY),
      ...Object.entries(MAIL_WORDS.en).map(([key, value]) => ({ key, value })),
      ...[
        ...DEFAULT_ORDER_SETTINGS.fulfillmentSettings.statuses,
        ...DEFAULT_ORDER_SETTINGS.paymentSettings.statuses,
      ].map((s) => ({ key: `status ${s.code}`, value: s.label })),
    ];
    // A placeholder's name ({canceled}) is no word anybody reads.
    const other = english.filter(
      ({ value }) =>
        OTHER_SPELLING.test(value.replace(/\{[^}]*\}/g, '')) && !SPEC_VERBATIM_EXCEPTIONS.includes(value),
    );
    expect(other).toEqual([]);
  });
});
