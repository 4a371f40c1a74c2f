// @vitest-environment jsdom
import { DEFAULT_DICTIONARY } from '@portico/contract/dictionary/index';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './api.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

/**
 * The one reset-password form of both apps (B-024…B-031), used as a person would: the e-mail step sends the code,
 * the code step takes the code and a new password. The identity end points are a small stand-in that records
 * what the form sent; a wrong code is answered with the provider's message.
 */
afterEach(cleanup);
const translate = (key: string) => DEFAULT_DICTIONARY[key]?.i18n_value ?? key;

type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[];

function identity(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
  sent.push({ url: String(input), body });
  const json = (status: number, answer: unknown) =>
    new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  if (String(input) === '/identity/confirm-forgot-password' && body.code !== '123456') {
    return Promise.resolve(
      json(400, {
        status: 'FAIL',
        statusCode: 400,
        messageCode: 'codeMismatch',
        message: 'Invalid verification code provided, please try again',
      }),
    );
  }
  return Promise.resolve(json(200, { status: 'SUCCESS' }));
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', identity);
  configureApi({ defaultErrorHandling: 'silent' });
});
afterEach(() => vi.unstubAllGlobals());

describe('ResetPasswordForm, shared by the portal and the console', () => {
  it('sends the code to the e-mail, then resets with the code and a password that meets the policy', async () => {
    const user = userEvent.setup();
    const done = vi.fn();
    render(<ResetPasswordForm initialStep="email" translate={translate} onDone={done} />);

    // B-028: the e-mail is checked when the field is left.
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'nobody');
    await user.tab();
    expect(await screen.findByText('invalid email')).toBeTruthy();
    await user.clear(email);
    await user.type(email, ' buyer@harbor.test ');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    // Step 2: the e-mail is known, only the code and the new password are asked.
    const code = await screen.findByRole('textbox', { name: 'Verification Code' });
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await user.type(code, '12ab');
    await user.tab();
    expect(await screen.findByText('Invalid number')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');

    const submit = screen.getByRole('button', { name: 'Submit' });
    const password = screen.getByLabelText(/^New Password/, { selector: 'input' });
    await user.type(password, 'weakpassword');
    expect(submit).toHaveProperty('disabled', true);
    await user.clear(password);
    await user.type(password, 'Harbor-reset-3');
    expect(submit).toHaveProperty('disabled', false);
    // The show/hide button has its own name.
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(submit);

    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { url: '/identity/forgot-password', body: { email: 'buyer@harbor.test' } },
      {
        url: '/identity/confirm-forgot-password',
        body: { email: 'buyer@harbor.test', code: '123456', newPassword: 'Harbor-reset-3' },
      },
    ]);
  });

  it("opened from the mail's link (B-027) asks for the e-mail too, sends the console's role, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const done = vi.fn();
    render(<ResetPasswordForm initialStep="code" accountRole="seller" translate={translate} onDone={done} />);
    expect(screen.queryByRole('button', { name: 'Send Code' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'seller@harbor.test');
    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '654321');
    await user.type(screen.getByLabelText(/^New Password/, { selector: 'input' }), 'Harbor-staff-4');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code provided, please try again',
    );
    expect(done).not.toHaveBeenCalled();
    expect(sent).toEqual([
      {
        url: '/identity/confirm-forgot-password',
        body: { email: 'seller@harbor.test', code: '654321', newPassword: 'Harbor-staff-4', role: 'seller' },
      },
    ]);
  });
});
