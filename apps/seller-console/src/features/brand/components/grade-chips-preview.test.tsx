// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, testQueryClient } from '../../../test/render.tsx';
import { stockListSettingsQueryOptions } from '../../settings/api/stock-list-settings.ts';
import { GradeChipsPreview } from './grade-chips-preview.tsx';

/** Brand & site shows the stock list's grade chips in the draft's colours, in the tenant's grade order. */
function renderChips(primary?: string) {
  const queryClient = testQueryClient('OWNER');
  queryClient.setQueryData(stockListSettingsQueryOptions().queryKey, {
    attributes: [],
    attributeLabels: [],
    categories: [],
    grades: [
      { code: 'A', label: 'Grade A', description: '' },
      { code: 'B', label: 'Grade B', description: '' },
    ],
    gradeFilterGroups: [],
    showGradeIcon: true,
    groupTopRightAttribute: 'grade',
    groupBottomRightAttribute: 'capacity',
    maxItemQuantityToBeDisplayed: 500,
    defaultAlertQuantity: 1,
    itemNumberDescriptionPrefix: '',
    itemNumberDescriptionSuffix: '',
  });
  return renderConsole(<GradeChipsPreview mode="light" {...(primary ? { primary } : {})} />, { queryClient });
}

const background = (label: string) =>
  getComputedStyle(screen.getByText(label).closest('.MuiChip-root') as HTMLElement).backgroundColor;

describe('GradeChipsPreview', () => {
  it('shows each grade, in order, coloured from the primary colour; a new primary recolours them', () => {
    const { unmount } = renderChips('#1F4E99');
    expect(screen.getAllByText(/^Grade [AB]$/).map((e) => e.textContent)).toEqual(['Grade A', 'Grade B']);
    const blue = [background('Grade A'), background('Grade B')];
    expect(blue[0]).not.toBe(blue[1]);
    unmount();
    renderChips('#C62828');
    expect(background('Grade A')).not.toBe(blue[0]);
  });
});
