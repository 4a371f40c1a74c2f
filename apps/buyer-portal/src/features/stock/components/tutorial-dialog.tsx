import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/**
 * The iframe's sandbox: a page of another site (a video host) runs its own scripts in its own origin; a page of
 * this portal's origin (the how-to page Portico serves) gets no scripts, since scripts with its same origin could
 * lift the sandbox and reach the portal.
 */
export function tutorialSandbox(url: string, portalOrigin: string): string {
  let sameOrigin = true;
  try {
    sameOrigin = new URL(url, portalOrigin).origin === portalOrigin;
  } catch {
    // Not a URL the frame could load anyway: the strict sandbox.
  }
  return sameOrigin
    ? 'allow-popups allow-popups-to-escape-sandbox'
    : 'allow-scripts allow-same-origin allow-popups allow-presentation';
}

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
