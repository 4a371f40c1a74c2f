import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { UserInfo } from '@portico/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../lib/site-config.ts';
import { useColorMode } from '../color-mode.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The top bar: the phone's menu button, the tenant name, the phone's WhatsApp button (A-023, `whatsApp`), the
 * dark-mode toggle and the user badge.
 */
export function TopBar({
  user,
  onOpenDrawer,
  whatsApp,
}: {
  user: UserInfo;
  onOpenDrawer(): void;
  whatsApp?: ReactNode;
}) {
  const { t } = useTranslation();
  const { tenantName, siteTitle, logo } = useSiteConfig();
  const { mode, toggle } = useColorMode();
  const modeLabel = mode === 'dark' ? t('switchToLightMode') : t('switchToDarkMode');
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={(theme) => ({
        bgcolor: theme.portico.header.background,
        color: theme.portico.header.text,
        zIndex: theme.zIndex.drawer - 1,
      })}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onOpenDrawer}
          aria-label={t('openMenu')}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        {logo ? (
          <Box
            component="img"
            src={logo}
            alt={t('tenantLogo', { tenant: tenantName })}
            sx={{ height: { xs: 28, sm: 36 }, maxWidth: 140, objectFit: 'contain' }}
          />
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="p" noWrap sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.1rem' } }}>
            {tenantName}
          </Typography>
          <Typography
            component="p"
            noWrap
            sx={{ fontSize: '0.78rem', opacity: 0.85, display: { xs: 'none', sm: 'block' } }}
          >
            {siteTitle}
          </Typography>
        </Box>
        {whatsApp}
        <IconButton color="inherit" onClick={toggle} aria-label={modeLabel} title={modeLabel}>
          {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
        </IconButton>
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
