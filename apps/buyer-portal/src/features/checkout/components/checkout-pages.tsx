import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AddToExistingOrderResponse, CheckoutPayload } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import { ApiError, newIdempotencyKey } from '@portico/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { fetchAddToExisting, fetchCheckoutPayload, fetchCombinedReview } from '../api/checkout-api.ts';
import {
  type AddToExistingState,
  CHECKOUT_STORAGE_KEYS,
  readAddToExisting,
  readCheckoutIds,
  rememberAddToExisting,
  rememberCheckout,
} from '../logic/checkout-storage.ts';
import { CheckoutScreen } from './checkout-screen.tsx';
import { LineTable, PanelCard, useMoney } from './order-panels.tsx';

type CartRouteState = { offerIds?: unknown; warehouse?: unknown; checkout?: unknown };

const idsFromState = (state: unknown, warehouse: string): string[] | undefined => {
  const s = state as CartRouteState | null;
  if (!s || s.warehouse !== warehouse || !Array.isArray(s.offerIds)) return undefined;
  const ids = s.offerIds.filter((v): v is string => typeof v === 'string');
  return ids.length > 0 ? ids : undefined;
};

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <CircularProgress aria-label={t('loadingPleaseWait')} />
    </Box>
  );
}

/** I-005: a load failure goes back to /cart and shows the message (I-063: a combined review failure too). */
function useLoadFailure(error: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError) notifyError(error.message);
    navigate('/cart', { replace: true });
  }, [error, navigate]);
}

/**
 * /checkout/{warehouse} (I-001…I-006): the cart's CHECKOUT passes the selected offer ids in route state; they are
 * kept in session storage so a reload re-fetches the payload. No ids → back to /cart (I-004).
 */
export function NewCheckoutPage() {
  const { warehouse = '' } = useParams();
  const location = useLocation();
  const fromState = idsFromState(location.state, warehouse);
  const [attempt] = useState(() => {
    const ids = fromState ?? readCheckoutIds(warehouse);
    return ids ? { ids, key: rememberCheckout(warehouse, ids) } : undefined;
  });
  // The cart already fetched the payload once: reuse it for the first render, re-fetch on reload.
  const initial = (location.state as CartRouteState | null)?.checkout as CheckoutPayload | undefined;
  const query = useQuery({
    queryKey: ['checkout', 'payload', warehouse, attempt?.ids],
    queryFn: () => fetchCheckoutPayload(warehouse, attempt?.ids ?? []),
    enabled: Boolean(attempt),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    ...(fromState && initial && initial.warehouse === warehouse ? { initialData: initial } : {}),
  });
  useLoadFailure(query.error);
  if (!attempt) return <Navigate to="/cart" replace />;
  if (!query.data) return <Loading />;
  // I-004: a payload for another warehouse does not belong here.
  if (query.data.warehouse !== warehouse) return <Navigate to="/cart" replace />;
  return <CheckoutScreen payload={query.data} offerIds={attempt.ids} idempotencyKey={attempt.key} />;
}

/** /checkout (I-001): the checkout in progress, if any. */
export function CheckoutIndexPage() {
  const stored = (() => {
    try {
      return sessionStorage.getItem(CHECKOUT_STORAGE_KEYS.warehouse);
    } catch {
      return null;
    }
  })();
  return <Navigate to={stored ? `/checkout/${encodeURIComponent(stored)}` : '/cart'} replace />;
}

/**
 * /checkout/add-to-unshipped-order/{warehouse} (I-059, I-060, I-062): the buyer's new items and the on-hold orders
 * to add them to; REVIEW COMBINED ORDER, Cancel, or CHECKOUT AS NEW ORDER.
 */
