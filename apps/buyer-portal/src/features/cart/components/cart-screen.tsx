import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MANUAL_SYNC_UPDATE_METHOD, type OfferStatus } from '@portico/contract';
import { formatCount } from '@portico/domain/i18n';
import { ApiError } from '@portico/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { Page } from '../../../components/page.tsx';
import { useAuthority } from '../../../lib/authorities.ts';
import { notify, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { PATHS } from '../../../lib/routes.ts';
import { useOffers } from '../../offers/api/get-offers.ts';
import { BrowseOnlyNote } from '../../stock/components/browse-only.tsx';
import { addToExistingOrder, checkoutCart } from '../api/checkout.ts';
import { useExistingOrderWarehouses } from '../api/get-existing-order-warehouses.ts';
import {
  refetchPendingDocuments,
  useCartSettings,
  useInventorySettings,
  useOrderSettings,
  useStocklistSettings,
} from '../api/get-settings.ts';
import { useCartActions } from '../hooks/use-cart-actions.ts';
import { useNow } from '../hooks/use-now.ts';
import { usePinned } from '../hooks/use-pinned.ts';
import { useScrollSpy } from '../hooks/use-scroll-spy.ts';
import {
  type CartLine,
  type CartSection,
  capBadge,
  groupCart,
  sortOnHoldSalesOrders,
  tabCount,
} from '../logic/cart-lines.ts';
import { type CartTab, effectiveTab, parseCartTab, STATE_TAB } from '../logic/cart-tab.ts';
import { checkSave, editableFields, saveMessage } from '../logic/offer-edit.ts';
import {
  EMPTY_SELECTION,
  type Filters,
  reconcileFilters,
  reconcileSelection,
  type Selection,
  selectByStatus,
  toggleAll,
  toggleFilter,
  toggleOne,
} from '../logic/selection.ts';
import { CartHeader } from './cart-header.tsx';
import type { RowContext } from './cart-row.tsx';
import { CartSectionView, type SectionHandlers, sectionDomId } from './cart-section.tsx';
import { NotReadyDialog } from './not-ready-dialog.tsx';

const PROSPECT_CODE = 'prospectCannotCheckoutContactSalesRep';

/**
 * The server's refusal codes of an error: the first field error's (a 422 FAIL names the reason there, O-001)
 * and the top-level messageCode.
 */
function errorCodes(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.body as { errors?: { messageCode?: unknown }[] } | undefined)?.errors;
  const first = Array.isArray(errors) ? errors[0]?.messageCode : undefined;
  return [first, error.messageCode].filter((c): c is string => typeof c === 'string');
}

