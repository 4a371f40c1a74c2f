import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { t } from '../../../lib/i18n.ts';

type AuthLayoutProps = { tenantName: string; favicon?: string; children: ReactNode };

/** Sign-in screens: the tenant's brand panel beside (desktop) or above (phone) a form card. */
export function AuthLayout({ tenantName, favicon, children }: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(340px, 5fr) 7fr' },
        gridTemplateRows: { xs: 'auto 1fr', md: '1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={(theme) => ({
          bgcolor: theme.portico.headerBackground,
          color: theme.portico.headerText,
          px: { xs: 2.5, md: 6 },
          py: { xs: 2, md: 6 },
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          alignItems: { xs: 'center', md: 'flex-start' },
          justifyContent: { md: 'space-between' },
          gap: 2,
          position: 'relative',
          overflow: 'hidden',
        })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <BrandMark name={tenantName} favicon={favicon} size={40} />
          <Box>
            <Typography sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.2 }}>
              {tenantName}
            </Typography>
            <Typography sx={{ opacity: 0.8, fontSize: '0.85rem' }}>{t('consoleSellerConsole')}</Typography>
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 420 }}>
          <Typography
            component="p"
            sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.01em', mb: 2 }}
          >
            {t('consoleRunYourWholesaleMarketplaceFromOne')}
          </Typography>
          <Typography sx={{ opacity: 0.85 }}>{t('consoleAnswerOffersKeepStockAndPrices')}</Typography>
        </Box>
        <Typography sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.7, fontSize: '0.8rem' }}>
          {t('consoleForTenantStaffOnly', { tenantName })}
        </Typography>
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            right: -120,
            bottom: -120,
            width: 320,
            height: 320,
            borderRadius: '50%',
            border: `48px solid ${theme.palette.secondary.main}`,
            opacity: 0.25,
            display: { xs: 'none', md: 'block' },
          })}
        />
      </Box>
      <Box
        component="main"
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'center',
          p: { xs: 2, sm: 4 },
        }}
      >
        <Paper
          variant="outlined"
          sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, mt: { xs: 2, md: 0 } }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
