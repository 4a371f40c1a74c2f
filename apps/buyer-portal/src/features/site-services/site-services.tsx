import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../../lib/site-config.ts';
import { portalTracker } from '../../lib/tracking.ts';

/**
 * hands the tenant's helpdesk / analytics choice to the tracking module whenever the config loads or
 * refreshes, sends a page view per route, and shows our consent banner while the tenant asks for consent and the
 * buyer has not chosen. Declining is kept too, so the banner does not come back.
 */
export function SiteServices() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const { pathname } = useLocation();
  const tracker = portalTracker();
  const [needsConsent, setNeedsConsent] = useState(false);

  useEffect(() => {
    tracker.configure(config);
    setNeedsConsent(tracker.needsConsent());
  }, [tracker, config]);

  useEffect(() => {
    tracker.pageView(pathname);
  }, [tracker, pathname]);

  if (!needsConsent) return null;
  const choose = (consent: 'granted' | 'denied') => {
    tracker.setConsent(consent);
    setNeedsConsent(false);
    if (consent === 'granted') tracker.pageView(pathname);
  };
  return (
    <Paper
      component="section"
      role="region"
      aria-label={t('consentBannerLabel')}
      elevation={6}
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, sm: 'auto 24px' },
        bottom: { xs: 72, md: 24 },
        maxWidth: 480,
        p: 2,
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('consentBannerText', { tenantName: config.tenantName })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => choose('denied')}>{t('consentDecline')}</Button>
        <Button variant="contained" onClick={() => choose('granted')}>
          {t('consentAccept')}
        </Button>
      </Stack>
    </Paper>
  );
}
