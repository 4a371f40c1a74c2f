import WhatsApp from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';
import { useTranslation } from 'react-i18next';
import { whatsAppUrl } from '../../lib/routes.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { MENU_WIDTH_COLLAPSED } from './side-menu.tsx';

// WhatsApp's own green, darkened so the white glyph passes AA contrast.
const colours = { bgcolor: '#128C4A', color: '#fff', '&:hover': { bgcolor: '#0E7A40' } } as const;

/** The room a right-placed button takes beside the page on a desktop; the shell keeps the page out of it. */
export const WHATSAPP_GUTTER = 88;
const FAB_SIZE = 56;

export type WhatsAppSide = 'left' | 'right';

/** which side the tenant put the button on (buyer_whatsapp_icon_position, default bottom-right). */
export function useWhatsAppPlacement(): { vertical: 'top' | 'bottom'; side: WhatsAppSide } {
  const { buyer_whatsapp_icon_position: position = 'bottom-right' } = useSiteConfig();
  const [vertical, side] = position.split('-') as ['top' | 'bottom', WhatsAppSide];
  return { vertical, side };
}

function useLink(salesRepWhatApp: string | null) {
  const { t } = useTranslation();
  const label = t('whatsAppSalesRep');
  const href = whatsAppUrl(salesRepWhatApp);
  return href
    ? {
        component: 'a' as const,
        href,
        target: '_blank',
        rel: 'noopener noreferrer',
        'aria-label': label,
        title: label,
      }
    : undefined;
}

/**
 * the floating WhatsApp link to the sales rep on a desktop, kept clear of the page's controls:
 * on the left it sits in the side menu's column, below the menu entries; on the right in a gutter the shell
 * keeps free beside the page (WHATSAPP_GUTTER). Phones get WhatsAppBarButton in the top bar instead.
 */
export function WhatsAppButton({ salesRepWhatApp }: { salesRepWhatApp: string | null }) {
  const link = useLink(salesRepWhatApp);
  const { vertical, side } = useWhatsAppPlacement();
  if (!link) return null;
  // The side column's top holds the menu, so a left button docks at its foot (above the pin toggle).
  const place =
    side === 'left'
      ? { left: (MENU_WIDTH_COLLAPSED - FAB_SIZE) / 2, bottom: 76 }
      : {
          right: (WHATSAPP_GUTTER - FAB_SIZE) / 2,
          ...(vertical === 'top' ? { top: 88 } : { bottom: 24 }),
        };
  return (
    <Fab
      {...link}
      sx={{
        display: { xs: 'none', md: 'inline-flex' },
        position: 'fixed',
        // Above the side menu, whose column it shares on the left.
        zIndex: (theme) => theme.zIndex.drawer + 1,
        ...place,
        ...colours,
      }}
    >
      <WhatsApp />
    </Fab>
  );
}

/** on a phone the WhatsApp link is a round button of the top bar, where it covers nothing. */
export function WhatsAppBarButton({ salesRepWhatApp }: { salesRepWhatApp: string | null }) {
  const link = useLink(salesRepWhatApp);
  if (!link) return null;
  return (
    <Fab
      {...link}
      size="small"
      sx={{ display: { md: 'none' }, boxShadow: 'none', flexShrink: 0, ...colours }}
    >
      <WhatsApp fontSize="small" />
    </Fab>
  );
}
