import ArrowBack from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../lib/routes.ts';
import { COARSE_POINTER } from '../lib/theme.ts';

/** The destinations a back link may name, with the dictionary key of their name (the menu's words). */
const PAGE_NAMES = {
  [PATHS.stock]: 'menuStockList',
  [PATHS.orders]: 'menuOrders',
  [PATHS.cart]: 'menuCart',
} as const;
export type BackLinkTarget = keyof typeof PAGE_NAMES;

/**
 * The one back link of the portal (G-001, L-003: 'a back link to /stock', '… to /orders'): an arrow and
 * 'Back to {page}', where the page is named as the tenant's menu names it (Summit's stock list is its
 * 'Inventory'). `label` replaces the words where the spec gives its own ('Back to Sign In').
 */
export function BackLink({ to, label }: { to: BackLinkTarget | typeof PATHS.signIn; label?: string }) {
  const { t } = useTranslation();
  const text = label ?? (to === PATHS.signIn ? t('backToSignIn') : t('backTo', { page: t(PAGE_NAMES[to]) }));
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '0.875rem',
        fontWeight: 600,
        letterSpacing: 0,
        lineHeight: 1.6,
        textTransform: 'none',
        // A finger's target (WCAG 2.5.5).
        [COARSE_POINTER]: { minHeight: 44 },
      }}
    >
      <ArrowBack sx={{ fontSize: 18 }} />
      {text}
    </Link>
  );
}
