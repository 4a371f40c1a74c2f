/** One warehouse section of a Cart and Offers tab (G-026…G-036): selection header, actions and rows. */

import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OfferStatus } from '@portico/contract';
import { formatCount } from '@portico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBatchedCount } from '../hooks/use-batched-count.ts';
import { type CartLine, type CartSection, quantityOf, statusCounts, subtotal } from '../logic/cart-lines.ts';
import { cartMoney } from '../logic/display.ts';
import { canMakeOfferFromCart, type EditInput, OFFER_STATUS_LABEL_KEYS } from '../logic/offer-edit.ts';
import { scopeOf, selectAllState, selectedOf } from '../logic/selection.ts';
import { CartRow, type RowContext } from './cart-row.tsx';
import { ConfirmPopover } from './confirm-popover.tsx';
import { statusChipStyle } from './status-chip.tsx';

export type SectionHandlers = {
  onToggle(line: CartLine): void;
  onToggleAll(section: CartSection): void;
  onSelectByStatus(section: CartSection, status: OfferStatus | 'all' | 'none'): void;
  onToggleFilter(section: CartSection, status: OfferStatus): void;
  onEdit(line: CartLine, makingOffer: boolean): void;
  onCancelEdit(): void;
  onSave(line: CartLine, input: EditInput): void;
  onDelete(line: CartLine): Promise<void> | void;
  onDeleteAll(section: CartSection, lines: CartLine[]): Promise<void> | void;
  /** Tab 0: CHECKOUT / CHECKOUT AS NEW ORDER; tab 1: MOVE TO CART. */
  onMain(section: CartSection, lines: CartLine[]): void;
  onAddToExisting(section: CartSection, lines: CartLine[]): void;
};

