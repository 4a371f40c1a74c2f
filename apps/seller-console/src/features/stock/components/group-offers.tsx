import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SellerStockItem, SellerStockResponse } from '@portico/contract';
import { useId, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { useStaffCan } from '../../staff/hooks.ts';
import { useSetGroupOffers } from '../api/set-group-offers.ts';

/**
 * Whether buyers may make offers on a stock item (C-051), on the Stock screen: taken only when its item group
 * and its warehouse both take them. The switch sets the group's half (for every item of the group, which the
 * confirmation says); the warehouse's half is Settings › Warehouses.
 */

export type StockWarehouse = SellerStockResponse['warehouses'][number];

/** Why buyers cannot make offers on the item; null when they can. */
export function offersOffReason(item: SellerStockItem, warehouse: StockWarehouse | undefined): string | null {
  if (!item.groupTakesOffers) return t('consoleOffersGroupOff');
  if (warehouse && !warehouse.acceptsOffers) {
    return t('consoleOffersWarehouseOff', { warehouse: warehouse.label });
  }
  return null;
}

export function GroupOffers({ item, warehouse }: { item: SellerStockItem; warehouse?: StockWarehouse }) {
  const can = useStaffCan();
  const [isAsking, setIsAsking] = useState(false);
  const stateId = useId();
  const reasonId = useId();
  const reason = offersOffReason(item, warehouse);
  return (
    <Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {can.write && (
          <Switch
            checked={item.groupTakesOffers}
            onChange={() => setIsAsking(true)}
            slotProps={{
              input: {
                'aria-label': t('consoleOffersOnGroupOf', {
                  itemNumber: item.itemNumber,
                  warehouse: item.warehouse,
                }),
                'aria-describedby': reason ? `${stateId} ${reasonId}` : stateId,
              },
            }}
          />
        )}
        <Typography
          id={stateId}
          variant="body2"
          sx={{ color: reason ? 'text.secondary' : 'success.dark', fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {reason ? t('consoleOffersNotTaken') : t('consoleOffersTaken')}
        </Typography>
      </Stack>
      {reason && (
        <Typography
          id={reasonId}
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ lineHeight: 1.3 }}
        >
          {reason}
        </Typography>
      )}
      {isAsking && <GroupOffersDialog item={item} warehouse={warehouse} onClose={() => setIsAsking(false)} />}
    </Box>
  );
}

function GroupOffersDialog({
  item,
  warehouse,
  onClose,
}: {
  item: SellerStockItem;
  warehouse?: StockWarehouse | undefined;
  onClose(): void;
}) {
  const turnOn = !item.groupTakesOffers;
  const setOffers = useSetGroupOffers();
  const notify = useNotify();
  const titleId = useId();
  const group = item.groupTitle;
  const warehouseLabel = warehouse?.label ?? item.warehouse;
  const submit = () =>
    setOffers.mutate(
      { groupKey: item.groupKey, takesOffers: turnOn },
      {
        onSuccess: (r) => {
          notify(
            t(turnOn ? 'consoleGroupOffersOn' : 'consoleGroupOffersOff', {
              group,
              count: r.items,
              n: r.items.toLocaleString('en-US'),
            }),
          );
          onClose();
        },
        onError: (err) => notify(err.message, 'error'),
      },
    );
  const second = turnOn
    ? warehouse && !warehouse.acceptsOffers
      ? t('consoleTakeOffersWarehouseOff', { warehouse: warehouseLabel })
      : null
    : t('consoleStopOffersKeepsMade');
  return (
    <Dialog open onClose={setOffers.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>
        {t(turnOn ? 'consoleTakeOffersOnGroup' : 'consoleStopOffersOnGroup', { group })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('consoleGroupOffersApplyToAll', {
            group,
            warehouse: warehouseLabel,
            itemNumber: item.itemNumber,
          })}
        </DialogContentText>
        {second && <DialogContentText sx={{ mt: 1.5 }}>{second}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={setOffers.isPending}>
          {t('consoleCancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={setOffers.isPending}>
          {turnOn ? t('consoleTakeOffers') : t('consoleStopOffers')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
