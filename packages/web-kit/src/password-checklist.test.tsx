// @vitest-environment jsdom
import { DEFAULT_DICTIONARY } from '@portico/contract/dictionary/index';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist.tsx';

/**
 * The checklist as a person (and a screen reader) reads it while typing a new password: its heading and each
 * rule with met / not met. The field around it stands in for the apps' password forms.
 */
afterEach(cleanup);
const translate = (key: string) => DEFAULT_DICTIONARY[key]?.i18n_value ?? key;

function NewPassword({ words = translate }: { words?: (key: string) => string }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <label>
        New password
        <input value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="rules" />
      </label>
      <PasswordChecklist id="rules" password={password} translate={words} />
    </>
  );
}

const rules = () => screen.getAllByRole('listitem').map((item) => item.textContent?.trim());

describe('PasswordChecklist (B-013), shared by the portal and the console', () => {
  it('ticks each rule as the password meets it', async () => {
    const user = userEvent.setup();
    render(<NewPassword />);
    expect(screen.getByText('Your password must contain:')).toBeTruthy();
    expect(rules()).toEqual([
      'At least 8 characters not met',
      'A lowercase letter not met',
      'An uppercase letter not met',
      'A number not met',
      'A special character not met',
    ]);
    const field = screen.getByRole('textbox', { name: 'New password' });
    await user.type(field, 'short');
    expect(rules()).toEqual([
      'At least 8 characters not met',
      'A lowercase letter met',
      'An uppercase letter not met',
      'A number not met',
      'A special character not met',
    ]);
    await user.type(field, 'Er-2');
    expect(rules().every((rule) => rule?.endsWith(' met') && !rule.endsWith('not met'))).toBe(true);
    await user.clear(field);
    await user.type(field, 'ALLCAPS-1');
    const list = screen.getByRole('list');
    expect(within(list).getByText('A lowercase letter').parentElement?.textContent).toMatch(/not met$/);
  });

  it("reads every word from the app's dictionary", () => {
    render(<NewPassword words={(key) => `«${key}»`} />);
    expect(screen.getByText('«passwordRequirements»')).toBeTruthy();
    expect(rules()).toContain('«passwordRuleMinLength» «passwordRuleNotMet»');
  });
});
