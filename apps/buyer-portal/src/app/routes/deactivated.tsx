import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../lib/site-config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A-020 / O-042: the only thing a deactivated tenant shows, on every route. */
export function DeactivatedPage() {
  const { t } = useTranslation();
  const { tenantName } = useSiteConfig();
  useDocumentTitle(undefined);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <Typography component="h1" variant="h2" sx={{ fontSize: '1.25rem', lineHeight: 1.5 }}>
          {t('tenantDeactivated', { tenantName })}
        </Typography>
      </Paper>
    </Box>
  );
}