export function AddToExistingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const { warehouse = '' } = useParams();
  const location = useLocation();
  const [stored] = useState<AddToExistingState | undefined>(() => {
    const ids = idsFromState(location.state, warehouse);
    if (ids) {
      const next = { warehouseCode: warehouse, offerIds: ids };
      rememberAddToExisting(next);
      return next;
    }
    const saved = readAddToExisting();
    return saved?.warehouseCode === warehouse ? saved : undefined;
  });
  const initial = (location.state as CartRouteState | null)?.checkout as
    | AddToExistingOrderResponse
    | undefined;
  const query = useQuery({
    queryKey: ['checkout', 'add-to-existing', warehouse, stored?.offerIds],
    queryFn: () => fetchAddToExisting(warehouse, stored?.offerIds ?? []),
    enabled: Boolean(stored),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    ...(initial?.onHoldSalesOrders && initial.warehouse === warehouse ? { initialData: initial } : {}),
  });
  useLoadFailure(query.error);
  const orders = [...(query.data?.onHoldSalesOrders ?? [])].sort((a, b) =>
    b.lastUpdateDate.localeCompare(a.lastUpdateDate),
  );
  const [chosen, setChosen] = useState<string>();
  const selected = chosen ?? orders[0]?.orderNumber;
  if (!stored) return <Navigate to="/cart" replace />; // I-060
  const data = query.data;
  if (!data) return <Loading />;

  const review = () => {
    if (!selected) return;
    rememberAddToExisting({ ...stored, salesOrder: selected });
    navigate(
      `/checkout/add-to-unshipped-order/${encodeURIComponent(data.warehouseLabel)}/${encodeURIComponent(selected)}`,
    );
  };
  const asNewOrder = () =>
    navigate(`/checkout/${encodeURIComponent(warehouse)}`, {
      state: { offerIds: stored.offerIds, warehouse },
    });

  return (
    <Page
      title={t('addToExistingHeading')}
      overline={data.warehouseLabel}
      heading={t('addToExistingHeading')}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
        }}
      >
        <PanelCard title={t('yourNewItems')}>
          <LineTable lines={data.lineItems} caption={t('yourNewItems')} />
          <Typography variant="subtitle2" sx={{ textAlign: 'right', mt: 1 }}>
            {t('subtotal')}: {money(data.orderSubtotal)}
          </Typography>
        </PanelCard>
        <PanelCard title={t('ordersOnHold')}>
          {orders.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('noOrdersOnHold')}
            </Typography>
          ) : (
            <RadioGroup
              aria-label={t('ordersOnHold')}
              value={selected ?? ''}
              onChange={(_, v) => setChosen(v)}
            >
              {orders.map((o) => (
                <FormControlLabel
                  key={o.orderNumber}
                  value={o.orderNumber}
                  control={<Radio size="small" />}
                  sx={{
                    alignItems: 'flex-start',
                    mx: 0,
                    mb: 1,
                    p: 1,
                    border: 1,
                    borderColor: o.orderNumber === selected ? 'primary.main' : 'divider',
                    borderRadius: 1.5,
                    '& .MuiRadio-root': { pt: 0.25 },
                  }}
                  label={
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {t('orderNumberHeading', { orderNumber: o.refOrderNumberOrPhonexOrderNumber })}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t('lastUpdatedOn', { date: formatDateTime(o.lastUpdateDate) })} ·{' '}
                        {t('unitCount', { count: o.totalOrderedQuantity, n: o.totalOrderedQuantity })} ·{' '}
                        {money(o.subtotal)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          )}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1}
            sx={{ mt: 2, justifyContent: 'flex-end' }}
          >
            <Button variant="text" onClick={() => navigate('/cart')}>
              {t('cancel')}
            </Button>
            <Button variant="outlined" onClick={asNewOrder}>
              {t('checkoutAsNewOrder')}
            </Button>
            <Button variant="contained" disabled={!selected} onClick={review}>
              {t('reviewCombinedOrder')}
            </Button>
          </Stack>
        </PanelCard>
      </Box>
    </Page>
  );
}

/**
 * /checkout/add-to-unshipped-order/{warehouseLabel}/{salesOrder} (I-061…I-065): the combined review, from the
 * stored warehouse code and offer ids; Update Order sends readyToRelease false.
 */
export function CombinedReviewPage() {
  const { salesOrder = '' } = useParams();
  const [stored] = useState(() => readAddToExisting());
  // One key per review: a double click or a retry of Update Order updates the order once.
  const [key] = useState(() => newIdempotencyKey());
  const ok = Boolean(stored && stored.salesOrder === salesOrder);
  const query = useQuery({
    queryKey: ['checkout', 'combined', stored?.warehouseCode, salesOrder, stored?.offerIds],
    queryFn: () => fetchCombinedReview(stored?.warehouseCode ?? '', salesOrder, stored?.offerIds ?? []),
    enabled: ok,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  useLoadFailure(query.error);
  if (!stored || !ok) return <Navigate to="/cart" replace />;
  if (!query.data) return <Loading />;
  return (
    <CheckoutScreen
      payload={query.data}
      offerIds={stored.offerIds}
      idempotencyKey={key}
      salesOrder={salesOrder}
    />
  );
}
