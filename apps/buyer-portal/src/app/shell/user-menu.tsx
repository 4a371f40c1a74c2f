import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { UserInfo } from '@portico/contract';
import { userBadge } from '@portico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/routes.ts';
import { LogoutDialog } from './logout-dialog.tsx';

/** B-019: the six badge colours, each dark enough for white initials (WCAG AA). */
export const BADGE_COLORS = ['#1565C0', '#2E7D32', '#6A1B9A', '#AD1457', '#00695C', '#BF360C'] as const;

/** B-019 / B-020: the initials badge opens My Preferences and Logout. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isLogoutOpen, setLogoutOpen] = useState(false);
  const { initials, colorIndex } = userBadge(user);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('accountMenu', { name: fullName })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'user-menu' : undefined}
        // The badge fills the button, so the ripple alone barely shows keyboard focus: a ring around it does.
        sx={{ p: 0.5, '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 1 } }}
      >
        <Avatar
          data-badge-index={colorIndex}
          sx={{
            width: 36,
            height: 36,
            fontSize: '0.95rem',
            fontWeight: 700,
            bgcolor: BADGE_COLORS[colorIndex - 1],
            color: '#fff',
            border: '2px solid rgba(255,255,255,0.7)',
          }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1 }} aria-hidden>
          <Typography sx={{ fontWeight: 600 }}>{fullName}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(PATHS.preferences);
          }}
        >
          <ListItemIcon>
            <TuneOutlined fontSize="small" />
          </ListItemIcon>
          {t('myPreferences')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setLogoutOpen(true);
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('logout')}
        </MenuItem>
      </Menu>
      <LogoutDialog open={isLogoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
}
