import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { SearchField } from '../../../components/search-field.tsx';
import { t } from '../../../lib/i18n.ts';
import { useTypedFilter } from '../../../lib/use-typed-filter.ts';
import { hasStockFilters, type StockFilter, type StockUrlState } from '../logic/stock-url-state.ts';

type Option = { code: string; label: string };
type StockFiltersProps = {
  state: StockUrlState;
  warehouses: readonly Option[];
  categories: readonly Option[];
  onFilter(field: 'q' | 'warehouse' | 'category', value: string): void;
  onStock(value: StockFilter): void;
  onClear(): void;
};

const TYPING_PAUSE_MS = 300;

/** Search as one types (after a short pause); the selects at once. The URL is the source of truth. */
export function StockFilters({
  state,
  warehouses,
  categories,
  onFilter,
  onStock,
  onClear,
}: StockFiltersProps) {
  const search = useTypedFilter(state.q, (value) => onFilter('q', value), TYPING_PAUSE_MS);
  const searchInput = useRef<HTMLInputElement>(null);

  return (
    <Box
      role="search"
      aria-label={t('consoleFilterStock')}
      sx={{
        display: 'grid',
        gap: 1.5,
        // The warehouse's name and code ('Los Angeles (LAX)') fit whole.
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.6fr 1.3fr 1fr 1fr auto' },
        alignItems: 'center',
      }}
    >
      <SearchField
        label={t('consoleSearch')}
        placeholder={t('consoleItemNumberOrDescription')}
        value={search.text}
        inputRef={searchInput}
        onChange={(e) => search.type(e.target.value)}
        sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}
      />
      <TextField
        select
        size="small"
        label={t('consoleWarehouse')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        value={state.warehouse}
        onChange={(e) => onFilter('warehouse', e.target.value)}
      >
        <MenuItem value="">{t('consoleAllWarehouses')}</MenuItem>
        {warehouses.map((w) => (
          <MenuItem key={w.code} value={w.code}>
            {w.label === w.code ? w.code : `${w.label} (${w.code})`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('consoleCategory')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        value={state.category}
        onChange={(e) => onFilter('category', e.target.value)}
      >
        <MenuItem value="">{t('consoleAllCategories')}</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('consoleAvailability')}
        value={state.stock}
        onChange={(e) => onStock(e.target.value as StockFilter)}
      >
        <MenuItem value="all">{t('consoleAll')}</MenuItem>
        <MenuItem value="in">{t('consoleInStock')}</MenuItem>
        <MenuItem value="out">{t('consoleOutOfStock')}</MenuItem>
      </TextField>
      <Button
        startIcon={<FilterAltOff />}
        onClick={() => {
          search.clear();
          onClear();
          // The button turns itself off: the focus goes to the search, where a new search starts.
          searchInput.current?.focus();
        }}
        disabled={!hasStockFilters(state) && !search.text}
        sx={{ justifySelf: { xs: 'start', lg: 'end' } }}
      >
        {t('consoleClearFilters')}
      </Button>
    </Box>
  );
}
