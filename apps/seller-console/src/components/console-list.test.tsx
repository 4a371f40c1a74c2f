// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../test/render.tsx';
import { ConsoleList } from './console-list.tsx';

/** A console list on a phone: cards have no headings to click, so the sort is a field and a direction button. */
describe('ConsoleList on a phone', () => {
  it('sorts by a field and turns the direction, as the table headings do', async () => {
    const onSort = vi.fn();
    const user = userEvent.setup();
    await renderConsole(
      <ConsoleList
        query={{ isPending: false, isFetching: false, isError: false, error: null, refetch: () => {} }}
        items={['A', 'B']}
        label="Orders"
        loadingLabel="Loading"
        empty={null}
        isCompact
        columns={[
          { label: 'Order', sort: 'number' },
          { label: 'Status' },
          { label: 'Total', sort: 'total', align: 'right' },
        ]}
        sort={{ by: 'number', dir: 'asc', onSort }}
        row={() => null}
        card={(item) => <li key={item}>{item}</li>}
        pagination={null}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Sort by' });
    // Only the sortable columns are offered.
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Order', 'Total']);
    await user.selectOptions(field, 'Total');
    expect(onSort).toHaveBeenLastCalledWith('total');
    await user.click(screen.getByRole('button', { name: 'Sorted ascending' }));
    expect(onSort).toHaveBeenLastCalledWith('number');
    expect(screen.getByRole('list', { name: 'Orders' }).textContent).toBe('AB');
  });
});
