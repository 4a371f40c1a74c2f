import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStockAlerts } from '../api/stock-alerts.ts';
import type { AlertTarget } from './stock-alert-dialog.tsx';

// P9: the dialog loads when first opened, not with the stock list's cards.
const StockAlertDialog = lazy(() =>
  import('./stock-alert-dialog.tsx').then((m) => ({ default: m.StockAlertDialog })),
);

/**
 * E-001 / E-002 / C-049: the bell on a stock item, enabled with CAN_SET_STOCKLIST_ALERT; it rings (filled) when
 * the buyer has an alert on the item and opens the Stock Alert dialog.
 */
export function AlertBell({
  target,
  enabled,
  defaultQuantitySetting,
}: {
  target: AlertTarget;
  enabled: boolean;
  defaultQuantitySetting: number | null | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const alerts = useStockAlerts(enabled);
  const isSet = enabled && alerts.data?.[target.itemNumberWarehouse] !== undefined;
  const label = t('stockAlertBell', { item: target.name });
  if (!enabled) {
    return (
      <IconButton size="small" disabled aria-label={label}>
        <NotificationsNoneOutlinedIcon fontSize="small" />
      </IconButton>
    );
  }
  return (
    <>
      <Tooltip describeChild title={isSet ? t('stockAlertSet', { item: target.name }) : label}>
        <IconButton
          size="small"
          color={isSet ? 'primary' : 'default'}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {isSet ? (
            <NotificationsActiveIcon fontSize="small" />
          ) : (
            <NotificationsNoneOutlinedIcon fontSize="small" />
          )}
        </IconButton>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <StockAlertDialog
            target={target}
            defaultQuantitySetting={defaultQuantitySetting}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
