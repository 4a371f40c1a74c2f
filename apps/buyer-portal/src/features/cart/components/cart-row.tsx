/** One row of the Cart and Offers page (G-039…G-047, G-049…G-055): a cart line, its actions, inline edit. */

import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCount, formatDateTime, wholeNumberFieldError } from '@portico/domain';
import { type FormEvent, memo, type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CartLine, lineQuantity, unitPrice } from '../logic/cart-lines.ts';
import type { CartTab } from '../logic/cart-tab.ts';
import { cartMoney, formatAvailable, itemNumberLabel, remaining } from '../logic/display.ts';
import {
  type EditInput,
  editableFields,
  initialEdit,
  priceOnBlur,
  quantityOnBlur,
  toWhole,
} from '../logic/offer-edit.ts';
import { ConfirmPopover } from './confirm-popover.tsx';
import { StatusChip, wholeChipSx } from './status-chip.tsx';

type Tr = (key: string, options?: Record<string, unknown>) => string;

export type RowContext = {
  symbol: string;
  now: number;
  maxQuantity: number | undefined;
  rules: { itemNumberDescriptionPrefix?: string; itemNumberDescriptionSuffix?: string } | undefined;
  warehouseAcceptingOffer: readonly string[];
};

/** One label/value cell; the label doubles as the column heading (G-042) on every width. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="div"
        variant="caption"
        // A heading longer than its phone column (Spanish 'CONTRAOFERTA DEL VENDEDOR') wraps, hyphenated where
        // the browser can, instead of running into the next column's.
        sx={{
          color: 'text.secondary',
          textTransform: 'uppercase',
          letterSpacing: 0.4,
          lineHeight: 1.4,
          overflowWrap: 'anywhere',
          hyphens: 'auto',
        }}
      >
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', fontWeight: 500, mt: 0.25 }}>{children}</Box>
    </Box>
  );
}

/** G-019…G-025: the status-specific info line. */
function infoLine(line: CartLine, ctx: RowContext, t: Tr): string | undefined {
  const o = line.stocklistOffer;
  const money = (n: number | null) => cartMoney(n ?? 0, ctx.symbol);
  switch (o.offerStatus) {
    case 'NOT_ACCEPTED':
      return t('offerInfoRejected', { offer: money(o.offerPrice) });
    case 'ACCEPTED':
      return t('offerInfoAccepted', {
        quantity: o.minimumCheckoutQuantity ?? o.offerQuantity,
        expiresIn: expiresIn(o.acceptedOrCounteredExpirationDate, ctx.now, t) ?? '—',
      });
    case 'COUNTERED':
      return t('offerInfoCountered', { price: money(o.counterPrice) });
    case 'PRICE_DROPPED':
      return t('offerInfoPriceDropped');
    case 'EXPIRED':
      return t('offerInfoExpired', { offer: money(o.offerPrice) });
    default:
      return undefined;
  }
}

function expiresIn(date: string | null, now: number, t: Tr) {
  const r = remaining(date, now);
  return r ? t('cartExpiresIn', r) : undefined;
}

const INFO_COLOR: Partial<Record<string, string>> = {
  NOT_ACCEPTED: 'error.main',
  ACCEPTED: 'success.main',
  COUNTERED: 'warning.dark',
  PRICE_DROPPED: 'secondary.main',
  EXPIRED: 'text.secondary',
};

export type RowEditState = { makingOffer: boolean } | undefined;

/**
 * One cart line (G-039…G-047): checkbox (tabs 0 and 1), description and item number, info line, MAKE OFFER,
 * the tab's columns (G-042), edit and delete icons, and the inline edit with SAVE and CANCEL (G-046).
 */
