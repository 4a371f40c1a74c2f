// @vitest-environment jsdom

import type { StaffMember } from '@portico/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { staffKeys } from '../api/staff.ts';
import { StaffPage } from './staff-page.tsx';

const member = (over: Partial<StaffMember>): StaffMember => ({
  userId: 'u-1',
  email: 'readonly@harbor.test',
  firstName: 'Rory',
  lastName: 'Reader',
  staffRole: 'READ_ONLY',
  active: true,
  invitePending: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

/** The staff page with its list in the cache; every request it sends is recorded (and answered 200). */
function renderStaff(list: StaffMember[] = [member({})]) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      body: init.body && JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify({ staff: [] }), { headers: { 'content-type': 'application/json' } });
  });
  const queryClient = testQueryClient('OWNER');
  queryClient.setQueryData(staffKeys.list, { staff: list });
  renderConsole(<StaffPage />, { queryClient });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('StaffPage', () => {
  it('asks before deactivating a colleague; Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const sent = renderStaff();
    await user.click(screen.getAllByRole('button', { name: 'Deactivate Rory Reader' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Rory Reader?' });
    expect(dialog.textContent).toContain('signed out everywhere');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('deactivates once confirmed', async () => {
    const user = userEvent.setup();
    const sent = renderStaff();
    await user.click(screen.getAllByRole('button', { name: 'Deactivate Rory Reader' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Rory Reader?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(sent.filter((r) => r.method !== 'GET')).toHaveLength(1));
    expect(sent.find((r) => r.method !== 'GET')?.body).toMatchObject({ active: false });
  });

  it('asks before changing a role, saying what the new role may do; Cancel changes nothing, Change role sends it', async () => {
    const user = userEvent.setup();
    const sent = renderStaff();
    await user.click(screen.getAllByRole('combobox', { name: 'Role of Rory Reader' })[0]!);
    await user.click(screen.getByRole('option', { name: 'Owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Rory Reader Owner?' });
    expect(dialog.textContent).toContain('An owner may do everything, including managing staff.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
    await user.click((await screen.findAllByRole('combobox', { name: 'Role of Rory Reader' }))[0]!);
    await user.click(screen.getByRole('option', { name: 'Operations' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Make Rory Reader Operations?' })).getByRole('button', {
        name: 'Change role',
      }),
    );
    await vi.waitFor(() => expect(sent.filter((r) => r.method !== 'GET')).toHaveLength(1));
    expect(sent.find((r) => r.method !== 'GET')?.body).toMatchObject({ staffRole: 'OPERATIONS' });
  });

  it("keeps the only active owner's role and access, and says why; a second owner frees both", () => {
    const sam = member({
      userId: 'u-2',
      email: 'seller@harbor.test',
      firstName: 'Sam',
      lastName: 'Seller',
      staffRole: 'OWNER',
    });
    renderStaff([sam, member({})]);
    const role = screen.getAllByRole('combobox', { name: 'Role of Sam Seller' })[0]!;
    expect(role.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getAllByText('The only active owner: make someone else an owner first.').length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Deactivate Sam Seller' })[0]!.matches(':disabled')).toBe(
      true,
    );
    expect(screen.getAllByRole('button', { name: 'Deactivate Rory Reader' })[0]!.matches(':disabled')).toBe(
      false,
    );
  });

  it('lets either of two active owners be changed', () => {
    const sam = member({ userId: 'u-2', firstName: 'Sam', lastName: 'Seller', staffRole: 'OWNER' });
    renderStaff([sam, member({ staffRole: 'OWNER' })]);
    expect(screen.getAllByRole('button', { name: 'Deactivate Sam Seller' })[0]!.matches(':disabled')).toBe(
      false,
    );
    expect(screen.queryByText('The only active owner: make someone else an owner first.')).toBeNull();
  });
});
