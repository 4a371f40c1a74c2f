/** The side menu (B-042…B-047): its entries, the header with the app version, expanded or icons only. */

import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActiveEntry, isCurrentPage, MENU_ENTRIES, type MenuKey } from '../../lib/menu.ts';
import { PATHS } from '../../lib/routes.ts';
import { tenantShortName, useSiteConfig } from '../../lib/site-config.ts';
import { MENU_ICONS } from './menu-icons.tsx';

export const MENU_WIDTH_EXPANDED = 248;
export const MENU_WIDTH_COLLAPSED = 76;

/** B-045: following the link of the page already shown does nothing. */
export function ignoreCurrentPage(path: string, pathname: string) {
  return (event: MouseEvent) => {
    if (isCurrentPage(path, pathname)) event.preventDefault();
  };
}

/**
 * B-042…B-047: the side menu's content. The header links to / and shows the app version on hover (B-043);
 * `isExpanded` false shows icons only, with the label as tooltip and accessible name.
 */
export function SideMenuContent({
  menu,
  isExpanded,
  onNavigate,
  onToggle,
}: {
  menu: readonly MenuKey[];
  isExpanded: boolean;
  onNavigate?(): void;
  onToggle?(): void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const shortName = tenantShortName(config, t('fallbackTenantShortName'));
  return (
    <Box
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: theme.portico.sidebar.background,
        color: theme.portico.sidebar.text,
      })}
    >
      {/* B-043: a native tooltip (title) keeps the popper library out of the first download. */}
      <Box
        component={Link}
        to={PATHS.signIn}
        title={t('appVersion', { version: __APP_VERSION__ })}
        onClick={onNavigate}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.25,
          minHeight: 64,
          color: 'inherit',
          textDecoration: 'none',
          borderBottom: '1px solid rgba(255,255,255,0.12)',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        }}
      >
        {config.favicon ? (
          <Box
            component="img"
            src={config.favicon}
            alt=""
            sx={{ width: 34, height: 34, borderRadius: 1, flexShrink: 0 }}
          />
        ) : (
          <Box
            sx={{
              width: 34,
              height: 34,
              borderRadius: 1,
              flexShrink: 0,
              bgcolor: 'rgba(255,255,255,0.16)',
            }}
          />
        )}
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            letterSpacing: '0.06em',
            fontSize: '0.95rem',
            opacity: isExpanded ? 1 : 0,
            transition: 'opacity 150ms',
          }}
        >
          {shortName}
        </Typography>
      </Box>
      <List
        component="ul"
        sx={{ flex: 1, px: 1.25, py: 1.5, display: 'grid', gap: 0.5, alignContent: 'start' }}
      >
        {menu.map((key) => {
          const entry = MENU_ENTRIES[key];
          const label = t(entry.labelKey);
          const isActive = isActiveEntry(entry.path, pathname);
          return (
            <li key={key}>
              <ListItemButton
                title={isExpanded ? undefined : label}
                component={Link}
                to={entry.path}
                aria-current={isCurrentPage(entry.path, pathname) ? 'page' : undefined}
                onClick={(event: MouseEvent) => {
                  ignoreCurrentPage(entry.path, pathname)(event);
                  onNavigate?.();
                }}
                selected={isActive}
                sx={{
                  borderRadius: 1.5,
                  minHeight: 46,
                  px: 1.75,
                  color: 'inherit',
                  '&.Mui-selected, &.Mui-selected:hover': {
                    bgcolor: 'rgba(255,255,255,0.16)',
                    fontWeight: 700,
                  },
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
                  '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -2 },
                }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>{MENU_ICONS[key]}</ListItemIcon>
                <ListItemText
                  primary={label}
                  slotProps={{
                    primary: {
                      noWrap: true,
                      sx: { fontWeight: isActive ? 700 : 500, fontSize: '0.95rem' },
                    },
                  }}
                  sx={{ opacity: isExpanded ? 1 : 0, transition: 'opacity 150ms', m: 0 }}
                />
              </ListItemButton>
            </li>
          );
        })}
      </List>
      {onToggle ? (
        <Box
          sx={{
            p: 1.25,
            borderTop: '1px solid rgba(255,255,255,0.12)',
            display: 'flex',
            justifyContent: isExpanded ? 'flex-end' : 'center',
          }}
        >
          <IconButton
            onClick={onToggle}
            aria-label={isExpanded ? t('collapseMenu') : t('expandMenu')}
            sx={{ color: 'inherit' }}
          >
            {isExpanded ? <ChevronLeft /> : <ChevronRight />}
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}
