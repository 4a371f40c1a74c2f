import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, Outlet, useLocation } from 'react-router';
import { type ConsoleKey, t } from '../../../lib/i18n.ts';
import { useSellerOffers } from '../api/get-seller-offers.ts';

const TABS = [
  { labelKey: 'consoleInbox', to: '/offers' },
  { labelKey: 'consoleHistory', to: '/offers/history' },
  { labelKey: 'consoleAutoRules', to: '/offers/rules' },
  { labelKey: 'consoleSettings', to: '/offers/settings' },
] as const satisfies readonly { labelKey: ConsoleKey; to: string }[];

/** The Offers section: a heading and one tab per screen, each its own URL (so each can be linked and reloaded). */
export function OffersSection() {
  const { pathname } = useLocation();
  const current = TABS.find((tab) => tab.to !== '/offers' && pathname.startsWith(tab.to))?.to ?? '/offers';
  const waiting = useSellerOffers({}).data?.offers.length;
  const title = t(TABS.find((tab) => tab.to === current)?.labelKey ?? 'consoleInbox');
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        {t('consoleOffers')}
      </Typography>
      <Tabs
        value={current}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('consoleOffersSections')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.to}
            value={tab.to}
            component={Link}
            to={tab.to}
            label={
              tab.to === '/offers' && waiting ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {t(tab.labelKey)}
                  <Box
                    component="span"
                    sx={{
                      minWidth: 22,
                      px: 0.75,
                      borderRadius: 11,
                      lineHeight: '22px',
                      fontSize: '0.75rem',
                      fontWeight: 700,
                      bgcolor: 'secondary.main',
                      color: 'secondary.contrastText',
                    }}
                  >
                    {waiting > 999 ? '999+' : waiting}
                    <span className="visually-hidden"> {t('consoleWaiting')}</span>
                  </Box>
                </Box>
              ) : (
                t(tab.labelKey)
              )
            }
          />
        ))}
      </Tabs>
      <Box component="section" aria-label={title}>
        <Outlet />
      </Box>
    </Box>
  );
}
