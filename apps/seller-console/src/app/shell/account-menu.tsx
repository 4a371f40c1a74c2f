import Logout from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { IdTokenClaims } from '@portico/contract';
import { useId, useState } from 'react';
import { useSession } from '../../features/auth/hooks/session.tsx';
import { t } from '../../lib/i18n.ts';

/** The signed-in user's name and e-mail, and Sign out. */
export function AccountMenu({ claims }: { claims: IdTokenClaims }) {
  const { signOut } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const menuId = useId();
  const name = [claims.given_name, claims.family_name].filter(Boolean).join(' ') || claims.email;
  const initials =
    (claims.given_name?.[0] ?? claims.email[0] ?? '?').toUpperCase() + (claims.family_name?.[0] ?? '');

  return (
    <>
      <IconButton
        aria-label={t('consoleAccount')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          sx={{
            width: 34,
            height: 34,
            fontSize: '0.9rem',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {claims.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          disabled={isSigningOut}
          onClick={async () => {
            setIsSigningOut(true);
            setAnchor(null);
            await signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('consoleSignOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