export const CartRow = memo(function CartRow({
  line,
  tab,
  ctx,
  selected,
  canMakeOffer,
  edit,
  busy,
  onToggle,
  onEdit,
  onCancelEdit,
  onSave,
  onDelete,
}: {
  line: CartLine;
  tab: CartTab;
  ctx: RowContext;
  selected: boolean;
  canMakeOffer: boolean;
  edit: RowEditState;
  busy: boolean;
  onToggle(line: CartLine): void;
  onEdit(line: CartLine, makingOffer: boolean): void;
  onCancelEdit(): void;
  onSave(line: CartLine, input: EditInput): void;
  onDelete(line: CartLine): Promise<void> | void;
}) {
  const { t } = useTranslation();
  const o = line.stocklistOffer;
  const money = (n: number) => cartMoney(n, ctx.symbol);
  const tr: Tr = (key, options) => t(key, options);
  const info = infoLine(line, ctx, tr);
  const hasStock = line.quantityAvailable > 0;
  const itemLabel = `${line.itemDescription} (${itemNumberLabel(line.itemNumber, ctx.rules)})`;
  const [deleteAnchor, setDeleteAnchor] = useState<HTMLElement | null>(null);
  // G-025: the date is the accepted or countered price's; a rejection carries one too but nothing
  // expires there, so no countdown is shown for it.
  const expiry =
    o.offerStatus === 'ACCEPTED' || o.offerStatus === 'COUNTERED'
      ? o.acceptedOrCounteredExpirationDate
      : null;
  const expiresCell = expiry ? (
    <Tooltip title={formatDateTime(expiry)}>
      <span>{expiresIn(expiry, ctx.now, tr)}</span>
    </Tooltip>
  ) : (
    '—'
  );

  const cells: ReactElement[] = [
    <Cell key="available" label={t('quantityAvailable')}>
      {hasStock ? (
        formatAvailable(line.quantityAvailable, ctx.maxQuantity)
      ) : (
        <Chip size="small" color="error" variant="outlined" label={t('outOfStock')} sx={wholeChipSx} />
      )}
    </Cell>,
    <Cell key="list" label={t('listPrice')}>
      {money(line.listPrice)}
    </Cell>,
    <Cell key="status" label={t('columnStatus')}>
      <StatusChip status={o.offerStatus} />
    </Cell>,
  ];
  if (tab === 0) {
    cells.push(
      <Cell key="qty" label={t('columnQuantity')}>
        {formatCount(lineQuantity(line))}
      </Cell>,
      <Cell key="price" label={t('cartColumnPrice')}>
        {money(unitPrice(line))}
      </Cell>,
      <Cell key="expires" label={t('columnExpires')}>
        {expiresCell}
      </Cell>,
    );
  } else {
    cells.push(
      <Cell key="offer" label={t('columnYourOffer')}>
        {t('cartQuantityAtPrice', {
          quantity: formatCount(o.offerQuantity),
          price: money(o.offerPrice),
        })}
      </Cell>,
    );
    if (tab === 1) {
      cells.push(
        <Cell key="counter" label={t('columnSellerCounter')}>
          {o.counterPrice !== null ? money(o.counterPrice) : '—'}
          {o.counterPrice !== null && o.minimumCheckoutQuantity !== null ? (
            <Typography component="div" variant="caption" sx={{ color: 'text.secondary' }}>
              {t('cartMinimumQuantity', { n: o.minimumCheckoutQuantity })}
            </Typography>
          ) : null}
        </Cell>,
        <Cell key="expires" label={t('columnExpires')}>
          {expiresCell}
        </Cell>,
      );
    }
  }

  return (
    <Box
      component="li"
      aria-label={line.itemDescription}
      data-offer-id={o.offerId}
      sx={{
        listStyle: 'none',
        position: 'relative',
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: edit ? 'action.hover' : undefined,
        transition: 'background-color 120ms',
      }}
    >
      <Box sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, alignItems: 'flex-start' }}>
        {tab !== 2 ? (
          <Checkbox
            checked={selected}
            disabled={!hasStock}
            onChange={() => onToggle(line)}
            slotProps={{ input: { 'aria-label': t('cartSelectItem', { item: itemLabel }) } }}
            sx={{ mt: -0.75, ml: -1 }}
          />
        ) : null}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: { xs: 1.25, md: 2 },
          }}
        >
          <Box sx={{ flex: { md: '1 1 260px' }, minWidth: 0, pr: { xs: 9, md: 0 } }}>
            <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
              {line.itemDescription}
            </Typography>
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              {t('itemNumber')} {itemNumberLabel(line.itemNumber, ctx.rules)}
            </Typography>
            {info ? (
              <Typography
                variant="body2"
                sx={{ color: INFO_COLOR[o.offerStatus] ?? 'text.secondary', mt: 0.5, fontWeight: 500 }}
              >
                {info}
              </Typography>
            ) : null}
            {canMakeOffer && !edit ? (
              <Button
                size="small"
                variant="text"
                onClick={() => onEdit(line, true)}
                sx={{ mt: 0.5, ml: -0.75, fontWeight: 700 }}
                aria-label={`${t('makeOffer')} ${line.itemDescription}`}
              >
                {t('makeOffer')}
              </Button>
            ) : null}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'repeat(3, minmax(0, 1fr))',
                // The status column is wider: its chip ('Price Dropped') must read whole on one line.
                md: cells.map((c) => (c.key === 'status' ? '124px' : '104px')).join(' '),
              },
              columnGap: 1.5,
              rowGap: 1,
              alignItems: 'start',
              flexShrink: 0,
            }}
          >
            {cells}
          </Box>
        </Box>
        {/* On a phone the icons sit in the row's top-right corner so the columns get the full width. */}
        <Box
          sx={{
            display: 'flex',
            flexShrink: 0,
            position: { xs: 'absolute', md: 'static' },
            // Room for both icons even when a line has no edit icon (out of stock), so its columns line up.
            width: { md: 80 },
            justifyContent: 'flex-end',
            top: { xs: 8, md: 'auto' },
            right: { xs: 4, md: 'auto' },
            mt: { md: -0.5 },
            mr: { md: -1 },
          }}
        >
          {hasStock ? (
            <IconButton
              onClick={() => onEdit(line, false)}
              disabled={busy || edit !== undefined}
              aria-label={t('cartEditItem', { item: line.itemDescription })}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          ) : null}
          <IconButton
            onClick={(e) => setDeleteAnchor(e.currentTarget)}
            disabled={busy}
            aria-label={t('cartDeleteItem', { item: line.itemDescription })}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      </Box>
      {edit ? (
        <RowEditor
          line={line}
          tab={tab}
          makingOffer={edit.makingOffer}
          busy={busy}
          onCancel={onCancelEdit}
          onSave={(input) => onSave(line, input)}
        />
      ) : null}
      <ConfirmPopover
        anchor={deleteAnchor}
        question={t('deleteThisItem')}
        confirmLabel={t('cartDeleteConfirm')}
        busy={busy}
        onClose={() => setDeleteAnchor(null)}
        onConfirm={async () => {
          setDeleteAnchor(null);
          await onDelete(line);
        }}
      />
    </Box>
  );
});

