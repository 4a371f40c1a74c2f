import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import {
  activeChips,
  type Chip as ChipModel,
  type FilterAction,
  removeChip,
} from '../logic/filter-actions.ts';
import type { StockLabels } from '../logic/labels.ts';
import type { StockUrlState } from '../logic/url-state.ts';

/** C-017: the active filters as removable chips. */
export function FilterChips({
  state,
  levels,
  labels,
  dispatch,
}: {
  state: StockUrlState;
  levels: string[];
  labels: StockLabels;
  dispatch(action: FilterAction): void;
}) {
  const { t } = useTranslation();
  const chips = activeChips(state, levels);
  if (!chips.length) return null;
  const label = (chip: ChipModel) => {
    switch (chip.kind) {
      case 'warehouse':
        return labels.warehouse(chip.value);
      case 'attribute':
        return `${labels.attribute(chip.attribute)}: ${labels.value(chip.attribute, chip.value)}`;
      case 'includeOutOfStock':
        return t('includeOutOfStock');
      case 'search':
        return `“${chip.value}”`;
    }
  };
  const remove = (chip: ChipModel) => {
    const next = removeChip(state, levels, chip);
    if (chip.kind === 'warehouse') dispatch({ type: 'toggleWarehouse', warehouse: chip.value });
    else if (chip.kind === 'attribute')
      dispatch({ type: 'toggleAttribute', attribute: chip.attribute, value: chip.value });
    else if (chip.kind === 'includeOutOfStock')
      dispatch({ type: 'setIncludeOutOfStock', includeOutOfStock: next.includeOutOfStock });
    else dispatch({ type: 'setSearch', search: '' });
  };
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={t('activeFilters')}
      sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mb: 1.5 }}
    >
      {chips.map((chip) => {
        const text = label(chip);
        return (
          <li
            key={`${chip.kind}-${'attribute' in chip ? chip.attribute : ''}-${'value' in chip ? chip.value : ''}`}
          >
            <Chip size="small" label={text} onDelete={() => remove(chip)} />
          </li>
        );
      })}
    </Stack>
  );
}