export const sectionDomId = (key: string) => `cart-section-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * One warehouse section of a tab (G-026…G-036): heading, and on tabs 0 and 1 the selection header with status
 * chips, select-all with its status menu, selected count, quantity and subtotal, the main button(s) and DELETE
 * ALL ITEMS; then the rows (tab 2 in batches of 20).
 */
export function CartSectionView({
  section,
  label,
  filter,
  selected,
  editing,
  busy,
  ctx,
  existingOrder,
  handlers,
}: {
  section: CartSection;
  label: string;
  filter: readonly OfferStatus[];
  selected: ReadonlySet<string>;
  editing: { offerId: string; makingOffer: boolean } | undefined;
  busy: boolean;
  ctx: RowContext;
  /** G-034: tab 0 shows ADD TO EXISTING ORDER and CHECKOUT AS NEW ORDER. */
  existingOrder: boolean;
  handlers: SectionHandlers;
}) {
  const { t } = useTranslation();
  const { tab } = section;
  const scope = scopeOf(section, filter);
  const picked = selectedOf(section, filter, selected);
  const all = selectAllState(section, filter, selected);
  const counts = statusCounts(section.lines);
  const shown = useBatchedCount(scope.length, tab === 2);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [deleteAnchor, setDeleteAnchor] = useState<HTMLElement | null>(null);
  const headingId = `${sectionDomId(section.key)}-heading`;

  return (
    <Paper
      component="section"
      id={sectionDomId(section.key)}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ mb: 3, overflow: 'hidden' }}
    >
      <Box sx={{ px: { xs: 1.5, sm: 2 }, pt: 1.5, pb: tab === 2 ? 1.5 : 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography
            id={headingId}
            variant="h3"
            component="h3"
            sx={{ fontSize: '1.125rem', fontWeight: 700 }}
          >
            {label}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('itemCountLabel', { count: section.lines.length, n: section.lines.length })}
          </Typography>
        </Stack>
        {tab !== 2 ? (
          <>
            {/* G-026: status chips with counts; they toggle. */}
            <Stack
              direction="row"
              role="group"
              aria-label={t('cartStatusFilter', { warehouse: label })}
              sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}
            >
              {counts.map(({ status, count }) => {
                const on = filter.includes(status);
                const style = statusChipStyle(status);
                return (
                  <Chip
                    key={status}
                    size="small"
                    clickable
                    color={style.color}
                    variant={on ? 'filled' : 'outlined'}
                    aria-pressed={on}
                    label={`${t(OFFER_STATUS_LABEL_KEYS[status])} (${count})`}
                    onClick={() => handlers.onToggleFilter(section, status)}
                  />
                );
              })}
            </Stack>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 2,
                rowGap: 1,
                mt: 1,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', ml: -1 }}>
                <Checkbox
                  checked={all.checked}
                  indeterminate={all.indeterminate}
                  disabled={all.disabled}
                  onChange={() => handlers.onToggleAll(section)}
                  slotProps={{ input: { 'aria-label': t('cartSelectAllOf', { warehouse: label }) } }}
                />
                <IconButton
                  size="small"
                  aria-label={t('cartSelectByStatus')}
                  aria-haspopup="menu"
                  disabled={all.disabled}
                  onClick={(e) => setMenuAnchor(e.currentTarget)}
                  sx={{ ml: -0.75 }}
                >
                  <ArrowDropDown />
                </IconButton>
                <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
                  {(['all', 'none'] as const).map((k) => (
                    <MenuItem
                      key={k}
                      onClick={() => {
                        setMenuAnchor(null);
                        handlers.onSelectByStatus(section, k);
                      }}
                    >
                      {t(k === 'all' ? 'cartSelectAllOption' : 'cartSelectNoneOption')}
                    </MenuItem>
                  ))}
                  {counts.map(({ status }) => (
                    <MenuItem
                      key={status}
                      onClick={() => {
                        setMenuAnchor(null);
                        handlers.onSelectByStatus(section, status);
                      }}
                    >
                      {t(OFFER_STATUS_LABEL_KEYS[status])}
                    </MenuItem>
                  ))}
                </Menu>
              </Box>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography variant="body2" data-testid="selected-count">
                  {t('selectedCount', {
                    count: picked.length,
                    n: picked.length,
                    // the units take their own plural ('1 unit', '5 units').
                    units: t('unitCount', { count: quantityOf(picked), n: formatCount(quantityOf(picked)) }),
                  })}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="selected-subtotal">
                  {t('subtotal')}: {cartMoney(subtotal(picked), ctx.symbol)}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
                <Button
                  color="error"
                  variant="text"
                  disabled={busy || scope.length === 0}
                  onClick={(e) => setDeleteAnchor(e.currentTarget)}
                >
                  {t('deleteAllItems')}
                </Button>
                {tab === 1 ? (
                  <Button
                    variant="contained"
                    disabled={busy}
                    onClick={() => handlers.onMain(section, picked)}
                  >
                    {t('moveToCart')}
                  </Button>
                ) : existingOrder ? (
                  <>
                    <Button
                      variant="outlined"
                      disabled={busy || picked.length === 0}
                      onClick={() => handlers.onMain(section, picked)}
                    >
                      {t('checkoutAsNewOrder')}
                    </Button>
                    <Button
                      variant="contained"
                      disabled={busy || picked.length === 0}
                      onClick={() => handlers.onAddToExisting(section, picked)}
                    >
                      {t('addToExistingOrder')}
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="contained"
                    disabled={busy || picked.length === 0}
                    onClick={() => handlers.onMain(section, picked)}
                  >
                    {t('checkout')}
                  </Button>
                )}
              </Stack>
            </Box>
          </>
        ) : null}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={label}>
        {scope.slice(0, shown).map((line) => (
          <CartRow
            key={line.stocklistOffer.offerId}
            line={line}
            tab={tab}
            ctx={ctx}
            selected={selected.has(line.stocklistOffer.offerId)}
            canMakeOffer={tab === 0 && canMakeOfferFromCart(line, ctx.warehouseAcceptingOffer)}
            edit={
              editing?.offerId === line.stocklistOffer.offerId
                ? { makingOffer: editing.makingOffer }
                : undefined
            }
            busy={busy}
            onToggle={handlers.onToggle}
            onEdit={handlers.onEdit}
            onCancelEdit={handlers.onCancelEdit}
            onSave={handlers.onSave}
            onDelete={handlers.onDelete}
          />
        ))}
      </Box>
      <ConfirmPopover
        anchor={deleteAnchor}
        question={t('deleteAllItemsConfirm')}
        confirmLabel={t('deleteAllItems')}
        busy={busy}
        onClose={() => setDeleteAnchor(null)}
        onConfirm={async () => {
          setDeleteAnchor(null);
          await handlers.onDeleteAll(section, scope);
        }}
      />
    </Paper>
  );
}
