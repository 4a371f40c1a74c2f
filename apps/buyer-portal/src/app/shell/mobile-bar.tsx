/** The phone's bottom navigation bar (B-042, B-045): the menu entries, with the Stock Alerts shortcut. */

import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MOBILE_BAR_HEIGHT } from '../../lib/layout.ts';
import { isActiveEntry, MENU_ENTRIES, type MenuKey } from '../../lib/menu.ts';
import { MENU_ICONS } from './menu-icons.tsx';
import { ignoreCurrentPage } from './side-menu.tsx';

export { MOBILE_BAR_HEIGHT };

/** B-042: the phone's bottom bar, with the Stock Alerts shortcut. */
export function MobileBar({ items }: { items: readonly MenuKey[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = items.find((k) => isActiveEntry(MENU_ENTRIES[k].path, pathname)) ?? false;
  if (items.length === 0) return null;
  return (
    <Paper
      component="nav"
      aria-label={t('mobileNavigation')}
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: { md: 'none' },
      }}
    >
      <BottomNavigation value={current} showLabels sx={{ height: MOBILE_BAR_HEIGHT }}>
        {items.map((key) => (
          <BottomNavigationAction
            key={key}
            value={key}
            label={t(MENU_ENTRIES[key].labelKey)}
            icon={MENU_ICONS[key]}
            component={Link}
            to={MENU_ENTRIES[key].path}
            onClick={ignoreCurrentPage(MENU_ENTRIES[key].path, pathname)}
            sx={{
              minWidth: 0,
              px: 0.5,
              // Five entries share a phone's width: a long label wraps onto a second line instead of running into
              // its neighbour, and the selected one keeps the same size (MUI enlarges it) and is bold instead.
              '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
                fontSize: '0.68rem',
                lineHeight: 1.15,
                whiteSpace: 'normal',
                textAlign: 'center',
              },
              '& .MuiBottomNavigationAction-label.Mui-selected': { fontWeight: 700 },
            }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
