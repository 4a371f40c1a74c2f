import WhatsApp from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';
import { useTranslation } from 'react-i18next';
import { whatsAppUrl } from '../../lib/routes.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { MOBILE_BAR_HEIGHT } from './mobile-bar.tsx';
import { MENU_WIDTH_COLLAPSED } from './side-menu.tsx';

/** the floating WhatsApp link to the sales rep, placed by buyer_whatsapp_icon_position. */
export function WhatsAppButton({ salesRepWhatApp }: { salesRepWhatApp: string | null }) {
  const { t } = useTranslation();
  const { buyer_whatsapp_icon_position: position = 'bottom-right' } = useSiteConfig();
  const href = whatsAppUrl(salesRepWhatApp);
  if (!href) return null;
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const label = t('whatsAppSalesRep');
  return (
    <Fab
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.speedDial,
        // On desktop the side menu covers the left edge: keep a left-placed button beside it.
        [horizontal]: { xs: 16, md: horizontal === 'left' ? MENU_WIDTH_COLLAPSED + 28 : 28 },
        ...(vertical === 'top'
          ? { top: { xs: 72, sm: 84 } }
          : { bottom: { xs: MOBILE_BAR_HEIGHT + 16, md: 88 } }),
        // WhatsApp's own green, darkened so the white glyph passes AA contrast.
        bgcolor: '#128C4A',
        color: '#fff',
        '&:hover': { bgcolor: '#0E7A40' },
      }}
    >
      <WhatsApp />
    </Fab>
  );
}
