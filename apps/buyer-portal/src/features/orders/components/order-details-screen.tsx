import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type GetOrderResponse, INTEGRATED_PAYPAL, PendingDocuments } from '@portico/contract';
import {
  buildFinalizeMessage,
  type CheckoutEvent,
  type CheckoutIssue,
  type CheckoutSection,
  type CheckoutState,
  checkoutReducer,
  formatDateTime,
  MANUAL_SYNC_UPDATE_METHOD,
  majorToMinor,
  validateSection,
} from '@portico/domain';
import { ApiError, request, TrackingNumbers } from '@portico/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useBlocker, useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { i18nTranslate } from '../../../lib/i18n.ts';
import { useRevealFirstError } from '../../../lib/reveal-first-error.ts';
import { PATHS } from '../../../lib/routes.ts';
import { toDomainOptions } from '../../../lib/shipping-billing.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useCharges } from '../../../lib/use-charges.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useOrderSettings } from '../../cart/api/get-settings.ts';
import { handOverPaymentWindow, openPaymentWindow } from '../../payments/logic/payment-window.ts';
import { reopenProofOfExport } from '../../proof-of-export/logic/reopen.ts';
import { useOrder } from '../api/get-order.ts';
import {
  cancelOrder,
  orderAction,
  paymentStatus,
  upsertOrder,
  useManifestSummary,
} from '../api/order-actions.ts';
import { useUnknownOrder } from '../hooks/use-unknown-order.ts';
import {
  buildOrderChargesRequest,
  buildUpsertSalesOrder,
  cancellationFeesApplyFor,
  draftQuantity,
  figuresOf,
  figuresWithEveryLineRemoved,
  pendingChanges,
  removalRefusal,
  removesEverything,
  selectionOf,
  shipmentProgress,
  showCannotBeEdited,
  showsTrackingNumbers,
} from '../logic/order-edit.ts';
import { closeOrderNotices, notifyOrder } from '../logic/order-snackbar.ts';
import type { ReleaseConfirmationState } from '../logic/release-confirmation.ts';
import { BulkSaveBar } from './bulk-save-bar.tsx';
import { LatePaymentSection } from './late-payment-section.tsx';
import { OrderExportMenu } from './order-export-menu.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderShippingBilling } from './order-shipping-billing.tsx';
import { OrderStatusChip } from './order-status-chip.tsx';
import { type OrderButton, OrderSummaryBlock } from './order-summary-block.tsx';

/**
 * /orders/{orderNumber} (part 2 §2 Order details, §4, §5, §8; L-001…L-069): the order, editable where its
 * permission set allows. An unknown order (or a fetch error containing 'incomplete') shows its message and goes
 * back to /orders (L-004, L-005).
 */
export function OrderDetailsScreen({ phonexOrderNumber }: { phonexOrderNumber: string }) {
  const { t } = useTranslation();
  const order = useOrder(phonexOrderNumber);
  const leave = useUnknownOrder(order.error, phonexOrderNumber);
  // L-013: the page's snackbars stay 5 minutes while it is open, and close with it.
  useEffect(() => closeOrderNotices, []);
  if (leave) return <Navigate to={PATHS.orders} replace />;
  if (order.isError) {
    // Not an unknown order: the server or the network failed (O-009). The order is not gone; try again.
    return (
      <Page title={t('orderTitle')} heading={t('somethingWentWrong')} back={PATHS.orders}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void order.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {order.error.message}
        </Alert>
      </Page>
    );
  }
  if (!order.data) {
    return (
      <Page
        title={t('orderTitle')}
        heading={t('orderNumberHeading', { orderNumber: phonexOrderNumber })}
        back={PATHS.orders}
      >
        <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      </Page>
    );
  }
  return <OrderDetails data={order.data} refetch={() => order.refetch()} />;
}

type EditorState = CheckoutState & { quantities: Readonly<Record<string, number>> };
type EditorEvent =
  | CheckoutEvent
  | { type: 'reset'; state: EditorState }
  | { type: 'quantity'; key: string; quantity: number | undefined };

