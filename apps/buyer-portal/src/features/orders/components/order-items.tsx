import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OrderLineItem, OrderPermission } from '@portico/contract';
import { formatCount, incrementHint, orderQuantityRefusal } from '@portico/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const qty = (n: number) => formatCount(n);

type RowProps = {
  item: OrderLineItem;
  /** The quantity in the draft (0 = removed). */
  quantity: number;
  permission: OrderPermission;
  editing: boolean;
  /** While editing: what the box holds and its quantity message (L-042…L-047). */
  typed: string;
  issue: string | undefined;
  onType(text: string): void;
  /** L-031: a save error of this row (or 'Invalid Input' without a message). */
  rowError: string | undefined;
  disabled: boolean;
  money(n: number): string;
  onEdit(): void;
  onDone(): void;
  onCancel(): void;
  onRemove(): void;
  onRestore(): void;
};

/**
 * The items grid (L-039…L-047): item, available, ordered (editable one row at a time: Edit, then Done keeps the
 * new quantity as a pending change, Cancel resets the row), canceled and shipped when any, unit price, amount.
 * A table on wide screens, stacked rows on a phone.
 */
/**
 * The units a row's amount is for: its quantity (the draft's, while edited) less the units cancelled, as the
 * subtotal counts them — a line cancelled in full adds nothing and shows nothing to pay.
 */
const stillOrdered = (r: { quantity: number; item: OrderLineItem }) =>
  Math.max(0, r.quantity - r.item.canceledQuantity);

