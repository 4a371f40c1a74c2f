import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** covers the screen during blocking loads. */
export function LoadingOverlay({ open = true }: { open?: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label={t('loading')} />
    </Backdrop>
  );
}
