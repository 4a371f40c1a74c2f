import type { GradeFilterGroup, StocklistSettings } from '@portico/contract';
import type { FacetValue } from './stock-view.ts';

/** Labels through the settings' maps (C-012, C-013, C-014, C-016); a value without a label shows as it is. */
export type StockLabels = {
  category(code: string): string;
  warehouse(code: string): string;
  attribute(name: string): string;
  value(attribute: string, value: string): string;
};

type LabelSettings = Pick<
  StocklistSettings,
  'categoryLabels' | 'warehouseLabels' | 'attributeLabels' | 'attributeValueLabels' | 'gradeLabels'
>;

export function makeLabels(
  settings: LabelSettings,
  inventoryWarehouseLabels: Record<string, string> = {},
): StockLabels {
  const warehouse = (code: string) =>
    inventoryWarehouseLabels[code] ?? settings.warehouseLabels[code] ?? code;
  return {
    category: (code) => settings.categoryLabels[code] ?? code,
    warehouse,
    attribute: (name) => settings.attributeLabels[name] ?? name,
    value: (attribute, value) => {
      if (attribute === 'warehouse') return warehouse(value);
      if (attribute === 'grade')
        return settings.gradeLabels[value] ?? settings.attributeValueLabels.grade?.[value] ?? value;
      return settings.attributeValueLabels[attribute]?.[value] ?? value;
    },
  };
}

export type GradeSection = { header: string; footer: string; values: FacetValue[] };

/**
 * Q-060: grade checkboxes in the settings' gradeFilterGroups, each with its header and footer; groups with no
 * value on screen are left out, and grades in no group follow in a section without header.
 */
export function gradeSections(
  values: readonly FacetValue[],
  groups: readonly GradeFilterGroup[],
): GradeSection[] {
  const byValue = new Map(values.map((v) => [v.value, v]));
  const placed = new Set<string>();
  const sections: GradeSection[] = [];
  for (const g of groups) {
    const inGroup = g.grades.flatMap((grade) => {
      const v = byValue.get(grade);
      if (!v || placed.has(grade)) return [];
      placed.add(grade);
      return [v];
    });
    if (inGroup.length) sections.push({ header: g.header, footer: g.footer, values: inGroup });
  }
  const rest = values.filter((v) => !placed.has(v.value));
  if (rest.length) sections.push({ header: '', footer: '', values: rest });
  return sections;
}
