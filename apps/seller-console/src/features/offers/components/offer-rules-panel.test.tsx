// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { offerKeys } from '../api/offer-keys.ts';
import { OfferRulesPanel } from './offer-rules-panel.tsx';

/** the seller's auto-rules as listed and as typed into the rule form. Nothing here reaches the server. */
function renderRules() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(offerKeys.rules(), {
    rules: [
      {
        itemNumberWarehouse: 'APL-IP13-128-BLK-A-MIA',
        floorPrice: 280,
        rejectBelowPercent: 70,
        description: 'Apple iPhone 13 128GB Black',
      },
      {
        itemNumberWarehouse: 'SAM-S22-256-C-LAX',
        floorPrice: null,
        rejectBelowPercent: 50,
        description: null,
      },
    ],
  });
  return renderConsole(<OfferRulesPanel />, { queryClient });
}

afterEach(() => vi.unstubAllGlobals());

describe('OfferRulesPanel', () => {
  it("lists each rule's item by its key and its description", () => {
    renderRules();
    const row = screen.getByRole('row', { name: /APL-IP13-128-BLK-A-MIA/ });
    expect(row.textContent).toContain('Apple iPhone 13 128GB Black');
  });

  it("shows the server's refusal of a floor at or above the list price under the floor field, in the tenant's money", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            status: 'FAIL',
            statusCode: 422,
            messageCode: 'validationFailed',
            message: 'Enter a floor price below the list price of 115.5: offers are always below it',
            params: { listPrice: 115.5 },
            errors: [
              {
                messageCode: 'ruleFloorNotBelowListPrice',
                messageDescription:
                  'Enter a floor price below the list price of 115.5: offers are always below it',
                field: 'floorPrice',
              },
            ],
          }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
    );
    const user = userEvent.setup();
    renderRules();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = screen.getByRole('dialog', { name: 'Add auto-rule' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Item number and warehouse/ }),
      'GGL-P7-128-A-MIA',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Accept offers at or above' }), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(
      await within(dialog).findByText(
        'Enter a floor price below the list price of $115.50: offers are always below it',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add auto-rule' })).toBeTruthy();
  });

  it('lists each rule with its floor price in the tenant currency and its reject-below percentage', () => {
    renderRules();
    const table = screen.getByRole('table', { name: 'Auto-rules' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['APL-IP13-128-BLK-A-MIAApple iPhone 13 128GB Black', '$280.00', '70% of list'],
      ['SAM-S22-256-C-LAX', '—', '50% of list'],
    ]);
  });

  it('refuses a floor price of 119.505, a percentage of 100 and an empty rule, keeping the dialog open', async () => {
    const user = userEvent.setup();
    renderRules();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = screen.getByRole('dialog', { name: 'Add auto-rule' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Item number and warehouse/ }),
      'GGL-P7-128-A-MIA',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Set a floor price, a reject-below percentage, or both.',
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Accept offers at or above' }), '119.505');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reject offers below' }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(within(dialog).getByText('Enter a price such as 120 or 119.50.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a percentage between 1 and 99.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Accept offers at or above' })).toHaveProperty(
      'value',
      '119.505',
    );
    expect(screen.getByRole('dialog', { name: 'Add auto-rule' })).toBeTruthy();
  });

  it('will not add a second rule for an item that already has one', async () => {
    const user = userEvent.setup();
    renderRules();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = screen.getByRole('dialog', { name: 'Add auto-rule' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Item number and warehouse/ }),
      'SAM-S22-256-C-LAX',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Reject offers below' }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(within(dialog).getByText('This item already has a rule; edit it in the list.')).toBeTruthy();
  });

  it("opens a rule's edit form with its values and the item fixed", async () => {
    const user = userEvent.setup();
    renderRules();
    await user.click(screen.getByRole('button', { name: 'Edit rule for APL-IP13-128-BLK-A-MIA' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit auto-rule' });
    const item = within(dialog).getByRole('textbox', { name: /Item number and warehouse/ });
    expect(item).toHaveProperty('value', 'APL-IP13-128-BLK-A-MIA');
    expect(item).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('textbox', { name: 'Accept offers at or above' })).toHaveProperty(
      'value',
      '280',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reject offers below' })).toHaveProperty(
      'value',
      '70',
    );
  });
});
