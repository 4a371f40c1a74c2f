import { DEFAULT_DICTIONARY } from '@portico/contract/dictionary/index';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist.tsx';

/**
 * The checklist as a person (and a screen reader) reads it: its heading and each rule with met / not met. Rendered
 * to HTML on the server side of React (the installed jsdom needs Node 22, this machine runs Node 20).
 */
const translate = (key: string) => DEFAULT_DICTIONARY[key]?.i18n_value ?? key;
const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const items = (html: string) => [...html.matchAll(/<li\b[^>]*>(.*?)<\/li>/g)].map((m) => text(m[1] ?? ''));

describe('PasswordChecklist (B-013), shared by the portal and the console', () => {
  it('ticks each rule as the password meets it', () => {
    const short = renderToStaticMarkup(<PasswordChecklist password="short" translate={translate} />);
    expect(text(short)).toMatch(/^Your password must contain:/);
    expect(items(short)).toEqual([
      'At least 8 characters not met',
      'A lowercase letter met',
      'An uppercase letter not met',
      'A number not met',
      'A special character not met',
    ]);
    const strong = renderToStaticMarkup(
      <PasswordChecklist password="Harbor-buyer-2" translate={translate} />,
    );
    expect(items(strong).every((item) => item.endsWith(' met') && !item.endsWith('not met'))).toBe(true);
  });

  it("reads every word from the app's dictionary", () => {
    const html = renderToStaticMarkup(<PasswordChecklist password="" translate={(key) => `«${key}»`} />);
    expect(text(html)).toMatch(/^«passwordRequirements»/);
    expect(items(html)).toContain('«passwordRuleMinLength» «passwordRuleNotMet»');
  });
});
