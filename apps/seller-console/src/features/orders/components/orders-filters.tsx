import FilterAltOff from '@mui/icons-material/FilterAltOff';
import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FulfillmentStatus, PaymentStatus } from '@portico/contract';
import { useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { useTypedFilter } from '../../../lib/use-typed-filter.ts';
import { NEEDS_ACTION_LABEL } from '../logic/needs-action-label.ts';
import {
  hasOrdersFilters,
  NEEDS_ACTION,
  type OrdersFilterField,
  type OrdersUrlState,
} from '../logic/orders-url-state.ts';
import { useStatusLabel } from './order-status-chip.tsx';

type Props = {
  state: OrdersUrlState;
  warehouses: readonly { code: string; label: string }[];
  /** The name of the buyer the queue is filtered to, when known. */
  buyerLabel?: string;
  onFilter(field: OrdersFilterField, value: string): void;
  onClear(): void;
};

const TYPING_PAUSE_MS = 500; // P-023: the buyer's orders search waits as long

/**
 * The queue's search and filters. The search takes one number or a pasted list (K-006) and applies after a short
 * pause; the selects and dates at once. The URL is the source of truth.
 */
export function OrdersFilters({ state, warehouses, buyerLabel, onFilter, onClear }: Props) {
  const search = useTypedFilter(state.q, (value) => onFilter('q', value), TYPING_PAUSE_MS);
  const labelOf = useStatusLabel();
  // On a phone the selects and dates fold behind one button (with how many are set), so the orders come first.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const set = [state.needs, state.warehouse, state.fulfillment, state.payment, state.from, state.to].filter(
    Boolean,
  ).length;
  const folded = phone && !unfolded;
  // Dates as the date inputs write them (YYYY-MM-DD), so the text order is the date order.
  const isReversed = Boolean(state.from && state.to && state.to < state.from);
  const select = (field: OrdersFilterField, label: string, value: string, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={value}
      onChange={(e) => onFilter(field, e.target.value)}
    >
      <MenuItem value="">{t('consoleAll')}</MenuItem>
      {options.map(([code, text]) => (
        <MenuItem key={code} value={code}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box
      role="search"
      aria-label={t('consoleFilterOrders')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        multiline
        maxRows={4}
        label={t('consoleOrderNumbersOrReferences')}
        placeholder={t('consoleOneOrAPastedList')}
        value={search.text}
        onChange={(e) => search.type(e.target.value)}
        sx={{ gridColumn: { sm: '1 / -1', lg: 'span 2' } }}
      />
      {phone && (
        <Button
          startIcon={<FilterList />}
          onClick={() => setUnfolded(!unfolded)}
          aria-expanded={unfolded}
          sx={{ justifySelf: 'start' }}
        >
          {set > 0 ? t('consoleFiltersCount', { count: set }) : t('consoleFiltersButton')}
        </Button>
      )}
      {/* A fragment's children are the grid's own cells. */}
      {!folded && (
        <>
          {select(
            'needs',
            t('consoleNeedsAction'),
            state.needs,
            NEEDS_ACTION.map((n) => [n, NEEDS_ACTION_LABEL[n]()]),
          )}
          {select(
            'warehouse',
            t('consoleWarehouse'),
            state.warehouse,
            warehouses.map((w) => [w.code, w.label === w.code ? w.code : `${w.label} (${w.code})`]),
          )}
          {select(
            'fulfillment',
            t('consoleFulfillmentStatus'),
            state.fulfillment,
            FulfillmentStatus.options.map((s) => [s, labelOf(s)]),
          )}
          {select(
            'payment',
            t('consolePaymentStatus'),
            state.payment,
            PaymentStatus.options.map((s) => [s, labelOf(s)]),
          )}
          <TextField
            size="small"
            type="date"
            label={t('consolePlacedFrom')}
            value={state.from}
            onChange={(e) => onFilter('from', e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: state.to || undefined } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('consolePlacedTo')}
            value={state.to}
            onChange={(e) => onFilter('to', e.target.value)}
            // A range that ends before it starts matches nothing: said beside the field, not as 'No orders match'.
            error={isReversed}
            helperText={isReversed ? t('consolePlacedToBeforeFrom') : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: state.from || undefined } }}
          />
        </>
      )}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {state.buyer && (
          <Chip
            label={t('consoleBuyerFilter', { buyer: buyerLabel ?? state.buyer })}
            onDelete={() => onFilter('buyer', '')}
          />
        )}
        <Button
          startIcon={<FilterAltOff />}
          onClick={() => {
            search.clear();
            onClear();
          }}
          disabled={!hasOrdersFilters(state) && !search.text}
          sx={{ ml: 'auto' }}
        >
          {t('consoleClearFilters')}
        </Button>
      </Box>
    </Box>
  );
}
