import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../session-actions.ts';

/** B-021: 'Are you sure you want to log out?' Cancel / Logout, then 'You logged out successfully!'. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="logout-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="logout-dialog-title" sx={{ pt: 3 }}>
        {t('logoutConfirm')}
      </DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={isBusy}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={isBusy}
          onClick={async () => {
            setBusy(true);
            await signOut({ message: { key: 'loggedOutSuccessfully', severity: 'success' } });
          }}
        >
          {t('logout')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
