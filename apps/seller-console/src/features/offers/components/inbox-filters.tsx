import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '../../../components/search-field.tsx';
import { type ConsoleKey, t } from '../../../lib/i18n.ts';
import { useTypedFilter } from '../../../lib/use-typed-filter.ts';
import { INBOX_SORTS, type InboxSort, type InboxUrlState } from '../logic/inbox-url-state.ts';

type InboxFiltersProps = {
  state: InboxUrlState;
  warehouses: readonly string[];
  onFilter(field: 'buyer' | 'item' | 'warehouse', value: string): void;
  onClear(): void;
  onSort(sort: InboxSort): void;
};

const SORT_WORDS = {
  oldest: 'consoleSortOldestFirst',
  newest: 'consoleSortNewestFirst',
  percent: 'consoleSortHighestShareOfList',
  value: 'consoleSortLargestValue',
} as const satisfies Record<InboxSort, ConsoleKey>;

const TYPING_PAUSE_MS = 300;

/**
 * Buyer and item filter as one types (after a short pause, so every keystroke is not a request); warehouse at
 * once. The URL is the source of truth: back/forward or a shared link refill the fields.
 */
export function InboxFilters({ state, warehouses, onFilter, onClear, onSort }: InboxFiltersProps) {
  const buyerFilter = useTypedFilter(state.buyer, (value) => onFilter('buyer', value), TYPING_PAUSE_MS);
  const itemFilter = useTypedFilter(state.item, (value) => onFilter('item', value), TYPING_PAUSE_MS);
  const buyer = buyerFilter.text;
  const item = itemFilter.text;

  const options =
    state.warehouse && !warehouses.includes(state.warehouse) ? [state.warehouse, ...warehouses] : warehouses;
  const isFiltered = Boolean(state.buyer || state.item || state.warehouse || buyer || item);

  return (
    <Box
      role="search"
      aria-label={t('consoleFilterOffers')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          lg: '2fr 2fr minmax(160px, 1fr) minmax(200px, 1fr) auto',
        },
        alignItems: 'center',
      }}
    >
      <SearchField
        label={t('consoleBuyer')}
        placeholder={t('consoleNameCompanyOrEMail')}
        value={buyer}
        onChange={(e) => buyerFilter.type(e.target.value)}
      />
      <SearchField
        label={t('consoleItem')}
        placeholder={t('consoleItemNumberOrDescription')}
        value={item}
        onChange={(e) => itemFilter.type(e.target.value)}
      />
      <TextField
        select
        size="small"
        label={t('consoleWarehouse')}
        value={state.warehouse}
        onChange={(e) => onFilter('warehouse', e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('consoleAllWarehouses')}</MenuItem>
        {options.map((w) => (
          <MenuItem key={w} value={w}>
            {w}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('consoleSortBy')}
        value={state.sort}
        onChange={(e) => onSort(e.target.value as InboxSort)}
      >
        {INBOX_SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(SORT_WORDS[s])}
          </MenuItem>
        ))}
      </TextField>
      <Button
        startIcon={<FilterAltOff />}
        onClick={() => {
          buyerFilter.clear();
          itemFilter.clear();
          onClear();
        }}
        disabled={!isFiltered}
        sx={{ justifySelf: { xs: 'start', lg: 'auto' } }}
      >
        {t('consoleClearFilters')}
      </Button>
    </Box>
  );
}
