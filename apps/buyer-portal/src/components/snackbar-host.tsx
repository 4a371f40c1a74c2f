import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { dismissNotice, noticeStore, SNACKBAR_AUTO_HIDE_MS } from '../lib/notify.ts';
import { useStore } from '../lib/store.ts';

/**
 * The one snackbar of the portal: top centre, hidden after 30 s (A-026, O-005). It sits just under the
 * top bar (56 px on a phone, 64 above), never over it: a long-lived notice (the order page's payment deadline,
 * 5 minutes, L-013) must not hide the menu and account buttons.
 */
export function SnackbarHost() {
  const { t } = useTranslation();
  const notice = useStore(noticeStore);
  return (
    <Snackbar
      key={notice?.id}
      open={Boolean(notice)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64, sm: 72 } }}
      autoHideDuration={notice?.autoHideMs === null ? null : (notice?.autoHideMs ?? SNACKBAR_AUTO_HIDE_MS)}
      onClose={(_event, reason) => {
        // A click elsewhere on the page must not throw away a message the user has not read.
        if (reason === 'clickaway') return;
        if (notice) dismissNotice(notice.id);
      }}
    >
      {notice ? (
        <Alert
          variant="filled"
          severity={notice.severity}
          onClose={() => dismissNotice(notice.id)}
          slotProps={{ closeButton: { title: t('close'), 'aria-label': t('close') } }}
          action={
            // An action replaces the Alert's own close button: keep both, so a long-lived notice with an action
            // (the order page's 5-minute deadline, L-013, L-062) can be closed; on a phone it spans the header.
            notice.action ? (
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    dismissNotice(notice.id);
                    notice.action?.onClick();
                  }}
                >
                  {notice.action.label}
                </Button>
                <IconButton
                  color="inherit"
                  size="small"
                  title={t('close')}
                  aria-label={t('close')}
                  onClick={() => dismissNotice(notice.id)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            ) : undefined
          }
          sx={{ minWidth: { sm: 360 }, maxWidth: 640, alignItems: 'center', boxShadow: 6 }}
        >
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
