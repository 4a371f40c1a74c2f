// @vitest-environment jsdom

import { configureApi } from '@portico/web-kit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureConsoleApi } from '../../../lib/api-setup.ts';
import { renderConsole } from '../../../test/render.tsx';
import { InviteBuyerDialog } from './buyer-dialogs.tsx';

const TAKEN = 'A user with this e-mail already exists';

beforeEach(() => {
  configureConsoleApi();
  // The server refuses the first invite: the e-mail is taken.
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { status: 'FAIL', statusCode: 409, messageCode: 'conflict', message: TAKEN },
      { status: 409 },
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({});
});

describe('InviteBuyerDialog', () => {
  it("drops the last answer's message when the seller tries again", async () => {
    const user = userEvent.setup();
    renderConsole(<InviteBuyerDialog onClose={() => {}} />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'buyer@harbor.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(TAKEN)).toBeTruthy();
    // Another e-mail, refused by the form itself this time: the old answer no longer shows.
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.queryByText(TAKEN)).toBeNull();
  });
});
