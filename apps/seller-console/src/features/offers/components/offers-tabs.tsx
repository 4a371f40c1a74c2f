import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, Outlet, useLocation } from 'react-router';
import { useSellerOffers } from '../api/get-seller-offers.ts';

const TABS = [
  { label: 'Inbox', to: '/offers' },
  { label: 'History', to: '/offers/history' },
  { label: 'Auto-rules', to: '/offers/rules' },
  { label: 'Settings', to: '/offers/settings' },
] as const;

/** The Offers section: a heading and one tab per screen, each its own URL (so each can be linked and reloaded). */
export function OffersSection() {
  const { pathname } = useLocation();
  const current = TABS.find((t) => t.to !== '/offers' && pathname.startsWith(t.to))?.to ?? '/offers';
  const waiting = useSellerOffers({}).data?.offers.length;
  const title = TABS.find((t) => t.to === current)?.label ?? 'Inbox';
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        Offers
      </Typography>
      <Tabs
        value={current}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Offers sections"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.to}
            value={t.to}
            component={Link}
            to={t.to}
            label={
              t.to === '/offers' && waiting ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {t.label}
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
                    <span className="visually-hidden"> waiting</span>
                  </Box>
                </Box>
              ) : (
                t.label
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
