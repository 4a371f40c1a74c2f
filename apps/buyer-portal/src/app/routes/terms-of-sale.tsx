import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { useSiteConfig } from '../../lib/site-config.ts';

/** the tenant's terms of sale (config terms_of_sale_html, sanitised); sets the document title. */
export default function TermsOfSalePage() {
  const { t } = useTranslation();
  const { terms_of_sale_html: html } = useSiteConfig();
  return (
    <Page title={t('termsOfSale')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 880 }}>
        <SafeHtml
          html={html}
          sx={{ '& p': { mt: 0, mb: 1.5, lineHeight: 1.7 }, '& a': { color: 'primary.main' } }}
        />
      </Paper>
    </Page>
  );
}
