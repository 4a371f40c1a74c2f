import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { UnsavedChangesGuard } from '../../components/unsaved-changes.tsx';
import { useSession } from '../../features/auth/hooks/session.tsx';
import { useTenantConfig } from '../../features/config/components/tenant-config-provider.tsx';
import { useOfferEvents } from '../../features/offers/hooks/use-offer-events.ts';
import { setScreenTitle } from '../../lib/document-title.ts';
import { t } from '../../lib/i18n.ts';
import { AccountMenu } from './account-menu.tsx';
import { navItemOf } from './nav-items.tsx';
import { SideNav } from './side-nav.tsx';

const DRAWER_WIDTH = 248;

const drawerPaper = {
  paper: {
    sx: (theme: Theme) => ({
      width: DRAWER_WIDTH,
      bgcolor: theme.portico.sidebarBackground,
      color: theme.portico.sidebarText,
      borderRight: 0,
    }),
  },
};

/**
 * App bar with the tenant's brand, side navigation (permanent on desktop, a drawer on phones) and the page; the
 * tab's title names the screen.
 */
export function AppShell() {
  const config = useTenantConfig();
  const { state } = useSession();
  const [isNavOpen, setIsNavOpen] = useState(false);
  // Live updates for as long as the console is open, so the inbox and its count refresh by themselves.
  useOfferEvents(config.tenantApiEndPoint, state.status === 'signed-in');
  // The tab names the screen (its side navigation entry) before the tenant's console.
  const { pathname } = useLocation();
  const screen = navItemOf(pathname);
  const screenLabel = screen ? t(screen.labelKey) : undefined;
  useEffect(() => {
    setScreenTitle(screenLabel);
    return () => setScreenTitle(undefined);
  }, [screenLabel]);
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <a href="#main" className="skip-link">
        {t('consoleSkipToContent')}
      </a>
      <AppBar
        position="fixed"
        elevation={0}
        sx={(theme) => ({
          zIndex: theme.zIndex.drawer + 1,
          bgcolor: theme.portico.headerBackground,
          color: theme.portico.headerText,
        })}
      >
        <Toolbar sx={{ gap: 1.5 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('consoleOpenNavigation')}
            onClick={() => setIsNavOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <BrandMark name={config.tenantName} favicon={config.favicon} size={32} />
          <Box sx={{ minWidth: 0, flexGrow: 1, display: 'flex', alignItems: 'baseline', gap: 1.25 }}>
            <Typography component="p" noWrap sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              {config.tenantName}
            </Typography>
            <Typography
              component="p"
              noWrap
              sx={{ opacity: 0.75, fontSize: '0.9rem', display: { xs: 'none', sm: 'block' } }}
            >
              {t('consoleSellerConsole')}
            </Typography>
          </Box>
          {state.status === 'signed-in' && <AccountMenu claims={state.claims} />}
        </Toolbar>
      </AppBar>

      <Box
        component="nav"
        aria-label={t('consoleMain')}
        sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}
      >
        <Drawer
          variant="temporary"
          open={isNavOpen}
          onClose={() => setIsNavOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' } }}
          slotProps={drawerPaper}
        >
          <Toolbar />
          <SideNav onNavigate={() => setIsNavOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' } }}
          slotProps={drawerPaper}
        >
          <Toolbar />
          <SideNav />
        </Drawer>
      </Box>

      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.default', outline: 'none' }}
      >
        <Toolbar />
        <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2.5, md: 4 } }}>
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        </Box>
      </Box>
    </Box>
  );
}
