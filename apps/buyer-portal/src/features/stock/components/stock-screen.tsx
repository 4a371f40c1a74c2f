import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ItemGroup, StockItem } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { Page } from '../../../components/page.tsx';
import { useAccess, useAuthority } from '../../../lib/authorities.ts';
import { useOffers } from '../../offers/api/get-offers.ts';
import { useInventorySettings } from '../api/get-inventory-settings.ts';
import { useStockFilters } from '../hooks/use-stock-filters.ts';
import { activeChips, exportFilters } from '../logic/filter-actions.ts';
import { makeLabels } from '../logic/labels.ts';
import { BrowseOnlyNote } from './browse-only.tsx';
import { FilterChips } from './filter-chips.tsx';
import { FilterPanel } from './filter-panel.tsx';
import type { OfferDialogTarget } from './offer-dialog.tsx';
import { StockResults } from './stock-results.tsx';
import { StockSearch } from './stock-search.tsx';
import { StockToolbar } from './stock-toolbar.tsx';

// P9: the dialogs load when first opened, not with the list.
const OfferDialog = lazy(() => import('./offer-dialog.tsx').then((m) => ({ default: m.OfferDialog })));
const GradeOverviewDialog = lazy(() =>
  import('./grade-overview-dialog.tsx').then((m) => ({ default: m.GradeOverviewDialog })),
);

/**
 * The offer dialog with the item's cart entry (C-052 / §6: the offers map is loaded only with CAN_BUY_ONLINE).
 * P9: the offers are read here and in the toolbar, not by the screen, so their answer (which arrives once the
 * screen is up) re-renders those two, not the whole screen.
 */
function OfferDialogWithEntry(props: Omit<React.ComponentProps<typeof OfferDialog>, 'entry'>) {
  const offers = useOffers(useAuthority('CAN_BUY_ONLINE')).data;
  return <OfferDialog {...props} entry={offers?.[props.target.item.itemNumberWarehouse]?.stocklistOffer} />;
}

/** /stock (C-001…C-068): heading, last-updated line, toolbar, filter panel, search and one page of cards. */
export function StockScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const canBuy = useAuthority('CAN_BUY_ONLINE');
  // The list's data can be in before the buyer's authorities (P9): until they (or the ones cached from the
  // last visit) are known, the browse-only note waits, so it never flashes above a buyer's list and goes.
  const access = useAccess();
  const isAccessKnown = access.isLoaded || Object.keys(access.authorities).length > 0;
  const { settingsQuery, stockQuery, settings, stock, view, effective, page, setPage, dispatch } =
    useStockFilters();
  const inventory = useInventorySettings().data;

  const labels = useMemo(
    () => (settings ? makeLabels(settings, inventory?.warehouseLabels) : undefined),
    [settings, inventory],
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [dialog, setDialog] = useState<OfferDialogTarget | undefined>();
  const [gradeShown, setGradeShown] = useState<string | undefined>();

  const openDialog = useCallback(
    (group: ItemGroup, item: StockItem, mode: 'buy' | 'offer') => setDialog({ group, item, mode }),
    [],
  );

  const groupWarehouses = useMemo(() => view?.warehouseFacets.map((f) => f.value) ?? [], [view]);
  const exportBody = useMemo(
    () => ({
      includeOutOfStock: effective.includeOutOfStock,
      filters: exportFilters(effective, groupWarehouses),
      ...(effective.search.trim() ? { search: effective.search.trim() } : {}),
    }),
    [effective, groupWarehouses],
  );

  // F-003: the template's pre-fill is the current filter's items, read when the Import dialog opens.
  const filteredItems = useCallback(
    () => view?.groups.flatMap((g) => g.items.map((i) => i.itemNumberWarehouse)) ?? [],
    [view],
  );

  // C-030: unavailable stock data is an error, not an empty list (the API client has shown the message).
  if (settingsQuery.isError || stockQuery.isError) {
    return (
      <Page title={t('stockListHeading')}>
        <Alert severity="error">{t('internalServerError')}</Alert>
      </Page>
    );
  }
  if (!settings || !stock || !view || !labels) {
    // P9: the heading stands where it will stay, and the list's space is held (a screen's height), so nothing
    // below it (the footer) is in view and then pushed away when the list arrives.
    return (
      <Page title={t('stockListHeading')} heading={t('stockListHeading')}>
        <Box data-testid="stock-placeholder" sx={{ minHeight: '100vh' }} />
        <LoadingOverlay />
      </Page>
    );
  }

  const chipCount = activeChips(effective, view.levels).length;
  const panel = (
    <FilterPanel
      settings={settings}
      view={view}
      state={effective}
      labels={labels}
      dispatch={dispatch}
      onClose={isWide ? undefined : () => setDrawerOpen(false)}
    />
  );

  return (
    <Page
      title={t('stockListHeading')}
      heading={t('stockListHeading')}
      actions={<StockToolbar settings={settings} exportBody={exportBody} filteredItems={filteredItems} />}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -2, mb: 2 }}>
        {stock.lastUpdateddDate
          ? t('lastUpdated', { date: formatDateTime(stock.lastUpdateddDate) })
          : t('lastUpdatedNever')}
      </Typography>
      {canBuy || !isAccessKnown ? null : <BrowseOnlyNote />}
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        {isWide ? (
          <Paper
            component="aside"
            variant="outlined"
            aria-label={t('filters')}
            sx={{
              width: 272,
              flexShrink: 0,
              position: 'sticky',
              top: 80,
              maxHeight: 'calc(100vh - 96px)',
              overflowY: 'auto',
            }}
          >
            {panel}
          </Paper>
        ) : (
          <Drawer
            anchor="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { width: 'min(340px, 88vw)' }, 'aria-label': t('filters') } }}
          >
            {panel}
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, mb: 1.5, alignItems: 'center' }}>
            {isWide ? null : (
              <Badge badgeContent={chipCount} color="primary">
                <Button
                  variant="outlined"
                  startIcon={<TuneIcon />}
                  onClick={() => setDrawerOpen(true)}
                  aria-label={t('showFilters')}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('filters')}
                </Button>
              </Badge>
            )}
            <StockSearch
              value={effective.search}
              onSearch={(search) => dispatch({ type: 'setSearch', search })}
            />
          </Box>
          <FilterChips state={effective} levels={view.levels} labels={labels} dispatch={dispatch} />
          {/* Over the list's top edge, not above it, so a refresh never moves the cards. */}
          <Box sx={{ position: 'relative' }}>
            {stockQuery.isFetching ? (
              <LinearProgress
                sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
                aria-label={t('loading')}
              />
            ) : null}
          </Box>
          <StockResults
            settings={settings}
            view={view}
            labels={labels}
            page={page}
            onPage={setPage}
            onOpenDialog={openDialog}
            onGradeInfo={setGradeShown}
          />
        </Box>
      </Box>
      <Suspense fallback={null}>
        {dialog ? (
          <OfferDialogWithEntry
            key={`${dialog.item.itemNumberWarehouse}-${dialog.mode}`}
            target={dialog}
            settings={settings}
            labels={labels}
            onClose={() => setDialog(undefined)}
          />
        ) : null}
        {gradeShown !== undefined ? (
          <GradeOverviewDialog
            grades={settings.gradeLabelDescriptions}
            initialGrade={gradeShown}
            onClose={() => setGradeShown(undefined)}
          />
        ) : null}
      </Suspense>
    </Page>
  );
}
