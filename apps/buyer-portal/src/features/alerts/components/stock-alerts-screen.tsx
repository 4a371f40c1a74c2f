import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QUANTITY_MAX, type StockAlert } from '@portico/contract';
import { normaliseAlertQuantity } from '@portico/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { Page } from '../../../components/page.tsx';
import { useAccess, useAuthority } from '../../../lib/authorities.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { PATHS } from '../../../lib/routes.ts';
import { useDeleteStockAlert, useStockAlerts, useUpdateStockAlert } from '../api/stock-alerts.ts';
import { isDirty } from '../logic/alert-sentence.ts';
import { AlertQuantityInput } from './alert-quantity-input.tsx';

/**
 * /stock-alerts (E-009…E-014): the back control, then one row per alert — its description, the quantity inside
 * 'Alert me when you add {alert} units', the 'increments of N' hint, Update and Cancel once edited, and a delete
 * icon — or the empty state. Failures are only logged (E-014).
 */
export function StockAlertsScreen() {
  const { t } = useTranslation();
  const canAlert = useAuthority('CAN_SET_STOCKLIST_ALERT');
  const alerts = useStockAlerts(canAlert);
  const list = Object.values(alerts.data ?? {});

  const { isLoaded } = useAccess();
  let body: React.ReactNode;
  if (isLoaded && !canAlert) {
    // E-001: the bells are off for this account: say why, instead of inviting them to add alerts.
    body = (
      <Alert severity="info" variant="outlined" role="note">
        {t('alertsOffReason')}
      </Alert>
    );
  } else if (canAlert && alerts.isPending) {
    body = <LoadingOverlay />;
  } else if (list.length === 0) {
    body = (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}
      >
        <NotificationsNoneOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography component="h2" variant="h6">
          {t('stockAlertsEmptyTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
          {t('stockAlertsEmptyText')}
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden' }}>
        {list.map((alert) => (
          <AlertRow key={alert.itemNumberWarehouse} alert={alert} />
        ))}
      </Paper>
    );
  }

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Page title={t('stockAlertsHeading')} back={PATHS.stock}>
        {body}
      </Page>
    </Box>
  );
}

function AlertRow({ alert }: { alert: StockAlert }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(String(alert.quantity));
  const [error, setError] = useState<string | undefined>(undefined);
  const update = useUpdateStockAlert();
  const remove = useDeleteStockAlert();
  const dirty = isDirty(draft, alert.quantity);
  const busy = update.isPending || remove.isPending;
  // Update and Cancel go with a saved change: the focus returns to the quantity (enabled again), not the page's top.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || busy) return;
    setRefocus(false);
    document.getElementById(`${id}-quantity`)?.focus();
  }, [refocus, busy, id]);

  const save = () => {
    const quantity = normaliseAlertQuantity(draft, alert.incrementSize);
    setDraft(String(quantity));
    if (quantity > QUANTITY_MAX) {
      setError(t('alertQuantityTooLarge'));
      return;
    }
    setError(undefined);
    update.mutate(
      { itemNumberWarehouse: alert.itemNumberWarehouse, quantity },
      {
        onSuccess: (saved) => {
          setDraft(String(saved.quantity));
          notifySuccess(t('stockAlertUpdated'));
          setRefocus(true);
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  const cancel = () => {
    setDraft(String(alert.quantity));
    setError(undefined);
  };

  return (
    <Box
      component="li"
      aria-labelledby={`${id}-description`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 1fr) auto auto' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        px: 2,
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          id={`${id}-description`}
          variant="body2"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {alert.description}
        </Typography>
        {/* The same item in two warehouses reads alike: its item number names the warehouse too. */}
        <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('itemNumber')} {alert.itemNumberWarehouse}
        </Typography>
      </Box>
      <Box sx={{ gridRow: { xs: 2, md: 'auto' }, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <AlertQuantityInput
            id={`${id}-quantity`}
            value={draft}
            labelQuantity={alert.quantity}
            incrementSize={alert.incrementSize}
            disabled={busy}
            onChange={(next) => {
              setDraft(next);
              setError(undefined);
            }}
            // E-004 on leaving the field, as the Stock Alert dialog does: the number shown is the one UPDATE saves.
            onBlur={() => setDraft(String(normaliseAlertQuantity(draft, alert.incrementSize)))}
            error={error}
            onEnter={() => (dirty ? save() : undefined)}
          />
          {dirty ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" variant="contained" disableElevation onClick={save} disabled={busy}>
                {t('update')}
              </Button>
              <Button size="small" onClick={cancel} disabled={busy}>
                {t('cancel')}
              </Button>
            </Box>
          ) : null}
        </Box>
      </Box>
      <IconButton
        aria-label={t('deleteStockAlert', { item: alert.description })}
        onClick={() => {
          // The row leaves the list as soon as the cache drops the alert, so the message cannot hang on this
          // row's mutate callbacks (they do not run once it is unmounted). A failure was already logged (E-014).
          remove.mutateAsync(alert.itemNumberWarehouse).then(
            () => notifySuccess(t('stockAlertDeleted')),
            () => undefined,
          );
        }}
        disabled={busy}
        sx={{ gridRow: 1, gridColumn: { xs: 2, md: 3 }, justifySelf: 'end' }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