export function OrderItems({
  items,
  quantities,
  permission,
  rowErrors,
  disabled,
  money,
  onQuantity,
  onRemove,
}: {
  items: readonly OrderLineItem[];
  quantities: Readonly<Record<string, number>>;
  permission: OrderPermission;
  rowErrors: Readonly<Record<string, string>>;
  disabled: boolean;
  money(n: number): string;
  onQuantity(item: OrderLineItem, quantity: number): void;
  onRemove(item: OrderLineItem): void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  // One row at a time (L-041): its key, what its box holds and the box's message.
  const [editing, setEditing] = useState<{ key: string; typed: string; issue?: string | undefined }>();
  /**
   * DONE on the row being edited: its typed quantity judged by the rule the server judges the upsert line with
   * (L-042…L-047), taken into the draft if it passes (true), else the box shows why (false).
   */
  const confirm = (item: OrderLineItem, typed: string): boolean => {
    const found = orderQuantityRefusal(typed, {
      original: item.orderedQuantity,
      available: item.availableQuantity,
      incrementSize: item.incrementSize,
      canIncrease: permission.canIncreaseOrderedQuantity,
      canDecrease: permission.canDecreaseOrderedQuantity,
    });
    if (found) {
      setEditing({ key: item.itemNumberWarehouse, typed, issue: t(found.messageCode, found.params) });
      return false;
    }
    onQuantity(item, Number(typed.trim()));
    setEditing(undefined);
    return true;
  };
  const rows = items.map((item) => {
    const key = item.itemNumberWarehouse;
    const quantity = quantities[key] ?? item.orderedQuantity;
    const props: RowProps = {
      item,
      quantity,
      permission,
      editing: editing?.key === key,
      typed: editing?.key === key ? editing.typed : String(quantity),
      issue: editing?.key === key ? editing.issue : undefined,
      onType: (typed) => setEditing({ key, typed }),
      rowError: rowErrors[key],
      disabled,
      money,
      onEdit: () => {
        // One row at a time (L-041): a quantity typed in another row and not confirmed is not dropped — it is
        // confirmed as DONE would, or, refused, that row stays open with its message and this one waits.
        const other = editing && items.find((i) => i.itemNumberWarehouse === editing.key);
        if (other && editing.typed.trim() !== String(quantities[editing.key] ?? other.orderedQuantity)) {
          if (!confirm(other, editing.typed)) return;
        }
        setEditing({ key, typed: String(quantity) });
      },
      onDone: () => {
        if (editing?.key === key) confirm(item, editing.typed);
      },
      // L-041: Cancel closes the edit; the row keeps what it held before it (an earlier Done stays pending).
      onCancel: () => setEditing(undefined),
      onRemove: () => {
        if (editing?.key === key) setEditing(undefined);
        onRemove(item);
      },
      onRestore: () => onQuantity(item, item.orderedQuantity),
    };
    return props;
  });
  if (phone) {
    return (
      <Box component="ul" aria-label={t('orderItemsHeading')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((r) => (
          <Box
            component="li"
            key={r.item.itemNumberWarehouse}
            sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {r.item.itemDescription}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {r.item.itemNumber} · {t('quantityAvailable')} {r.item.availableQuantityDisplay}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 0.75 }}>
              <QuantityCell {...r} />
              <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {money(stillOrdered(r) * r.item.unitPrice)}
              </Typography>
            </Stack>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              @ {money(r.item.unitPrice)}
              {r.item.shippedQuantity > 0 ? ` · ${t('shippedQuantity')} ${qty(r.item.shippedQuantity)}` : ''}
              {r.item.canceledQuantity > 0
                ? ` · ${t('canceledQuantity')} ${qty(r.item.canceledQuantity)}`
                : ''}
            </Typography>
            <RowActions {...r} />
          </Box>
        ))}
      </Box>
    );
  }
  const showShipped = items.some((i) => i.shippedQuantity > 0);
  const showCanceled = items.some((i) => i.canceledQuantity > 0);
  const editable = permission.canEditItem || permission.canRemoveItem;
  return (
    <Table size="small" aria-label={t('orderItemsHeading')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>{t('columnItem')}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {t('quantityAvailable')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {t('columnOrdered')}
          </TableCell>
          {showCanceled ? (
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {t('canceledQuantity')}
            </TableCell>
          ) : null}
          {showShipped ? (
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {t('shippedQuantity')}
            </TableCell>
          ) : null}
          <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {t('columnUnitPrice')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {t('columnAmount')}
          </TableCell>
          {editable ? <TableCell sx={{ fontWeight: 700, width: 190 }}>{t('columnActions')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow
            key={r.item.itemNumberWarehouse}
            sx={{
              '&:last-child td': { borderBottom: 0 },
              ...(r.quantity === 0 ? { '& td': { color: 'text.disabled' } } : {}),
            }}
          >
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
                {r.item.itemDescription}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {r.item.itemNumber}
              </Typography>
            </TableCell>
            <TableCell align="right">{r.item.availableQuantityDisplay}</TableCell>
            <TableCell align="right">
              <QuantityCell {...r} />
            </TableCell>
            {showCanceled ? <TableCell align="right">{qty(r.item.canceledQuantity)}</TableCell> : null}
            {showShipped ? <TableCell align="right">{qty(r.item.shippedQuantity)}</TableCell> : null}
            <TableCell align="right">{money(r.item.unitPrice)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {money(stillOrdered(r) * r.item.unitPrice)}
            </TableCell>
            {editable ? (
              <TableCell>
                <RowActions {...r} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The ordered quantity, or its input while the row is edited (L-041…L-047, the row's error below it). */
function QuantityCell(r: RowProps) {
  const { t } = useTranslation();
  const hint = incrementHint(r.item.incrementSize);
  // A refusal met while another row was being opened puts the focus back in this box, where it can be fixed.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (r.issue) box.current?.focus();
  }, [r.issue]);
  if (!r.editing) {
    return (
      <Box>
        <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {r.quantity === 0 ? t('removedLine') : qty(r.quantity)}
        </Typography>
        {r.quantity !== 0 && r.quantity !== r.item.orderedQuantity ? (
          <Typography
            variant="body2"
            component="span"
            sx={{ ml: 0.75, color: 'text.secondary', whiteSpace: 'nowrap' }}
          >
            {t('previousQuantity', { quantity: qty(r.item.orderedQuantity) })}
          </Typography>
        ) : null}
        {r.rowError ? (
          <Typography variant="caption" role="alert" component="p" sx={{ color: 'error.main' }}>
            {r.rowError}
          </Typography>
        ) : null}
      </Box>
    );
  }
  return (
    <TextField
      size="small"
      autoFocus
      inputRef={box}
      value={r.typed}
      onChange={(e) => r.onType(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') r.onDone();
        if (e.key === 'Escape') r.onCancel();
      }}
      error={Boolean(r.issue)}
      // L-047: 'Inc of {n}' when the increment is above 1.
      helperText={r.issue ?? (hint ? t('incOf', hint) : undefined)}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': t('quantityOf', { item: r.item.itemDescription }),
          style: { textAlign: 'right' },
        },
      }}
      sx={{ width: 120 }}
    />
  );
}

/** Edit / Done / Cancel of a row (L-041) and its remove action (L-048, L-050). */
function RowActions(r: RowProps) {
  const { t } = useTranslation();
  const canQuantity = r.permission.canEditItem && r.permission.canUpdateOrderedQuantity;
  if (r.quantity === 0) {
    return (
      <Button size="small" onClick={r.onRestore} disabled={r.disabled} sx={{ mt: { xs: 0.5, md: 0 } }}>
        {t('undoRemove')}
      </Button>
    );
  }
  if (r.editing) {
    return (
      <Stack direction="row" spacing={1} sx={{ mt: { xs: 1, md: 0 } }}>
        <Button size="small" variant="contained" onClick={r.onDone}>
          {t('doneEditing')}
        </Button>
        <Button size="small" onClick={r.onCancel}>
          {t('cancel')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: { xs: 0.5, md: 0 } }}>
      {canQuantity ? (
        <Button
          size="small"
          startIcon={<EditOutlined fontSize="small" />}
          onClick={r.onEdit}
          disabled={r.disabled}
          aria-label={t('editItemQuantity', { item: r.item.itemDescription })}
        >
          {t('edit')}
        </Button>
      ) : null}
      {r.permission.canRemoveItem ? (
        <IconButton
          size="small"
          onClick={r.onRemove}
          disabled={r.disabled}
          aria-label={t('removeItem', { item: r.item.itemDescription })}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      ) : null}
    </Stack>
  );
}
