import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Zoom from '@mui/material/Zoom';
import type { ItemGroup, StockItem, StocklistSettings } from '@portico/contract';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagerAriaLabel } from '../../../lib/pager-labels.ts';
import { formatCount, pageCount, pageSlice, totals } from '../logic/display.ts';
import type { StockLabels } from '../logic/labels.ts';
import type { StockView } from '../logic/stock-view.ts';
import { GroupCard, GroupCardStyles } from './group-card.tsx';

/** C-034: 'Top of Results' once the page has scrolled one screen height. */
function TopOfResults({ target }: { target: React.RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // The position is the wrapper's: Zoom animates the button's own transform (a centring transform on the button
  // was overridden, and the button sat over the cards' BUY and OFFER). On a phone it is a round button in the
  // bottom-left corner, where the cards hold text, not controls; its name stays 'Top of Results'.
  return (
    <Box
      sx={{
        position: 'fixed',
        bottom: { xs: 80, md: 88 },
        left: { xs: 12, md: '50%' },
        transform: { md: 'translateX(-50%)' },
        zIndex: 10,
      }}
    >
      <Zoom in={shown}>
        <Fab
          variant={phone ? 'circular' : 'extended'}
          size="medium"
          color="primary"
          aria-label={phone ? t('topOfResults') : undefined}
          onClick={() => {
            target.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            target.current?.focus({ preventScroll: true });
          }}
        >
          <KeyboardArrowUpIcon sx={{ mr: phone ? 0 : 0.5 }} />
          {phone ? null : t('topOfResults')}
        </Fab>
      </Zoom>
    </Box>
  );
}

/**
 * C-032…C-037: totals, one page of 24 cards (never more mounted, P4), the pager with first and last, and the
 * empty state.
 */
export function StockResults({
  settings,
  view,
  labels,
  page,
  onPage,
  onOpenDialog,
  onGradeInfo,
}: {
  settings: StocklistSettings;
  view: StockView;
  labels: StockLabels;
  page: number;
  onPage(page: number): void;
  onOpenDialog(group: ItemGroup, item: StockItem, mode: 'buy' | 'offer'): void;
  onGradeInfo(grade: string): void;
}) {
  const { t } = useTranslation();
  const top = useRef<HTMLElement>(null);
  // P9: the first page of cards mounts in a background render React can interrupt, so the screen around it
  // paints first and no single task blocks the main thread for long; the list's space is held meanwhile.
  const isListShown = useDeferredValue(true, false);
  const max = settings.maxItemQuantityToBeDisplayed;
  const sum = useMemo(
    () =>
      totals(
        (function* () {
          for (const g of view.groups) yield* g.items;
        })(),
        max,
      ),
    [view.groups, max],
  );
  const slice = pageSlice(view.groups.length, page);
  const pages = pageCount(view.groups.length);
  const onPage_ = (p: number) => {
    onPage(p);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Box
      component="section"
      aria-labelledby="stock-results-heading"
      ref={top}
      tabIndex={-1}
      sx={{ outline: 'none', scrollMarginTop: 80 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 2, mb: 1.5 }}>
        <Typography id="stock-results-heading" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          {view.category ? labels.category(view.category) : t('stockListHeading')}
        </Typography>
        <Stack
          direction="row"
          spacing={2.5}
          component="dl"
          sx={{
            m: 0,
            ml: 'auto',
            '& dt': { color: 'text.secondary', fontSize: '0.8rem' },
            '& dd': { m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
          }}
        >
          <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline' }}>
            <dt>{t('totalItems')}</dt>
            <dd data-testid="total-items">{formatCount(sum.items)}</dd>
          </Box>
          <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline' }}>
            <dt>{t('totalQuantity')}</dt>
            <dd data-testid="total-quantity">
              {formatCount(sum.quantity)}
              {sum.capped ? '+' : ''}
            </dd>
          </Box>
        </Stack>
      </Box>
      {!isListShown ? (
        <Box data-testid="stock-placeholder" sx={{ minHeight: '100vh' }} />
      ) : view.groups.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {t('noItemsFound')}
        </Typography>
      ) : (
        <>
          <GroupCardStyles />
          <Stack
            component="ul"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-labelledby="stock-results-heading"
          >
            {view.groups.slice(slice.start, slice.end).map((g) => (
              <GroupCard
                key={g.group.groupId}
                group={g.group}
                items={g.items}
                settings={settings}
                labels={labels}
                onOpenDialog={onOpenDialog}
                onGradeInfo={onGradeInfo}
              />
            ))}
          </Stack>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mt: 2,
            }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('resultsShowing', { from: slice.start + 1, to: slice.end, total: view.groups.length })}
            </Typography>
            <Pagination
              count={pages}
              page={slice.page}
              onChange={(_, p) => onPage_(p)}
              showFirstButton
              showLastButton
              siblingCount={1}
              boundaryCount={1}
              color="primary"
              shape="rounded"
              aria-label={t('pagination')}
              getItemAriaLabel={pagerAriaLabel(t)}
            />
          </Box>
        </>
      )}
      <TopOfResults target={top} />
    </Box>
  );
}
