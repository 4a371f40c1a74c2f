import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useNotificationPreference } from '../api/get-notification-preference.ts';
import { useUpdateNotificationPreference } from '../api/update-notification-preference.ts';

/** C-005 / C-065…C-068: the daily report subscription switch and its two messages. */
export function DailyReportDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const preference = useNotificationPreference(true);
  const save = useUpdateNotificationPreference();
  const checked = preference.data?.stockReportNotification ?? false;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="daily-report-title">
      <DialogTitle id="daily-report-title">{t('dailyReportDialogTitle')}</DialogTitle>
      <DialogContent>
        <FormControlLabel
          control={
            <Switch
              checked={checked}
              disabled={!preference.isSuccess || save.isPending}
              onChange={(e) => {
                const stockReportNotification = e.target.checked;
                save.mutate(
                  { stockReportNotification },
                  {
                    onSuccess: () =>
                      notifySuccess(
                        t(stockReportNotification ? 'dailyReportSubscribed' : 'dailyReportUnsubscribed'),
                      ),
                  },
                );
              }}
            />
          }
          label={t('dailyReportSwitch')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
