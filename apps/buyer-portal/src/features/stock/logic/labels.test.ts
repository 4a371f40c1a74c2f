import { describe, expect, it } from 'vitest';
import { gradeSections, makeLabels } from './labels.ts';
import { someSettings } from './test-builders.ts';

describe('labels and grade groups', () => {
  const labels = makeLabels(
    someSettings({ gradeLabels: { A: 'Grade A' }, attributeValueLabels: { colour: { BLK: 'Black' } } }),
    { LAX: 'Los Angeles DC' },
  );

  it.each([
    [labels.category('Phones'), 'Phones'],
    [labels.category('Watches'), 'Watches'],
    [labels.warehouse('LAX'), 'Los Angeles DC'],
    [labels.warehouse('MIA'), 'Miami'],
    [labels.warehouse('NYC'), 'NYC'],
    [labels.attribute('capacity'), 'Capacity'],
    [labels.value('grade', 'A'), 'Grade A'],
    [labels.value('colour', 'BLK'), 'Black'],
    [labels.value('colour', 'RED'), 'RED'],
    [labels.value('warehouse', 'MIA'), 'Miami'],
  ])('%s = %s', (shown, expected) => {
    expect(shown).toBe(expected);
  });

  it('Q-060: grades shown in their filter groups with header and footer, the rest after', () => {
    const v = (value: string) => ({ value, count: 1, selected: false });
    const sections = gradeSections(
      [v('A'), v('AB'), v('C'), v('Functional')],
      [
        { header: 'Cosmetic', footer: 'Fully working', grades: ['A', 'AB', 'B'] },
        { header: 'Empty', footer: '', grades: ['X'] },
        { header: 'Worn', footer: 'Heavy wear', grades: ['C'] },
      ],
    );
    expect(sections).toEqual([
      { header: 'Cosmetic', footer: 'Fully working', values: [v('A'), v('AB')] },
      { header: 'Worn', footer: 'Heavy wear', values: [v('C')] },
      { header: '', footer: '', values: [v('Functional')] },
    ]);
  });
});
