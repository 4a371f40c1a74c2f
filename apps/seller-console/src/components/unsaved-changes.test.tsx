// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render.tsx';
import { UnsavedChangesGuard, useReportUnsaved } from './unsaved-changes.tsx';

/** A form that reports its edits, as a settings card does through SettingsActions. */
function Form() {
  const [value, setValue] = useState('');
  useReportUnsaved(value !== '');
  return <input aria-label="Label" value={value} onChange={(e) => setValue(e.target.value)} />;
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Link to="/home">Home</Link>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: '/settings', element: <Form /> },
          { path: '/home', element: <h1>Home page</h1> },
        ],
      },
    ],
    { initialEntries: ['/settings'] },
  );
  renderConsole(<RouterProvider router={router} />);
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('leaves at once when nothing is edited', async () => {
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('asks before leaving edits unsaved: Stay keeps them, Leave goes', async () => {
    const router = renderPages();
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'On Hold (edited)');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(ask.textContent).toContain('Your changes on this page are not saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Label' })).value).toBe(
      'On Hold (edited)',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });
});
