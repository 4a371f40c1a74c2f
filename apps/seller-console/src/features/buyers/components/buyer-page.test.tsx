// @vitest-environment jsdom

import type { BuyerDetail } from '@portico/contract';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { buyersKeys } from '../api/buyers.ts';
import { BuyerPage } from './buyer-page.tsx';

/** A buyer's page as the server answers it; what staff may do on it follows their role (decision 016). */
const BUYER: BuyerDetail = {
  id: 'b-1',
  email: 'buyer@harbor.test',
  firstName: 'Dana',
  lastName: 'Reyes',
  company: 'Reyes Mobile',
  status: 'PROSPECT',
  createdAt: '2026-11-01T10:00:00.000Z',
  authorities: ['CAN_BUY_ONLINE'],
  salesRepEmail: null,
  salesRepPhone: null,
  salesRepWhatApp: null,
  alwaysProofOfExport: false,
  creditLimit: null,
  mustChangePassword: false,
  addresses: [],
};

function renderBuyer(staffRole: 'OWNER' | 'READ_ONLY', buyer: BuyerDetail = BUYER) {
  const queryClient = testQueryClient(staffRole);
  queryClient.setQueryData(buyersKeys.one(BUYER.id), buyer);
  return renderConsole(
    <MemoryRouter initialEntries={[`/buyers/${BUYER.id}`]}>
      <Routes>
        <Route path="/buyers/:id" element={<BuyerPage />} />
      </Routes>
    </MemoryRouter>,
    { queryClient },
  );
}

const WRITE_BUTTONS = ['Edit', 'Save authorities', 'Approve', 'Reset password', 'Deactivate'];

describe('BuyerPage', () => {
  it('gives staff who may write the buttons that change the buyer', () => {
    renderBuyer('OWNER');
    for (const name of WRITE_BUTTONS) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).disabled)).toBe(true);
  });

  it('shows read-only staff the buyer without them, the authorities as they are', () => {
    renderBuyer('READ_ONLY');
    expect(screen.getByRole('heading', { name: /Dana Reyes/ })).toBeTruthy();
    for (const name of WRITE_BUTTONS) expect(screen.queryByRole('button', { name })).toBeNull();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.every((c) => c.disabled)).toBe(true);
  });

  it('says what a prospect may do before approval', () => {
    renderBuyer('OWNER');
    expect(screen.getByText(/cannot check out until approved/)).toBeTruthy();
  });

  it('tells staff what a deactivated buyer is told at sign-in, and offers Reactivate', () => {
    renderBuyer('OWNER', { ...BUYER, status: 'DEACTIVATED' });
    expect(screen.getByText(/the buyer is told “Incorrect username or password”/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});