/** /cart, the Cart and Offers screen (G-001…G-072, without network mode). */
export function CartScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const canBuy = useAuthority('CAN_BUY_ONLINE');
  const offers = useOffers(canBuy);
  const cartSettings = useCartSettings().data;
  const orderSettings = useOrderSettings().data;
  const inventory = useInventorySettings().data;
  const stocklist = useStocklistSettings().data;
  const existingOrderWarehouses = useExistingOrderWarehouses(canBuy).data;
  const actions = useCartActions();
  const now = useNow();

  const view = useMemo(
    () => groupCart(offers.data, stocklist?.warehouses),
    [offers.data, stocklist?.warehouses],
  );
  const counts: Record<CartTab, number> = {
    0: tabCount(view[0]),
    1: tabCount(view[1]),
    2: tabCount(view[2]),
  };
  const loaded = offers.data !== undefined;
  const rawTab = params.get('tab');
  const requested = parseCartTab(rawTab);
  const tab = loaded ? effectiveTab(requested, counts) : requested;

  // G-003 / G-006: an invalid value, or a tab that has emptied, is written back as the tab shown.
  useEffect(() => {
    if (loaded && rawTab !== String(tab)) {
      setParams(
        (p) => {
          p.set('tab', String(tab));
          return p;
        },
        { replace: true },
      );
    }
  }, [loaded, rawTab, tab, setParams]);

  // G-014: once the cart has loaded, pending proof-of-export documents are fetched again.
  useEffect(() => {
    if (loaded) refetchPendingDocuments(queryClient).catch(() => undefined);
  }, [loaded, queryClient]);

  // Selection and filters survive refetches (live updates), keyed by offerId and section (G-038, G-068).
  const [selectionState, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const selection = loaded ? reconcileSelection(selectionState, view) : selectionState;
  if (selection !== selectionState) setSelection(selection);
  const [filterState, setFilters] = useState<Filters>({});
  const filters = loaded ? reconcileFilters(filterState, view) : filterState;
  if (filters !== filterState) setFilters(filters);

  // G-051: one row in edit at a time; an edit ends when its line leaves the tab.
  const [editingState, setEditing] = useState<{ offerId: string; makingOffer: boolean } | undefined>();
  const editing =
    editingState &&
    view[tab].some((s) => s.lines.some((l) => l.stocklistOffer.offerId === editingState.offerId))
      ? editingState
      : undefined;

  const [working, setWorking] = useState(false);
  const [notReady, setNotReady] = useState(false);
  // The button that opened the not-ready dialog: it was disabled while the checkout call ran (the focus went to the
  // page's body), so the dialog's own focus return has nothing to return to.
  const notReadyTrigger = useRef<HTMLElement | null>(null);
  const busy =
    working ||
    actions.save.isPending ||
    actions.move.isPending ||
    actions.removeOne.isPending ||
    actions.removeMany.isPending;

  const latest = useRef({ filters, t, navigate, actions });
  latest.current = { filters, t, navigate, actions };

  const handlers = useMemo<SectionHandlers>(() => {
    const filterOf = (section: CartSection) => latest.current.filters[section.key] ?? [];
    const tr = (key: string, opts?: Record<string, unknown>) => latest.current.t(key, opts);
    const ids = (lines: readonly CartLine[]) => lines.map((l) => l.stocklistOffer.offerId);
    const checkoutFailed = (error: unknown, trigger: Element | null) => {
      if (errorCodes(error).includes(PROSPECT_CODE)) {
        notReadyTrigger.current = trigger instanceof HTMLElement ? trigger : null;
        setNotReady(true);
      } else if (error instanceof Error) notifyError(error.message);
    };
    return {
      onToggle: (line) => setSelection((s) => ({ ...s, selected: toggleOne(s.selected, line) })),
      onToggleAll: (section) =>
        setSelection((s) => ({ ...s, selected: toggleAll(section, filterOf(section), s.selected) })),
      onSelectByStatus: (section, status) =>
        setSelection((s) => ({
          ...s,
          selected: selectByStatus(section, filterOf(section), s.selected, status),
        })),
      onToggleFilter: (section, status: OfferStatus) =>
        setFilters((f) => ({ ...f, [section.key]: toggleFilter(f[section.key], status) })),
      onEdit: (line, makingOffer) => setEditing({ offerId: line.stocklistOffer.offerId, makingOffer }),
      onCancelEdit: () => setEditing(undefined),
      onSave: async (line, input) => {
        const lineTab = STATE_TAB[line.stocklistOffer.offerState];
        const check = checkSave({ line, tab: lineTab, ...input });
        if (!check.ok) {
          notifyError(tr(check.messageKey));
          return;
        }
        try {
          const saved = await latest.current.actions.save.mutateAsync({
            offerId: line.stocklistOffer.offerId,
            itemNumberWarehouse: line.itemNumberWarehouse,
            offerQuantity: check.offerQuantity,
            offerPrice: check.offerPrice,
          });
          setEditing(undefined);
          const message = saveMessage({
            before: line.stocklistOffer.offerState,
            after: saved.stocklistOffer.offerState,
            quantityOnly: !editableFields(lineTab, input.makingOffer).price,
            quantityReduced: check.quantityReduced,
          });
          notify({
            severity: message.severity,
            message:
              message.key === 'offerSavedAndMoved'
                ? tr(message.key, { 1: tr(message.sectionKey) })
                : tr(message.key),
          });
        } catch (error) {
          // A failed save says why (the server's message, e.g. offersNotAccepted); the row stays in edit.
          notifyError(error instanceof Error ? error.message : String(error));
        }
      },
      onDelete: async (line) => {
        try {
          await latest.current.actions.removeOne.mutateAsync(line.stocklistOffer.offerId);
          notifySuccess(tr('offerDeleted'));
        } catch {
          // Only logged (part 1 §8).
        }
      },
      onDeleteAll: async (_section, lines) => {
        if (lines.length === 0) return;
        try {
          const result = await latest.current.actions.removeMany.mutateAsync(ids(lines));
          notifySuccess(tr('allOffersDeleted', { 1: result.deletedCount }));
        } catch {
          // Only logged (part 1 §8).
        }
      },
      onMain: async (section, lines) => {
        if (section.tab === 1) {
          // G-065 / G-066
          if (lines.length === 0) {
            notifyError(tr('nothingSelectedToMove'));
            return;
          }
          try {
            await latest.current.actions.move.mutateAsync(ids(lines));
            notifySuccess(tr('movedToCart'));
          } catch {
            // Only logged.
          }
          return;
        }
        // G-069: CHECKOUT / CHECKOUT AS NEW ORDER.
        if (lines.length === 0) return;
        const trigger = document.activeElement;
        setWorking(true);
        try {
          const checkout = await checkoutCart(section.warehouse, ids(lines));
          latest.current.navigate(`/checkout/${encodeURIComponent(section.warehouse)}`, {
            state: { checkout, offerIds: ids(lines), warehouse: section.warehouse },
          });
        } catch (error) {
          checkoutFailed(error, trigger);
        } finally {
          setWorking(false);
        }
      },
      onAddToExisting: async (section, lines) => {
        // G-070
        if (lines.length === 0) return;
        const trigger = document.activeElement;
        setWorking(true);
        try {
          const payload = (await addToExistingOrder(section.warehouse, ids(lines))) as
            | { onHoldSalesOrders?: { lastUpdateDate?: string | null }[] }
            | undefined;
          const onHoldSalesOrders = sortOnHoldSalesOrders(payload?.onHoldSalesOrders ?? []);
          latest.current.navigate(
            `/checkout/add-to-unshipped-order/${encodeURIComponent(section.warehouse)}`,
            {
              state: {
                checkout: payload,
                onHoldSalesOrders,
                offerIds: ids(lines),
                warehouse: section.warehouse,
              },
            },
          );
        } catch (error) {
          checkoutFailed(error, trigger);
        } finally {
          setWorking(false);
        }
      },
    };
  }, []);

  // G-011 / G-012: sticky header, pinned shadow, warehouse jump links with scroll highlighting.
  const sentinel = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const headerBottom = useCallback(() => {
    const el = header.current;
    if (!el) return 0;
    const top = Number.parseFloat(getComputedStyle(el).top) || 0;
    return top + el.offsetHeight;
  }, []);
  const pinned = usePinned(sentinel, header, loaded);
  const sections = view[tab];
  const sectionIds = useMemo(() => sections.map((s) => sectionDomId(s.key)), [sections]);
  const spy = useScrollSpy(sectionIds, headerBottom);

  const labelOf = (warehouse: string) =>
    inventory?.warehouseLabels[warehouse] ?? stocklist?.warehouseLabels[warehouse] ?? warehouse;

  const ctx = useMemo<RowContext>(
    () => ({
      symbol: t('currencySymbol'),
      now,
      maxQuantity: stocklist?.maxItemQuantityToBeDisplayed,
      rules: stocklist?.itemDescriptionRules,
      warehouseAcceptingOffer: stocklist?.warehouseAcceptingOffer ?? [],
    }),
    [t, now, stocklist],
  );

  const existingSet = useMemo(() => new Set(existingOrderWarehouses ?? []), [existingOrderWarehouses]);
  const manualSync = orderSettings?.salesOrderUpdateMethod === MANUAL_SYNC_UPDATE_METHOD;

  const messages: string[] = [];
  if (
    tab === 0 &&
    cartSettings?.freeShippingMessage.display &&
    cartSettings.freeShippingMessage.defaultMessage
  ) {
    messages.push(cartSettings.freeShippingMessage.defaultMessage);
  }
  if (tab === 1) messages.push(t('cartTabAwaitingYourReviewInfo'));
  if (tab === 2) {
    messages.push(t('cartTabAwaitingSellerReviewInfo'));
    if (cartSettings?.offerClearingSchedule.display && cartSettings.offerClearingSchedule.defaultMessage) {
      messages.push(cartSettings.offerClearingSchedule.defaultMessage);
    }
  }

  const total = counts[0] + counts[1] + counts[2];
  // G-010: nothing anywhere; also the Cart tab itself when only offers await an answer (tabs 1 and 2 never show
  // empty: they are disabled at 0 and G-006 leaves them).
  const showTab = (next: CartTab) => {
    setEditing(undefined);
    setParams(
      (p) => {
        p.set('tab', String(next));
        return p;
      },
      { replace: false },
    );
  };
  // The Cart tab empty while offers wait elsewhere: it says where they are, a tap away (G-010, Q-030).
  const waitingTabs = ([1, 2] as const).filter((i) => counts[i] > 0);
  const emptyCart = (
    <Paper variant="outlined" sx={{ py: { xs: 6, sm: 8 }, px: 3, textAlign: 'center' }}>
      <ShoppingCartOutlined sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem', fontWeight: 600, mt: 1.5, mb: 3 }}>
        {t('cartEmpty')}
      </Typography>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        {waitingTabs.map((i) => (
          <Button key={i} variant="outlined" onClick={() => showTab(i)}>
            {`${t(i === 1 ? 'cartTabAwaitingYourReview' : 'cartTabAwaitingSellerReview')} (${formatCount(capBadge(counts[i]))})`}
          </Button>
        ))}
        <Button variant="contained" component={RouterLink} to="/stock">
          {t('goToStocklist')}
        </Button>
      </Stack>
    </Paper>
  );
  let body: React.ReactNode;
  if (!canBuy) {
    // C-050: a browse-only buyer has no cart; the page says why (the menu does not offer it).
    body = <BrowseOnlyNote />;
  } else if (offers.isError) {
    body = <Alert severity="info">{t('cartEmpty')}</Alert>;
  } else if (!loaded) {
    body = <LoadingOverlay />;
  } else if (total === 0) {
    body = emptyCart;
  } else {
    body = (
      <>
        <div ref={sentinel} aria-hidden style={{ height: 0 }} />
        <CartHeader
          ref={header}
          tab={tab}
          counts={counts}
          pinned={pinned}
          onTab={showTab}
          messages={messages}
          warehouses={sections.map((s) => ({ id: sectionDomId(s.key), label: labelOf(s.warehouse) }))}
          activeWarehouse={spy.active}
          onJump={spy.jump}
        />
        <Box
          role="tabpanel"
          aria-label={t(
            ['cartTabCart', 'cartTabAwaitingYourReview', 'cartTabAwaitingSellerReview'][tab] ?? '',
          )}
        >
          {sections.length === 0 ? <Box sx={{ mt: 2 }}>{emptyCart}</Box> : null}
          {sections.map((section) => (
            <CartSectionView
              key={section.key}
              section={section}
              label={labelOf(section.warehouse)}
              filter={filters[section.key] ?? []}
              selected={selection.selected}
              editing={editing}
              busy={busy}
              ctx={ctx}
              existingOrder={tab === 0 && !manualSync && existingSet.has(section.warehouse)}
              handlers={handlers}
            />
          ))}
        </Box>
      </>
    );
  }

  return (
    <Page title={t('cartHeading')} heading={t('cartHeading')} back={PATHS.stock}>
      {body}
      <NotReadyDialog
        open={notReady}
        onClose={() => setNotReady(false)}
        onClosed={() => notReadyTrigger.current?.focus()}
      />
    </Page>
  );
}
