import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatCount } from '@portico/domain/i18n';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { capBadge } from '../logic/cart-lines.ts';
import type { CartTab } from '../logic/cart-tab.ts';

const TAB_LABEL_KEYS: Record<CartTab, string> = {
  0: 'cartTabCart',
  1: 'cartTabAwaitingYourReview',
  2: 'cartTabAwaitingSellerReview',
};

/** The count badge of a tab (G-004, §9 badge maximum). */
function CountBadge({ n, active }: { n: number; active: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        ml: { xs: 0, sm: 1 },
        minWidth: 22,
        px: 0.75,
        py: 0.125,
        borderRadius: 11,
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.6,
        textAlign: 'center',
        bgcolor: active ? 'primary.main' : 'action.selected',
        color: active ? 'primary.contrastText' : 'text.primary',
      }}
    >
      {formatCount(capBadge(n))}
    </Box>
  );
}

/**
 * The sticky header of /cart (G-002…G-012): the three tabs with count badges (1 and 2 disabled at 0), the tab's
 * message lines, and warehouse jump links when there is more than one warehouse. It gains a shadow when pinned.
 */
export const CartHeader = forwardRef<
  HTMLDivElement,
  {
    tab: CartTab;
    counts: Record<CartTab, number>;
    pinned: boolean;
    onTab(tab: CartTab): void;
    messages: string[];
    warehouses: { id: string; label: string }[];
    activeWarehouse: string | undefined;
    onJump(id: string): void;
  }
>(function CartHeader({ tab, counts, pinned, onTab, messages, warehouses, activeWarehouse, onJump }, ref) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box
      ref={ref}
      sx={(theme) => ({
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: theme.zIndex.appBar - 2,
        bgcolor: 'background.default',
        mx: { xs: -2, sm: -3, lg: -4 },
        px: { xs: 2, sm: 3, lg: 4 },
        pb: 1.5,
        mb: 2,
        boxShadow: pinned ? theme.shadows[4] : 'none',
        borderBottom: 1,
        borderColor: pinned ? 'transparent' : 'divider',
        transition: 'box-shadow 150ms',
      })}
      data-pinned={pinned ? 'true' : 'false'}
    >
      {/* G-002, G-004: on a phone the three tabs share the width, their names wrapped over the count, so every
          count shows at once (scrolled, the offers' tabs hid behind an arrow). */}
      <Tabs
        value={tab}
        onChange={(_, v: CartTab) => onTab(v)}
        variant={phone ? 'fullWidth' : 'scrollable'}
        scrollButtons={phone ? false : 'auto'}
        aria-label={t('cartSections')}
      >
        {([0, 1, 2] as const).map((i) => (
          <Tab
            key={i}
            value={i}
            wrapped={phone}
            disabled={i !== 0 && counts[i] === 0}
            aria-label={`${t(TAB_LABEL_KEYS[i])} ${capBadge(counts[i])}`}
            label={
              <Box
                component="span"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  flexDirection: phone ? 'column' : 'row',
                  gap: phone ? 0.5 : 0,
                }}
              >
                {t(TAB_LABEL_KEYS[i])}
                <CountBadge n={counts[i]} active={tab === i} />
              </Box>
            }
            sx={{
              textTransform: 'none',
              fontWeight: 600,
              minHeight: 48,
              ...(phone ? { px: 0.75, fontSize: '0.8125rem', lineHeight: 1.3 } : {}),
            }}
          />
        ))}
      </Tabs>
      {messages.map((m) => (
        <Typography key={m} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {m}
        </Typography>
      ))}
      {warehouses.length > 1 ? (
        <Stack
          component="nav"
          aria-label={t('cartWarehouseLinks')}
          direction="row"
          sx={{ gap: 1, mt: 1.25, flexWrap: 'nowrap', overflowX: 'auto', pb: 0.25 }}
        >
          {warehouses.map((w) => {
            const active = w.id === activeWarehouse;
            return (
              <Chip
                key={w.id}
                component="a"
                href={`#${w.id}`}
                clickable
                label={w.label}
                color={active ? 'primary' : 'default'}
                variant={active ? 'filled' : 'outlined'}
                aria-current={active ? 'location' : undefined}
                onClick={(e: React.MouseEvent) => {
                  e.preventDefault();
                  onJump(w.id);
                }}
              />
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
});
