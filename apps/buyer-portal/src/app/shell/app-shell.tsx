import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { BannerBar } from '../../features/banners/components/banner-bar.tsx';
import { ProofOfExportDialog } from '../../features/proof-of-export/components/proof-of-export-dialog.tsx';
import { useAccess } from '../../lib/authorities.ts';
import { watchFocusRescue } from '../../lib/focus-rescue.ts';
import { useLiveUpdates } from '../../lib/live-updates.ts';
import { buildMobileBar } from '../../lib/menu.ts';
import { PATHS, whatsAppUrl } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { useLiveAccount } from '../live-account.ts';
import { Footer } from './footer.tsx';
import { MOBILE_BAR_HEIGHT, MobileBar } from './mobile-bar.tsx';
import { MENU_WIDTH_COLLAPSED, MENU_WIDTH_EXPANDED, SideMenuContent } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { AppVersionCheck } from './use-app-version-check.ts';
import {
  useWhatsAppPlacement,
  WHATSAPP_GUTTER,
  WhatsAppBarButton,
  WhatsAppButton,
} from './whatsapp-button.tsx';

/**
 * The signed-in frame (spec part 1 §2 Side menu, Shell pieces): side menu (a drawer and a bottom bar on
 * phones), top bar, banners above the page, footer, and the WhatsApp button on /stock only.
 */
export function AppShell() {
  const { t } = useTranslation();
  const session = useSession();
  const config = useSiteConfig();
  const { menu, authorities } = useAccess();
  const { pathname } = useLocation();
  const whatsAppSide = useWhatsAppPlacement().side;
  // The desktop menu is hidden on a phone and the bottom bar on a desktop: the hidden one is not rendered at all
  // (P9: the phone's first load does not build a menu it never shows).
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [isPinned, setPinned] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  useLiveUpdates(session.status === 'signedIn');
  useLiveAccount(session.status === 'signedIn');
  // After a client-side navigation the new page opens at its top and focus moves to its content, as a full page
  // load would do. Focusing with scrolling would put the top of <main> (the announcements, A-036) at the top of
  // the viewport, half under the sticky top bar. A layout effect: it runs in the task that puts the new page in, so
  // no frame is drawn of the new page at the old page's scroll (a passive effect of the router's transition runs
  // in a later task, after a frame or more on a busy phone).
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  // A press that takes its own control away leaves the focus near where it was, not on the body (WCAG 2.4.3).
  const signedIn = session.status === 'signedIn';
  useEffect(() => {
    const main = signedIn ? document.getElementById('main') : null;
    return main ? watchFocusRescue(main) : undefined;
  }, [signedIn]);
  if (session.status !== 'signedIn') return null;
  const isExpanded = isPinned || isHovered;
  const mobileItems = buildMobileBar(menu, authorities);
  // on /stock only. A right-placed button gets a gutter of its own beside the page on a desktop.
  const salesRepWhatApp = session.user.salesRepWhatApp;
  const hasWhatsApp = pathname === PATHS.stock && whatsAppUrl(salesRepWhatApp) !== undefined;
  const hasRightGutter = hasWhatsApp && whatsAppSide === 'right';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            zIndex: 2000,
            p: 1.5,
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 1,
            boxShadow: 4,
          },
        }}
      >
        {t('skipToContent')}
      </Box>
      {/* B-046: desktop menu, icons only until hovered or pinned open by the toggle. */}
      {isWide ? (
        <Box
          component="nav"
          aria-label={t('mainNavigation')}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: isPinned ? MENU_WIDTH_EXPANDED : MENU_WIDTH_COLLAPSED,
            flexShrink: 0,
            transition: 'width 200ms',
          }}
        >
          <Box
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            sx={{
              position: 'fixed',
              top: 0,
              bottom: 0,
              left: 0,
              width: isExpanded ? MENU_WIDTH_EXPANDED : MENU_WIDTH_COLLAPSED,
              transition: 'width 200ms',
              zIndex: (theme) => theme.zIndex.drawer,
              boxShadow: isHovered && !isPinned ? 8 : 0,
              overflow: 'hidden',
            }}
          >
            <SideMenuContent menu={menu} isExpanded={isExpanded} onToggle={() => setPinned((v) => !v)} />
          </Box>
        </Box>
      ) : null}
      <Drawer
        open={isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: MENU_WIDTH_EXPANDED, border: 0 } } }}
      >
        <Box component="nav" aria-label={t('mainNavigation')} sx={{ height: '100%' }}>
          <SideMenuContent menu={menu} isExpanded onNavigate={() => setDrawerOpen(false)} />
        </Box>
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          user={session.user}
          onOpenDrawer={() => setDrawerOpen(true)}
          whatsApp={hasWhatsApp ? <WhatsAppBarButton salesRepWhatApp={salesRepWhatApp} /> : null}
        />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flex: 1,
            pl: { xs: 2, sm: 3, lg: 4 },
            pr: hasRightGutter ? { xs: 2, sm: 3, md: `${WHATSAPP_GUTTER}px` } : { xs: 2, sm: 3, lg: 4 },
            py: { xs: 2.5, sm: 4 },
            width: '100%',
            maxWidth: 1440,
            mx: 'auto',
            outline: 'none',
          }}
        >
          <BannerBar />
          <Outlet />
        </Box>
        <Box
          sx={{
            pb: { xs: `${MOBILE_BAR_HEIGHT}px`, md: 0 },
            ...(hasRightGutter ? { pr: { md: `${WHATSAPP_GUTTER}px` } } : {}),
          }}
        >
          <Footer />
        </Box>
      </Box>
      {isWide ? null : <MobileBar items={mobileItems} />}
      {hasWhatsApp ? <WhatsAppButton salesRepWhatApp={salesRepWhatApp} /> : null}
      <AppVersionCheck initialServed={config.appVersion} />
      {/* H-001: opens by itself while a proof-of-export document waits for a file. */}
      <ProofOfExportDialog />
    </Box>
  );
}
