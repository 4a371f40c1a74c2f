import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SellerStockItem } from '@portico/contract';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { useStaffCan } from '../../staff/hooks.ts';
import { useInlineEdit } from '../hooks/use-inline-edit.ts';
import { GroupOffers, type StockWarehouse } from './group-offers.tsx';

type Props = {
  item: SellerStockItem;
  money: (n: number) => string;
  categoryLabel: string;
  warehouse: StockWarehouse | undefined;
};

const quantityText = (n: number) => n.toLocaleString('en-US');

function EditFields({ item, edit }: { item: SellerStockItem; edit: ReturnType<typeof useInlineEdit> }) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') edit.save();
    if (e.key === 'Escape') edit.cancel();
  };
  return (
    <>
      {edit.cut && <BigCutDialog item={item} edit={edit} />}
      <TextField
        size="small"
        label={t('consoleAvailableQuantity')}
        value={edit.draft?.quantity ?? ''}
        onChange={(e) => edit.change('quantity', e.target.value)}
        onKeyDown={onKeyDown}
        error={Boolean(edit.errors.quantityError)}
        helperText={edit.errors.quantityError}
        autoFocus
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': t('consoleAvailableQuantityOf', { itemNumber: item.itemNumber }),
          },
        }}
        sx={{ width: { xs: '100%', sm: 150 } }}
      />
      <TextField
        size="small"
        label={t('consoleListPrice')}
        value={edit.draft?.price ?? ''}
        onChange={(e) => edit.change('price', e.target.value)}
        onKeyDown={onKeyDown}
        error={Boolean(edit.errors.priceError)}
        helperText={edit.errors.priceError}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': t('consoleListPriceOf', { itemNumber: item.itemNumber }),
          },
        }}
        sx={{ width: { xs: '100%', sm: 150 } }}
      />
    </>
  );
}

/** While editing: the open offers a lower price or a quantity of 0 changes. */
function OpenOffersNote({ item }: { item: SellerStockItem }) {
  const { waiting, agreed } = item.openOffers;
  if (waiting + agreed === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, textAlign: 'left' }}>
      {t('consoleOpenOffersOnThisItem', { count: waiting + agreed, n: waiting + agreed, waiting, agreed })}
    </Typography>
  );
}

/** a big cut reprices every buyer's cart line at once; the seller says it is meant. */
function BigCutDialog({ item, edit }: { item: SellerStockItem; edit: ReturnType<typeof useInlineEdit> }) {
  const money = useMoney();
  const titleId = useId();
  const cut = edit.cut!;
  const offers = item.openOffers.waiting + item.openOffers.agreed;
  return (
    <Dialog open onClose={edit.keepEditing} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{t('consoleLowerTheListPriceBy', { percent: cut.percent })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('consoleBigCutFromTo', {
            itemNumber: item.itemNumber,
            from: money(cut.from),
            to: money(cut.to),
          })}{' '}
          {offers > 0 ? t('consoleBigCutOffers', { count: offers, n: offers }) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={edit.keepEditing}>{t('consoleKeepEditing')}</Button>
        <Button variant="contained" onClick={() => edit.save(true)} loading={edit.isSaving}>
          {t('consoleLowerThePrice')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Actions({ item, edit }: { item: SellerStockItem; edit: ReturnType<typeof useInlineEdit> }) {
  // Read-only staff see the stock, not the edit that would change it (the server refuses anyway).
  const can = useStaffCan();
  const editButton = useRef<HTMLButtonElement>(null);
  // Saved or cancelled, the focus goes back to the row's Edit button, not the page's body (WCAG 2.4.3).
  useEffect(() => {
    if (edit.closed > 0) editButton.current?.focus();
  }, [edit.closed]);
  if (!can.write) return null;
  if (!edit.isEditing) {
    return (
      <Tooltip title={t('consoleEditQuantityAndPrice')}>
        <IconButton
          ref={editButton}
          aria-label={t('consoleEdit2', { itemNumber: item.itemNumber, warehouse: item.warehouse })}
          onClick={edit.start}
        >
          <EditOutlined />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <IconButton
        color="primary"
        aria-label={t('consoleSave')}
        onClick={() => edit.save()}
        loading={edit.isSaving}
      >
        <Check />
      </IconButton>
      <IconButton aria-label={t('consoleCancel')} onClick={edit.cancel} disabled={edit.isSaving}>
        <Close />
      </IconButton>
    </Stack>
  );
}

const StockChip = ({ quantity }: { quantity: number }) =>
  quantity > 0 ? null : (
    <Chip size="small" label={t('consoleOutOfStock')} color="warning" variant="outlined" />
  );

/** One item as a table row (desktop), its quantity and price editable in place. */
export function StockItemRow({ item, money, categoryLabel, warehouse }: Props) {
  const edit = useInlineEdit(item);
  const can = useStaffCan();
  return (
    <TableRow hover={!edit.isEditing} selected={edit.isEditing}>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{item.itemNumber}</TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        <Typography variant="body2">{item.description}</Typography>
        <Typography variant="caption" color="text.secondary">
          {categoryLabel} · {item.groupTitle}
        </Typography>
      </TableCell>
      <TableCell>{item.warehouse}</TableCell>
      {edit.isEditing ? (
        <TableCell colSpan={2} align="right">
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'flex-start' }}>
            <EditFields item={item} edit={edit} />
          </Stack>
          <OpenOffersNote item={item} />
        </TableCell>
      ) : (
        <>
          <TableCell align="right">
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
              <StockChip quantity={item.quantityAvailable} />
              <span>{quantityText(item.quantityAvailable)}</span>
            </Stack>
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {money(item.listPrice)}
          </TableCell>
        </>
      )}
      <TableCell sx={{ minWidth: 150, maxWidth: 200 }}>
        <GroupOffers item={item} warehouse={warehouse} />
      </TableCell>
      {can.write && (
        <TableCell align="right" sx={{ width: 100 }}>
          <Actions item={item} edit={edit} />
        </TableCell>
      )}
    </TableRow>
  );
}

/** The same item as a card (phones), with the same inline edit. */
export function StockItemCard({ item, money, categoryLabel, warehouse }: Props) {
  const edit = useInlineEdit(item);
  return (
    <Card variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={item.description}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ lineHeight: 1.3 }}>
            {item.description}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {item.itemNumber}
            </Box>{' '}
            · {item.warehouse} · {categoryLabel}
          </Typography>
        </Box>
        <Actions item={item} edit={edit} />
      </Stack>
      {edit.isEditing ? (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          <EditFields item={item} edit={edit} />
          <OpenOffersNote item={item} />
        </Stack>
      ) : (
        <Stack direction="row" spacing={3} sx={{ mt: 1, alignItems: 'center' }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('consoleAvailable')}
            </Typography>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {quantityText(item.quantityAvailable)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('consoleListPrice')}
            </Typography>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {money(item.listPrice)}
            </Typography>
          </Box>
          <StockChip quantity={item.quantityAvailable} />
        </Stack>
      )}
      <Box sx={{ mt: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('consoleOffers')}
        </Typography>
        <GroupOffers item={item} warehouse={warehouse} />
      </Box>
    </Card>
  );
}