const freshState = (data: GetOrderResponse, precision: number): EditorState => ({
  selection: selectionOf(data.salesOrder, toDomainOptions(data.orderOptions, precision)),
  openSections: [],
  quantities: {},
});

function OrderDetails({ data, refetch }: { data: GetOrderResponse; refetch(): Promise<unknown> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const money = useMoney();
  const precision = useSiteConfig().currencyPrecision ?? 2;
  const settings = useOrderSettings().data;
  const { data: pendingDocuments } = useQuery({
    queryKey: ['account', 'pending-documents'],
    queryFn: () =>
      request<PendingDocuments>('account/pending-documents', { schema: PendingDocuments, onError: 'log' }),
    staleTime: 60_000,
  });

  // The order the edits start from: it follows the server while nothing is pending, and stays put once the
  // buyer edits, so a save sends the version the buyer saw (a newer one answers outdatedSalesOrder, Q-051).
  const [base, setBase] = useState(data);
  const options = useMemo(() => toDomainOptions(base.orderOptions, precision), [base, precision]);
  const order = base.salesOrder;
  const permission = base.permission;

  const ctxRef = useRef({});
  const [state, dispatch] = useReducer(
    (s: EditorState, e: EditorEvent): EditorState => {
      if (e.type === 'reset') return e.state;
      if (e.type === 'quantity') {
        const { [e.key]: _drop, ...rest } = s.quantities;
        return { ...s, quantities: e.quantity === undefined ? rest : { ...rest, [e.key]: e.quantity } };
      }
      return { ...s, ...checkoutReducer(s, e, options, ctxRef.current) };
    },
    undefined,
    () => freshState(data, precision),
  );
  const draft = { quantities: state.quantities, selection: state.selection };
  const pending = pendingChanges(order, draft, options);
  const units = order.items.reduce((n, i) => n + draftQuantity(draft, i), 0);
  const subtotalMinor = order.items.reduce(
    (n, i) => n + majorToMinor(draftQuantity(draft, i) * i.unitPrice, precision),
    0,
  );
  const ctx = { order: { units, subtotal: subtotalMinor }, currencyPrecision: precision };
  ctxRef.current = ctx;

  const hasPending = pending.total > 0;
  // The order moved on (another tab, the seller, a job) while the buyer has edits: the page keeps the edits and
  // says so at once, instead of letting the save find out (L-029).
  const changedElsewhere = hasPending && data.salesOrder.version !== base.salesOrder.version;
  useEffect(() => {
    if (hasPending || data === base) return;
    setBase(data);
    dispatch({ type: 'reset', state: freshState(data, precision) });
  }, [data, base, hasPending, precision]);

  const [attempted, setAttempted] = useState<ReadonlySet<CheckoutSection>>(new Set());
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [saveNotice, setSaveNotice] = useState<string>();

  // L-032, L-033: charges follow every relevant change (newest answer wins); failures in a snackbar.
  // Every line removed: saving cancels the order (L-048), so there is nothing to price.
  const chargesBody =
    hasPending && !removesEverything(order, draft)
      ? buildOrderChargesRequest(order, draft, options, precision)
      : undefined;
  const { charges, pending: chargesPending } = useCharges(chargesBody, {
    onError: 'silent',
    onFailure: (error) => notifyOrder('error', error instanceof Error ? error.message : String(error)),
  });
  // I-049, Q-037: the server says whether the freight still awaits the seller's quote.
  const freightQuoted = !order.freightUndefined;
  const figures =
    hasPending && removesEverything(order, draft)
      ? figuresWithEveryLineRemoved(order, precision)
      : figuresOf(order, hasPending ? charges : undefined, freightQuoted);

  const manifest = useManifestSummary(order.phonexOrderNumber).data;
  const progress = shipmentProgress(order.items);
  const showInvoices = (settings?.invoiceSettings.showInvoiceFulfillmentStatuses ?? []).includes(
    order.fulfillmentStatus,
  );

  // L-026: leaving with unsaved changes asks first (in-app navigation and the browser's own).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasPending && !busy && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasPending) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasPending]);

  const translateIssue = (issue: CheckoutIssue) => {
    const params: Record<string, string | number> = { ...issue.params };
    if (issue.messageCode === 'insuranceAmountTooHigh' && typeof params.amount === 'number')
      params.amount = money(params.amount);
    return t(issue.messageCode, params);
  };
  const editable = (section: CheckoutSection) =>
    section === 'shippingAddress' || section === 'shippingMethod'
      ? permission.canUpdateShipping
      : section === 'additionalServices'
        ? permission.canUpdateAdditionalServices
        : permission.canUpdateBillingAndPayment;
  const issuesOf = (section: CheckoutSection) =>
    attempted.has(section) && editable(section)
      ? validateSection(section, state.selection, options, ctx)
      : [];
  const done = (section: CheckoutSection) => {
    setAttempted((prev) => new Set(prev).add(section));
    dispatch({ type: 'sectionDone', section });
  };

  const discard = () => {
    setRowErrors({});
    setAttempted(new Set());
    setSaveNotice(undefined);
    dispatch({ type: 'reset', state: freshState(base, precision) });
  };

  /** An order change answers the order as it now stands: the page shows it at once (and the cache keeps it). */
  const show = (next: GetOrderResponse) => {
    const fresh = {
      salesOrder: next.salesOrder,
      orderOptions: next.orderOptions,
      permission: next.permission,
    };
    queryClient.setQueryData(['orders', 'detail', order.phonexOrderNumber], fresh);
    setBase(fresh);
    setAttempted(new Set());
    dispatch({ type: 'reset', state: freshState(fresh, precision) });
  };

  const reload = async () => {
    const next = (await refetch()) as { data?: GetOrderResponse } | undefined;
    if (next?.data) {
      setBase(next.data);
      dispatch({ type: 'reset', state: freshState(next.data, precision) });
    }
  };

  const revealError = useRevealFirstError();
  const save = async () => {
    if (busy) return;
    // L-027: billing, shipping and payment must be error-free. A row left open whose choice is complete is taken
    // as its DONE takes it (a save refused for a required field opens the rows it names, and the buyer who then
    // completes the choice must not be sent to close them too); a row open with an error must be finalized first
    // (I-012's message).
    const openRows = state.openSections.filter(editable);
    const unfinished = openRows.filter((s) => validateSection(s, state.selection, options, ctx).length > 0);
    for (const section of openRows) {
      if (!unfinished.includes(section)) dispatch({ type: 'sectionDone', section });
    }
    const finalize = buildFinalizeMessage(unfinished, i18nTranslate);
    if (finalize) {
      setAttempted(new Set(unfinished));
      setSaveNotice(finalize);
      revealError();
      return;
    }
    const sections = (
      ['shippingAddress', 'shippingMethod', 'billingAddress', 'paymentMethod', 'additionalServices'] as const
    ).filter(editable);
    const invalid = sections.filter((s) => validateSection(s, state.selection, options, ctx).length > 0);
    if (invalid.length > 0) {
      setAttempted(new Set(invalid));
      for (const section of invalid) dispatch({ type: 'sectionOpened', section });
      setSaveNotice(t('fillRequiredFields'));
      revealError();
      return;
    }
    setSaveNotice(undefined);
    setBusy(true);
    setRowErrors({});
    try {
      const cancels = removesEverything(order, draft);
      const answer = await upsertOrder(buildUpsertSalesOrder(order, draft, options, permission));
      show(answer);
      if (answer.status === 'PARTIAL') {
        // L-030, L-031: what failed, and each failed row's message beside it ('Invalid Input' without one).
        const byRow: Record<string, string> = {};
        for (const failure of answer.errors) {
          if (failure.itemNumberWarehouse) {
            byRow[failure.itemNumberWarehouse] = failure.messageDescription || t('invalidInput');
          }
        }
        setRowErrors(byRow);
        notifyOrder('error', t('someChangesFailed', { message: answer.message }));
      } else {
        // L-048: a save that removed every line cancelled the order; it says so.
        notifyOrder('success', t(cancels ? 'orderCanceled' : 'orderSaved'));
      }
    } catch (error) {
      if (isOutdated(error)) {
        // L-029: the message, and the pending changes are cleared (the page shows the order as it is now).
        notifyOrder('error', t('outdatedSalesOrder'));
        await reload();
      } else {
        notifyOrder('error', error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const runAction = async (kind: 'pay' | 'hold') => {
    if (busy) return;
    setBusy(true);
    // I-072: Pay And Ship Now with the integrated payment opens its pop-up at the click; the confirmation page
    // runs it (features/payments).
    const popup =
      kind === 'pay' && order.paymentOptionDetails.paymentMethodCode === INTEGRATED_PAYPAL
        ? openPaymentWindow()
        : undefined;
    try {
      const answer = await orderAction(
        order.phonexOrderNumber,
        kind === 'pay' ? 'RELEASE_ORDER' : 'HOLD_ORDER',
        order.version,
      );
      show(answer);
      if (kind === 'hold') {
        notifyOrder('success', t('orderHeld'));
        return;
      }
      // L-054: after a release the payment status is checked by order number.
      const status = await paymentStatus(order.phonexOrderNumber).then(
        (r) => r.status,
        () => null,
      );
      const payment = base.orderOptions.paymentMethods.find(
        (m) => m.code === order.paymentOptionDetails.paymentMethodCode,
      );
      const confirmation: ReleaseConfirmationState = {
        phonexOrderNumber: order.phonexOrderNumber,
        refOrderNumberOrPhonexOrderNumber: order.refOrderNumberOrPhonexOrderNumber,
        paymentStatus: status,
        paymentMethod: payment
          ? { code: payment.code, label: payment.label, instructions: payment.instructions }
          : null,
        amountDue: answer.salesOrder.freightUndefined ? null : answer.salesOrder.total,
      };
      if (popup !== undefined) handOverPaymentWindow(order.phonexOrderNumber, popup);
      navigate(`/orders/${encodeURIComponent(order.phonexOrderNumber)}/order-release-confirmation`, {
        state: confirmation,
      });
    } catch (error) {
      popup?.close();
      if (isOutdated(error)) {
        notifyOrder('error', t('outdatedSalesOrder'));
        await reload();
        return;
      }
      notifyOrder('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const doCancel = async () => {
    setConfirmCancel(false);
    setBusy(true);
    try {
      show(await cancelOrder(order.phonexOrderNumber, order.version));
      notifyOrder('success', t('orderCanceled'));
    } catch (error) {
      // L-052: 'Error while cancelling the order: {message}'.
      notifyOrder(
        'error',
        t('cancelOrderFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setBusy(false);
    }
  };

  // L-019…L-022, Q-054: the buttons of the action block.
  const manualSync = settings?.salesOrderUpdateMethod === MANUAL_SYNC_UPDATE_METHOD;
  const payDisabledByDocuments = pendingDocuments?.disablePayAndShipNow ?? false;
  const actionsLocked = busy || hasPending;
  const buttons: OrderButton[] = [];
  if (permission.canPayAndShipNow) {
    buttons.push({
      key: 'pay',
      label: manualSync ? t('placeOrderUpper') : t('payAndShipNow'),
      disabled: actionsLocked || payDisabledByDocuments,
      onClick: () => void runAction('pay'),
    });
  }
  const held = order.fulfillmentStatus === 'ON_HOLD' || order.fulfillmentStatus === 'AWAITING_SHIPPING_QUOTE';
  if (permission.canCancelOrder && !held && !settings?.fulfillmentSettings.singleButtonOrderFlow) {
    buttons.push({
      key: 'hold',
      label: t('holdOrderForLater'),
      disabled: actionsLocked,
      onClick: () => void runAction('hold'),
    });
  }
  if (permission.canCancelOrder) {
    buttons.push({
      key: 'cancel',
      label: t('cancelOrder'),
      disabled: actionsLocked,
      onClick: () => setConfirmCancel(true),
    });
  }
  // L-021: with the documents submitted, the spec's warning; still to upload (the dialog closed), say so and
  // offer the upload again (H-010).
  const toUpload = (pendingDocuments?.documents.length ?? 0) > 0;
  const warning =
    permission.canPayAndShipNow && payDisabledByDocuments
      ? toUpload
        ? t('proofOfExportToUpload')
        : t('payAndShipNowDisabled')
      : undefined;
  const warningAction =
    warning && toUpload ? { label: t('proofOfExportUpload'), onClick: reopenProofOfExport } : undefined;
  const note = hasPending && buttons.length > 0 ? t('saveChangesFirst') : undefined;
  // The warning is said once to a screen reader: by the top block on a phone, by the side block on a desktop (the
  // bottom block repeats it on a phone for the eye only).
  const block = (variant: 'full' | 'compact', announce = true) => (
    <OrderSummaryBlock
      announce={announce}
      figures={figures}
      buttons={buttons}
      money={money}
      pending={chargesPending}
      variant={variant}
      note={note}
      warning={warning}
      warningAction={warningAction}
    />
  );

  const onQuantity = (key: string, original: number, quantity: number) =>
    dispatch({ type: 'quantity', key, quantity: quantity === original ? undefined : quantity });
  const onRemove = (key: string) => {
    const refusal = removalRefusal(order, draft, key, permission);
    if (refusal === 'removingLastItemCannotCancel') {
      notifyOrder('error', t('removingLastItemCannotCancel'));
      return;
    }
    if (refusal) return;
    dispatch({ type: 'quantity', key, quantity: 0 });
  };
  // L-049, Q-041: a cancel (or removing every line) charges the fee only when the agreed fees apply now.
  const cancellationFees = cancellationFeesApplyFor(order);

  return (
    <Page
      title={t('orderTitle')}
      heading={t('orderNumberHeading', { orderNumber: order.refOrderNumberOrPhonexOrderNumber })}
      back={PATHS.orders}
      actions={
        <OrderExportMenu
          phonexOrderNumber={order.phonexOrderNumber}
          summary={manifest}
          showInvoices={showInvoices}
        />
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1.25, md: 4 }}
          useFlexGap
          sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        >
          <Meta label={t('fulfillmentStatus')}>
            <OrderStatusChip
              code={order.fulfillmentStatus}
              statuses={settings?.fulfillmentSettings.statuses}
            />
            {progress ? (
              <Typography component="span" variant="body2" sx={{ ml: 1, color: 'text.secondary' }}>
                {t('unitsShippedOf', { shipped: progress.shipped, ordered: progress.ordered })}
              </Typography>
            ) : null}
          </Meta>
          <Meta label={t('paymentStatus')}>
            <OrderStatusChip
              code={order.paymentStatus}
              statuses={settings?.paymentSettings.statuses}
              muted={order.fulfillmentStatus === 'CANCELED'}
            />
          </Meta>
          <Meta label={t('createdDate')}>{formatDateTime(order.createDate)}</Meta>
          <Meta label={t('updatedDate')}>{formatDateTime(order.updateDate)}</Meta>
          <Meta label={t('columnWarehouse')}>{order.warehouse}</Meta>
          {order.refOrderNumber ? (
            <Meta label={t('columnOrderNumber')}>{order.phonexOrderNumber}</Meta>
          ) : null}
          {showsTrackingNumbers(order) && manifest && manifest.shipments.length > 0 ? (
            // L-010: each number with its carrier, linked to the carrier's tracking page when it is one we know.
            <Meta label={t('trackingNumbers')}>
              <TrackingNumbers parcels={manifest.shipments} />
            </Meta>
          ) : null}
          {order.pxnrOrder ? (
            <Chip
              size="small"
              color="info"
              variant="outlined"
              label={
                order.pxnrWarehouseLabel
                  ? `${t('forPxcOrder')} · ${order.pxnrWarehouseLabel}`
                  : t('forPxcOrder')
              }
            />
          ) : null}
        </Stack>
      </Paper>
      {showCannotBeEdited(order, permission) ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('orderCannotBeEdited')}
        </Alert>
      ) : null}
      <Paper
        variant="outlined"
        sx={{ display: { xs: 'block', md: 'none' }, p: 2, mb: 2 }}
        data-testid="order-block-top"
      >
        {block('compact')}
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box component="section" aria-labelledby="billing-shipping-heading">
            <Typography
              id="billing-shipping-heading"
              variant="h2"
              sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}
            >
              {t('billingAndShipping')}
            </Typography>
            <OrderShippingBilling
              orderOptions={base.orderOptions}
              options={options}
              ctx={ctx}
              selection={state.selection}
              openSections={state.openSections}
              permission={permission}
              issuesOf={issuesOf}
              translateIssue={translateIssue}
              dispatch={dispatch}
              onDone={done}
              money={money}
              disabled={busy}
              paid={order.paymentStatus === 'PAID'}
            />
          </Box>
          {permission.isPaymentGracePeriodSectionApplicable &&
          (settings?.paymentCollectionSettings.gracePeriodEnabled ?? true) ? (
            <LatePaymentSection
              order={order}
              canExtendPaymentTime={permission.canExtendPaymentTime}
              money={money}
              onAgreed={() => void reload()}
            />
          ) : null}
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="order-items-heading"
            sx={{ overflow: 'hidden' }}
          >
            <Typography
              id="order-items-heading"
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 1 }}
            >
              {t('orderItemsHeading')}
            </Typography>
            <OrderItems
              items={order.items}
              quantities={state.quantities}
              permission={permission}
              rowErrors={rowErrors}
              disabled={busy}
              money={money}
              onQuantity={(item, quantity) =>
                onQuantity(item.itemNumberWarehouse, item.orderedQuantity, quantity)
              }
              onRemove={(item) => onRemove(item.itemNumberWarehouse)}
            />
          </Paper>
          <OrderHistory phonexOrderNumber={order.phonexOrderNumber} />
        </Stack>
        <Paper
          variant="outlined"
          component="aside"
          aria-label={t('orderSummaryHeading')}
          sx={{ display: { xs: 'none', md: 'block' }, p: 2, position: 'sticky', top: 88 }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('orderSummaryHeading')}
          </Typography>
          {block('full')}
        </Paper>
      </Box>
      <Paper
        variant="outlined"
        sx={{ display: { xs: 'block', md: 'none' }, p: 2, mt: 2 }}
        aria-label={t('orderSummaryHeading')}
        component="section"
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('orderSummaryHeading')}
        </Typography>
        {block('full', false)}
      </Paper>
      {/* A child of the page itself, which starts at its top: a sticky bar in a column that starts lower could
          not rise above that column's top, so on a phone it sat under the menu bar at the top of the page. */}
      <BulkSaveBar
        count={pending.total}
        saving={busy}
        notice={
          saveNotice ??
          (changedElsewhere ? t('orderChangedElsewhere') : undefined) ??
          (removesEverything(order, draft)
            ? t(cancellationFees ? 'cancelOrderConfirmFees' : 'removesEverythingNotice')
            : undefined)
        }
        onSave={() => void save()}
        onDiscard={discard}
      />
      <Dialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        aria-labelledby="cancel-order-title"
      >
        <DialogTitle id="cancel-order-title">{t('cancelOrderConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {cancellationFees ? t('cancelOrderConfirmFees') : t('cancelOrderConfirmText')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmCancel(false)}>{t('keepOrder')}</Button>
          <Button color="error" variant="contained" onClick={() => void doCancel()}>
            {t('cancelOrder')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        aria-labelledby="unsaved-changes-title"
      >
        <DialogTitle id="unsaved-changes-title">{t('unsavedChangesTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('unsavedChangesConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>{t('stayOnPage')}</Button>
          <Button color="error" onClick={() => blocker.proceed?.()}>
            {t('leavePage')}
          </Button>
        </DialogActions>
      </Dialog>
    </Page>
  );
}

/** a stale order answers 409 with outdatedSalesOrder as its code or its first refusal's. */
const isOutdated = (error: unknown) =>
  error instanceof ApiError &&
  (error.messageCode === 'outdatedSalesOrder' ||
    error.errors.some((e) => e.messageCode === 'outdatedSalesOrder'));

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'row', md: 'column' }}
      spacing={{ xs: 1, md: 0.25 }}
      sx={{ alignItems: { xs: 'center', md: 'flex-start' } }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary', minWidth: { xs: 130, md: 0 } }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', fontWeight: 500 }}>{children}</Box>
    </Stack>
  );
}
