import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { PATHS } from '../../lib/routes.ts';

/** Unknown routes inside the shell. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFoundHeading')}>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('notFoundText')}</Typography>
      <Button variant="contained" component={Link} to={PATHS.stock}>
        {t('goToStocklist')}
      </Button>
    </Page>
  );
}
