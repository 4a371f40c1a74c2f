import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRemoveStaticShell } from '../lib/static-shell.ts';

/** A-021 / O-043 */
export function SomethingWentWrong() {
  const { t } = useTranslation();
  useRemoveStaticShell();
  return (
    <Stack
      component="main"
      role="alert"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '60vh', p: 3 }}
    >
      <Typography variant="h1" component="h1">
        {t('somethingWentWrong')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('reloadPage')}
      </Button>
    </Stack>
  );
}
