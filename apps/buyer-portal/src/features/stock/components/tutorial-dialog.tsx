import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { tutorialSandbox } from '../logic/tutorial-sandbox.ts';

/** C-002 / C-058: the configured tutorial page, embedded. */
export function TutorialDialog({ url, onClose }: { url: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="tutorial-title">
      <DialogTitle id="tutorial-title">{t('tutorialDialogTitle')}</DialogTitle>
      <DialogContent>
        <iframe
          src={url}
          title={t('tutorialDialogTitle')}
          // Tall enough to read a how-to page on a phone too (a 16:9 box there is a few lines high).
          style={{ width: '100%', height: 'min(70vh, 640px)', border: 0 }}
          sandbox={tutorialSandbox(url, window.location.origin)}
          allow="fullscreen; picture-in-picture"
          referrerPolicy="no-referrer"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
