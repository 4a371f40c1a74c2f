import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/safe-html.tsx';
import { tenantShortName, useSiteConfig } from '../../lib/site-config.ts';
import { Footer } from '../shell/footer.tsx';

/** The frame of the signed-out screens: the tenant's brand panel beside a card holding the form. */
export function AuthLayout({
  children,
  showCustomContent,
}: {
  children: ReactNode;
  showCustomContent?: boolean;
}) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const shortName = tenantShortName(config, t('fallbackTenantShortName'));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(320px, 5fr) 7fr' } }}
      >
        <Box
          component="header"
          sx={(theme) => ({
            bgcolor: theme.portico.header.background,
            color: theme.portico.header.text,
            px: { xs: 3, md: 6 },
            py: { xs: 3, md: 8 },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: { md: 'center' },
            position: 'relative',
            overflow: 'hidden',
            '&::after': {
              content: '""',
              position: 'absolute',
              inset: 'auto -20% -40% auto',
              width: { xs: 200, md: 420 },
              height: { xs: 200, md: 420 },
              borderRadius: '50%',
              bgcolor: 'rgba(255,255,255,0.06)',
              pointerEvents: 'none',
            },
          })}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: { xs: 0, md: 4 } }}>
            {config.logo ? (
              <Box
                component="img"
                src={config.logo}
                alt={t('tenantLogo', { tenant: config.tenantName || shortName })}
                sx={{ maxHeight: { xs: 40, md: 56 }, maxWidth: { xs: 140, md: 200 }, objectFit: 'contain' }}
              />
            ) : config.favicon ? (
              <Box
                component="img"
                src={config.favicon}
                alt=""
                sx={{ width: { xs: 36, md: 48 }, height: { xs: 36, md: 48 }, borderRadius: 1.5 }}
              />
            ) : null}
            <Box>
              <Typography
                component="p"
                sx={{ fontWeight: 700, fontSize: { xs: '1.1rem', md: '1.5rem' }, lineHeight: 1.2 }}
              >
                {config.tenantName || shortName}
              </Typography>
              <Typography component="p" sx={{ opacity: 0.85, fontSize: '0.9rem' }}>
                {config.siteTitle}
              </Typography>
            </Box>
          </Stack>
          {showCustomContent && config.login_custom_content ? (
            <SafeHtml
              html={config.login_custom_content}
              sx={{
                display: { xs: 'none', md: 'block' },
                maxWidth: 460,
                fontSize: '1.05rem',
                lineHeight: 1.7,
                '& p': { m: 0, mb: 1.5 },
                '& a': { color: 'inherit', textDecoration: 'underline' },
              }}
            />
          ) : null}
        </Box>
        <Box
          component="main"
          id="main"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 2, sm: 4 },
            py: { xs: 3, md: 6 },
          }}
        >
          <Paper
            elevation={0}
            variant="outlined"
            sx={{
              width: '100%',
              maxWidth: 440,
              p: { xs: 3, sm: 5 },
              borderRadius: (theme) => `${Math.min(16, Number(theme.shape.borderRadius) * 2)}px`,
              boxShadow: '0 12px 40px rgba(15, 30, 60, 0.08)',
            }}
          >
            {children}
            {showCustomContent && config.login_custom_content ? (
              <SafeHtml
                html={config.login_custom_content}
                sx={{
                  display: { xs: 'block', md: 'none' },
                  mt: 3,
                  fontSize: '0.9rem',
                  color: 'text.secondary',
                  '& p': { m: 0 },
                  '& a': { color: 'primary.main' },
                }}
              />
            ) : null}
          </Paper>
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}
