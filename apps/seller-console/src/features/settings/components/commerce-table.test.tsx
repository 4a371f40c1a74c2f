// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { CommerceTable } from './commerce-table.tsx';

/** The commerce settings' lists (shipping and payment methods, warehouses, services, tax rules): who may change them. */
const table = () => (
  <CommerceTable
    label="Payment methods"
    rows={[{ code: 'WIRE', label: 'Wire transfer' }]}
    columns={[{ label: 'Name', value: (r) => r.label }]}
    nameOf={(r) => r.label}
    addLabel="Add payment method"
    empty="None yet"
    editor={() => null}
    remove={{ mutate: () => {}, isPending: false }}
  />
);

describe('CommerceTable', () => {
  it('offers Edit, Delete and Add to staff who may write', () => {
    renderConsole(table(), { queryClient: testQueryClient('OPERATIONS') });
    expect(screen.getByRole('button', { name: 'Edit Wire transfer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Wire transfer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add payment method' })).toBeTruthy();
  });

  it('shows read-only staff the rows without a button that would change them (the server refuses anyway)', () => {
    renderConsole(table(), { queryClient: testQueryClient('READ_ONLY') });
    expect(screen.getByText('Wire transfer')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
