/** The Stock Alert dialog (E-002…E-006): creates or updates the buyer's alert on one stock list item. */

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { QUANTITY_MAX } from '@portico/contract';
import { defaultAlertQuantity, normaliseAlertQuantity } from '@portico/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateStockAlert, useStockAlerts, useUpdateStockAlert } from '../api/stock-alerts.ts';
import { AlertQuantityInput } from './alert-quantity-input.tsx';

export type AlertTarget = {
  itemNumberWarehouse: string;
  /** The item's accessible name on the stock list (description and item number). */
  name: string;
  /** The item's full description (skuDescription) and its item number as shown, for the dialog. */
  description: string;
  itemNumber: string;
  incrementSize: number;
};

/**
 * E-002…E-006: the Stock Alert dialog. It updates the buyer's alert on the item when there is one (PUT) and
 * creates it otherwise (POST), starting from the defaultAlertQuantity setting fitted to the increment (E-003);
 * what the buyer types is normalised as part 1 §5 says (E-004) on leaving the input and on saving. A quantity
 * beyond the contract's bound is refused here with its message, and a failed save shows the server's message;
 * the dialog stays open and can be tried again.
 */
export function StockAlertDialog({
  target,
  defaultQuantitySetting,
  onClose,
}: {
  target: AlertTarget;
  defaultQuantitySetting: number | null | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const alerts = useStockAlerts(true);
  const existing = alerts.data?.[target.itemNumberWarehouse];
  const initial = existing?.quantity ?? defaultAlertQuantity(defaultQuantitySetting, target.incrementSize);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const value = draft ?? String(initial);
  const create = useCreateStockAlert();
  const update = useUpdateStockAlert();
  const pending = create.isPending || update.isPending;

  const save = () => {
    const quantity = normaliseAlertQuantity(value, target.incrementSize);
    setDraft(String(quantity));
    if (quantity > QUANTITY_MAX) {
      setError(t('alertQuantityTooLarge'));
      return;
    }
    setError(undefined);
    const itemNumberWarehouse = target.itemNumberWarehouse;
    const onError = (e: Error) => setError(e.message);
    if (existing) {
      update.mutate(
        { itemNumberWarehouse, quantity },
        {
          onSuccess: () => {
            notifySuccess(t('stockAlertUpdated'));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { itemNumberWarehouse, quantity },
        {
          onSuccess: () => {
            notifySuccess(t('stockAlertCreated'));
            onClose();
          },
          onError,
        },
      );
    }
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-item`}
    >
      <DialogTitle id={`${id}-title`}>{t('stockAlertDialogTitle')}</DialogTitle>
      <DialogContent>
        <Typography id={`${id}-item`} variant="body2" sx={{ fontWeight: 600 }}>
          {target.description}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('itemNumber')} {target.itemNumber}
        </Typography>
        <AlertQuantityInput
          id={`${id}-quantity`}
          value={value}
          labelQuantity={normaliseAlertQuantity(value, target.incrementSize)}
          incrementSize={target.incrementSize}
          disabled={pending || alerts.isPending}
          autoFocus
          onChange={(next) => {
            setDraft(next);
            setError(undefined);
          }}
          error={error}
          onBlur={() => setDraft(String(normaliseAlertQuantity(value, target.incrementSize)))}
          onEnter={save}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" disableElevation onClick={save} disabled={pending || alerts.isPending}>
          {existing ? t('update') : t('createStockAlert')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