/** G-046, G-049…G-055: the inline edit fields with SAVE and CANCEL. */
function RowEditor({
  line,
  tab,
  makingOffer,
  busy,
  onCancel,
  onSave,
}: {
  line: CartLine;
  tab: CartTab;
  makingOffer: boolean;
  busy: boolean;
  onCancel(): void;
  onSave(input: EditInput): void;
}) {
  const { t } = useTranslation();
  const start = initialEdit(line, makingOffer);
  const [quantity, setQuantity] = useState(start.quantity);
  // G-054, G-064: a quantity above the stock is cut to it on leaving the field; the save then says so.
  const [quantityReduced, setQuantityReduced] = useState(false);
  const [price, setPrice] = useState(start.price);
  const fields = editableFields(tab, makingOffer);
  // The text stays as typed; a non-whole number shows the spec's message and is neither normalised nor saved.
  const quantityError = wholeNumberFieldError(quantity, 'quantity');
  const priceError = fields.price ? wholeNumberFieldError(price, 'price') : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (quantityError || priceError) return;
    onSave({ quantity, price, makingOffer, quantityReduced });
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={t('cartEditOffer', { item: line.itemDescription })}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        // Top-aligned: a field's error message below it must not shift the others.
        alignItems: 'flex-start',
        mt: 1.5,
        pl: tab !== 2 ? { xs: 0, sm: 5 } : 0,
      }}
    >
      <TextField
        size="small"
        label={t('quantity')}
        value={quantity}
        autoFocus
        onChange={(e) => {
          setQuantity(e.target.value);
          setQuantityReduced(false);
        }}
        onBlur={() => {
          if (!quantityError) {
            setQuantity(String(quantityOnBlur(quantity, line.incrementSize, line.quantityAvailable)));
            setQuantityReduced(line.quantityAvailable >= 1 && toWhole(quantity) > line.quantityAvailable);
          }
        }}
        error={quantityError !== undefined}
        helperText={quantityError ? t(quantityError) : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('quantity') } }}
        sx={{ width: 120 }}
      />
      {fields.price ? (
        <TextField
          size="small"
          label={t('cartOfferPrice')}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          onBlur={() => {
            if (!priceError) setPrice(String(priceOnBlur(price, line.listPrice)));
          }}
          error={priceError !== undefined}
          helperText={priceError ? t(priceError) : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('cartOfferPrice') } }}
          sx={{ width: 140 }}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 0.25 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('save')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('cancelUpper')}
        </Button>
      </Box>
      {line.stocklistOffer.offerStatus === 'ACCEPTED' &&
      (makingOffer || (fields.price && Number(price) !== line.stocklistOffer.offerPrice)) ? (
        // a new price replaces the accepted deal (a quantity-only edit keeps it); said before SAVE.
        <Alert severity="warning" role="status" sx={{ flexBasis: '100%', py: 0 }}>
          {t('acceptedOfferReplaced', {
            quantity: formatCount(line.stocklistOffer.offerQuantity),
            price: cartMoney(line.stocklistOffer.offerPrice, t('currencySymbol')),
          })}
        </Alert>
      ) : null}
    </Box>
  );
}
