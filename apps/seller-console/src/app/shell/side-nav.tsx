import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import { NavLink } from 'react-router';
import { useSellerOffers } from '../../features/offers/api/get-seller-offers.ts';
import { useStaffCan } from '../../features/staff/hooks.ts';
import { t } from '../../lib/i18n.ts';
import { NAV_ITEMS } from './nav-items.tsx';

/** The sections of the console, in the tenant's sidebar colours. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const waiting = useSellerOffers({}).data?.offers.length ?? 0;
  const can = useStaffCan();
  return (
    <List component="div" sx={{ px: 1.5, py: 2 }}>
      {NAV_ITEMS.filter((item) => !item.ownerOnly || can.owner).map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          end={item.end}
          onClick={onNavigate}
          sx={(theme) => ({
            borderRadius: 1,
            mb: 0.5,
            color: theme.portico.sidebarText,
            '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
            '&:hover': { bgcolor: alpha(theme.portico.sidebarText, 0.08) },
            '&.active': {
              bgcolor: alpha(theme.portico.sidebarText, 0.14),
              fontWeight: 600,
              boxShadow: `inset 3px 0 0 ${theme.palette.secondary.main}`,
            },
            '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: -2 },
          })}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText
            primary={t(item.labelKey)}
            slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
          />
          {item.showsPendingOffers && waiting > 0 && (
            <Chip
              size="small"
              color="secondary"
              label={
                <>
                  {waiting > 999 ? '999+' : waiting}
                  <span className="visually-hidden"> {t('consoleWaiting')}</span>
                </>
              }
              sx={{ height: 22, fontWeight: 700 }}
            />
          )}
        </ListItemButton>
      ))}
    </List>
  );
}
