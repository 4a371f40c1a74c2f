import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type CheckoutPayload, INTEGRATED_PAYPAL, PendingDocuments } from '@portico/contract';
import {
  allowedPaymentMethods,
  allowedShippingMethods,
  buildFinalizeMessage,
  type CheckoutAction,
  type CheckoutEvent,
  type CheckoutIssue,
  type CheckoutSection,
  type CheckoutState,
  checkoutButtons,
  checkoutReducer,
  describeShippingMethod,
  initialCheckoutState,
  isHoldOrderUntilShippingQuote,
  newOrderNeedsProof,
  submitIntent,
  summarizeIssues,
  validateCheckout,
  validateSection,
} from '@portico/domain';
import { ApiError, request } from '@portico/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import {
  AddressEditor,
  AddressSummary,
  PaymentEditor,
  ServicesEditor,
  SHIPPING_EXTRA_FIELDS,
  ShippingExtras,
  ShippingMethodEditor,
} from '../../../components/shipping-billing-editors.tsx';
import { i18nTranslate } from '../../../lib/i18n.ts';
import { MOBILE_BAR_HEIGHT } from '../../../lib/layout.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useRevealFirstError } from '../../../lib/reveal-first-error.ts';

import { methodChoices } from '../../../lib/shipping-billing.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useCharges } from '../../../lib/use-charges.ts';
import { useOrderSettings } from '../../cart/api/get-settings.ts';
import { handOverPaymentWindow, openPaymentWindow } from '../../payments/logic/payment-window.ts';
import { submitOrder, updateCombinedOrder } from '../api/checkout-api.ts';
import {
  buildChargesRequest,
  buildSubmission,
  computeState,
  domainContext,
  realTimeAvailableFrom,
  shippingMethodLabel,
  toDomainOptions,
} from '../logic/checkout-model.ts';
import { type ConfirmationState, clearAddToExisting, clearCheckout } from '../logic/checkout-storage.ts';
import { LineTable, PanelCard, TotalsPanel, totalText, useMoney } from './order-panels.tsx';

/** The submit's refusals of PAY AND SHIP NOW by proof of export (H-010); the order can still be held. */
const PROOF_OF_EXPORT_CODES = new Set(['payAndShipNowDisabled', 'proofOfExportRequired']);

/**
 * The checkout review (part 2 §2 Checkout review, §4 Checkout, §5, §6; I-006…I-058, I-064, I-065): five rows,
 * the lines, the totals and the submit buttons, for a new order or for the cart combined with an on-hold order.
 */
export function CheckoutScreen({
  payload,
  offerIds,
  idempotencyKey,
  salesOrder,
}: {
  payload: CheckoutPayload;
  offerIds: readonly string[];
  idempotencyKey: string;
  /** Set when adding the cart to this on-hold order (I-061, I-064). */
  salesOrder?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const precision = useSiteConfig().currencyPrecision ?? 2;
  const { data: orderSettings } = useOrderSettings();
  const { data: pendingDocuments } = useQuery({
    queryKey: ['account', 'pending-documents'],
    queryFn: () =>
      request<PendingDocuments>('account/pending-documents', { schema: PendingDocuments, onError: 'log' }),
    staleTime: 60_000,
  });

  const options = useMemo(() => toDomainOptions(payload, precision), [payload, precision]);
  const [realTimeAvailable, setRealTimeAvailable] = useState(true);
  const ctx = useMemo(
    () => domainContext(payload, realTimeAvailable, precision),
    [payload, realTimeAvailable, precision],
  );
  // The reducer reads the current options and context (I-023 depends on the order figures and availability).
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const [state, dispatch] = useReducer(
    (s: CheckoutState, e: CheckoutEvent) => checkoutReducer(s, e, options, ctxRef.current),
    undefined,
    () => initialCheckoutState(options, payload.buyerOrderPreferences, ctx),
  );
  const { selection, openSections } = state;
  const [attempted, setAttempted] = useState<ReadonlySet<CheckoutSection>>(new Set());
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const chargesBody = useMemo(
    () => buildChargesRequest(payload, selection, offerIds, precision),
    [payload, selection, offerIds, precision],
  );
  const { charges, pending } = useCharges(chargesBody);

  // I-025: when the rating provider could not quote, real-time methods hide and request-a-quote takes over.
  useEffect(() => {
    // Sticky for the page: once the provider could not quote, real-time methods stay hidden (no flapping when
    // the next answer, for request-a-quote, carries no real-time quotes).
    if (realTimeAvailableFrom(payload, charges)) return;
    setRealTimeAvailable(false);
    dispatch({ type: 'realTimeAvailabilityChanged', available: false });
  }, [payload, charges]);

  const translateIssue = (issue: CheckoutIssue) => {
    const params: Record<string, string | number> = { ...issue.params };
    if (issue.messageCode === 'insuranceAmountTooHigh' && typeof params.amount === 'number')
      params.amount = money(params.amount);
    return t(issue.messageCode, params);
  };
  const issuesOf = (section: CheckoutSection) =>
    attempted.has(section) ? validateSection(section, selection, options, ctx) : [];

  const done = (section: CheckoutSection) => {
    setAttempted((prev) => new Set(prev).add(section));
    setFormError(undefined);
    dispatch({ type: 'sectionDone', section });
  };
  const edit = (section: CheckoutSection) => dispatch({ type: 'sectionOpened', section });

  const method = describeShippingMethod(options, selection.shippingMethod);
  const choices = methodChoices(
    payload,
    allowedShippingMethods(options, selection.shippingAddress, ctx),
    t('holdOrderUntilShippingQuote'),
  );
  const paymentCodes = new Set(allowedPaymentMethods(options, ctx));
  const payments = payload.paymentMethods.filter((m) => paymentCodes.has(m.code));
  const shipAddress = payload.shippingAddresses.find((a) => a.id === selection.shippingAddress);
  const billAddress = payload.billingAddresses.find((a) => a.id === selection.billingAddress);
  const payment = payload.paymentMethods.find((m) => m.code === selection.paymentMethod);
  const quoteMode = isHoldOrderUntilShippingQuote(selection);
  const methodSummary = (() => {
    if (!selection.shippingMethod) return t('notSelected');
    const label = shippingMethodLabel(payload, selection.shippingMethod) ?? selection.shippingMethod;
    if (quoteMode) {
      const level = selection.requestAQuoteInfo.serviceLevel;
      const name = label === 'REQUEST_A_QUOTE' ? t('holdOrderUntilShippingQuote') : label;
      return level ? `${name} · ${level}` : name;
    }
    if (method?.kind === 'BILL_MY_ACCOUNT') {
      const b = selection.billMyAccountInfo;
      return [label, b.carrier, b.serviceLevel, b.accountNumber].filter(Boolean).join(' · ');
    }
    return label;
  })();

  const { buttons, warningKey } = checkoutButtons({
    mode: salesOrder ? 'addToExisting' : 'new',
    holdOrderUntilShippingQuote: quoteMode,
    salesOrderUpdateMethod: orderSettings?.salesOrderUpdateMethod ?? null,
    singleButtonOrderFlow: orderSettings?.fulfillmentSettings.singleButtonOrderFlow ?? false,
    disablePayAndShipNow: pendingDocuments?.disablePayAndShipNow ?? false,
    pendingDocumentsCount: pendingDocuments?.documents.length ?? 0,
    // H-010: an order the seller's rule covers (by this buyer, or by where it ships) can only be held first.
    proofOfExportFirst:
      !salesOrder && newOrderNeedsProof(payload.newOrderProofOfExport, shipAddress?.country),
  });

  const revealError = useRevealFirstError();
  const submit = async (action: Exclude<CheckoutAction, 'CANCEL'>) => {
    if (busyRef.current) return; // a double click sends once (and the key makes a retry one order)
    // I-012: an open row must be finalized first.
    const finalize = buildFinalizeMessage(openSections, i18nTranslate);
    if (finalize) {
      setAttempted(new Set(openSections));
      setFormError(finalize);
      revealError();
      return;
    }
    // I-043…I-046: every section must be valid; one error shows its message, several the summary.
    const issues = validateCheckout(selection, options, ctx);
    const summary = summarizeIssues(issues);
    if (summary) {
      const sections = [...new Set(issues.map((i) => i.section))];
      setAttempted(new Set(sections));
      for (const section of sections) dispatch({ type: 'sectionOpened', section });
      const first = issues[0];
      setFormError(
        summary.messageCode === 'fillRequiredFields' || !first
          ? t('fillRequiredFields')
          : translateIssue(first),
      );
      revealError();
      return;
    }
    setFormError(undefined);
    busyRef.current = true;
    setBusy(true);
    const body = buildSubmission(payload, selection, offerIds, action, charges);
    // I-072: the integrated payment's pop-up opens at the click (a browser allows it only then), blank until the
    // order exists and its approval link is known; the confirmation page runs it.
    const popup =
      !salesOrder && action === 'PAY_AND_SHIP_NOW' && payment?.code === INTEGRATED_PAYPAL
        ? openPaymentWindow()
        : undefined;
    try {
      if (salesOrder) {
        // I-064, I-065: readyToRelease false; then the order page with the success message.
        const result = await updateCombinedOrder(payload.warehouse, salesOrder, body, idempotencyKey);
        clearAddToExisting();
        clearCheckout();
        notifySuccess(t('existingOrderUpdated'));
        navigate(`/orders/${encodeURIComponent(result.phonexOrderNumber)}`, { replace: true });
        return;
      }
      const result = await submitOrder(payload.warehouse, body, idempotencyKey);
      if (popup !== undefined) handOverPaymentWindow(result.phonexOrderNumber, popup);
      clearCheckout(); // I-057
      const confirmation: ConfirmationState = {
        fromCheckout: true,
        typeOfConfirmation: submitIntent(action, selection.paymentMethod).typeOfConfirmation ?? 'HOLD_ORDER',
        paymentMethod: payment
          ? { code: payment.code, label: payment.label, instructions: payment.instructions }
          : null,
        phonexOrderNumber: result.phonexOrderNumber,
        paymentStatus: null,
      };
      navigate('/checkout/order-release-confirmation', { state: confirmation, replace: true });
    } catch (error) {
      popup?.close();
      busyRef.current = false;
      setBusy(false);
      // H-010, H-011: proof of export stops PAY AND SHIP NOW, not the order: the buyer stays to hold it instead.
      const poe =
        error instanceof ApiError &&
        error.errors.find((e) => PROOF_OF_EXPORT_CODES.has(e.messageCode))?.messageDescription;
      if (poe) {
        notifyError(poe);
        return;
      }
      // I-058: a failed submit goes back to /cart (the request helper has shown the server's message).
      navigate('/cart');
    }
  };

  const computed = computeState(payload, charges, precision, {
    shippingMethod: Boolean(selection.shippingMethod),
    paymentMethod: Boolean(selection.paymentMethod),
  });
  const rowErrors = (section: CheckoutSection) =>
    issuesOf(section)
      .filter(
        (i) =>
          !SHIPPING_EXTRA_FIELDS.has(i.field) &&
          ![
            'carrier',
            'carrierServiceLevel',
            'carrierShippingAccountNumber',
            'requestAQuoteServiceLevel',
          ].includes(i.field),
      )
      .map(translateIssue);
  const submitButton = (b: (typeof buttons)[number], i: number, sx?: SxProps<Theme>) => (
    <Button
      key={b.action}
      variant={i === 0 ? 'contained' : 'outlined'}
      size="large"
      fullWidth
      // I-047: not while the charges are being worked out for the last change (the total shown is the one placed).
      disabled={b.disabled || busy || pending}
      onClick={() => void submit(b.action as Exclude<CheckoutAction, 'CANCEL'>)}
      sx={sx}
    >
      {t(b.labelKey)}
    </Button>
  );
  const combined = Boolean(payload.onHoldSalesOrder);
  const title = combined ? t('reviewCombinedOrderHeading') : t('checkoutHeading');

  return (
    <Page
      title={title}
      overline={payload.warehouseLabel}
      heading={title}
      actions={
        combined && payload.onHoldSalesOrder ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('addingToOrder', { orderNumber: payload.onHoldSalesOrder.refOrderNumberOrPhonexOrderNumber })}
          </Typography>
        ) : undefined
      }
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <SectionCard
            id="shippingAddress"
            title={t('shippingAddress')}
            open={openSections.includes('shippingAddress')}
            disabled={busy}
            summary={<AddressSummary address={shipAddress} />}
            editor={
              <AddressEditor
                name="shippingAddress"
                addresses={payload.shippingAddresses}
                value={selection.shippingAddress}
                onChange={(id) => dispatch({ type: 'shippingAddressSelected', id })}
              />
            }
            errors={rowErrors('shippingAddress')}
            onEdit={() => edit('shippingAddress')}
            onDone={() => done('shippingAddress')}
          />
          <SectionCard
            id="shippingMethod"
            title={t('shippingMethod')}
            open={openSections.includes('shippingMethod')}
            disabled={busy}
            summary={<Typography variant="body2">{methodSummary}</Typography>}
            editor={
              <ShippingMethodEditor
                payload={payload}
                choices={choices}
                selection={selection}
                issues={issuesOf('shippingMethod')}
                dispatch={dispatch}
                translateIssue={translateIssue}
              />
            }
            extra={
              <ShippingExtras
                method={method}
                selection={selection}
                maxInsuranceAmount={payload.maxShipmentInsuranceAmount}
                issues={issuesOf('shippingMethod')}
                dispatch={dispatch}
                translateIssue={translateIssue}
                money={money}
                disabled={busy}
              />
            }
            errors={rowErrors('shippingMethod')}
            onEdit={() => edit('shippingMethod')}
            onDone={() => done('shippingMethod')}
          />
          <SectionCard
            id="billingAddress"
            title={t('billingAddress')}
            open={openSections.includes('billingAddress')}
            disabled={busy}
            summary={<AddressSummary address={billAddress} />}
            editor={
              <AddressEditor
                name="billingAddress"
                addresses={payload.billingAddresses}
                value={selection.billingAddress}
                onChange={(id) => dispatch({ type: 'billingAddressSelected', id })}
              />
            }
            errors={rowErrors('billingAddress')}
            onEdit={() => edit('billingAddress')}
            onDone={() => done('billingAddress')}
          />
          <SectionCard
            id="paymentMethod"
            title={t('paymentMethod')}
            open={openSections.includes('paymentMethod')}
            disabled={busy}
            summary={
              payment ? (
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {payment.label}
                  </Typography>
                  {payment.instructions ? (
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                      {payment.instructions}
                    </Typography>
                  ) : null}
                </Box>
              ) : (
                <Typography variant="body2">{t('notSelected')}</Typography>
              )
            }
            editor={<PaymentEditor methods={payments} value={selection.paymentMethod} dispatch={dispatch} />}
            errors={rowErrors('paymentMethod')}
            onEdit={() => edit('paymentMethod')}
            onDone={() => done('paymentMethod')}
          />
          {payload.additionalServices.length > 0 ? (
            <SectionCard
              id="additionalServices"
              title={t('additionalServices')}
              optional
              open={openSections.includes('additionalServices')}
              disabled={busy}
              summary={
                <Typography variant="body2">
                  {selection.additionalServices.length === 0
                    ? t('noneSelected')
                    : payload.additionalServices
                        .filter((s) => selection.additionalServices.includes(s.id))
                        .map((s) => s.label)
                        .join(', ')}
                </Typography>
              }
              editor={
                <ServicesEditor
                  services={payload.additionalServices}
                  value={selection.additionalServices}
                  dispatch={dispatch}
                />
              }
              errors={rowErrors('additionalServices')}
              onEdit={() => edit('additionalServices')}
              onDone={() => done('additionalServices')}
            />
          ) : null}
          {payload.onHoldSalesOrder ? (
            <PanelCard
              title={t('orderNumberHeading', {
                orderNumber: payload.onHoldSalesOrder.refOrderNumberOrPhonexOrderNumber,
              })}
            >
              <LineTable lines={payload.onHoldSalesOrder.lineItems} caption={t('existingOrderSubtotal')} />
            </PanelCard>
          ) : null}
          <PanelCard title={combined ? t('yourNewItems') : t('orderItemsHeading')}>
            <LineTable lines={payload.lineItems} caption={t('orderItemsHeading')} />
          </PanelCard>
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <PanelCard title={t('orderSummaryHeading')}>
            <TotalsPanel
              state={computed}
              combined={combined}
              quoted={quoteMode}
              showServices={selection.additionalServices.length > 0}
              pending={pending}
            />
            {formError ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="checkout-error">
                {formError}
              </Alert>
            ) : null}
            {warningKey ? (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t(warningKey)}
              </Alert>
            ) : null}
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              {t('termsAgreement')}{' '}
              <Link component={RouterLink} to="/terms-of-sale" target="_blank">
                {t('termsOfSale')}
              </Link>
            </Typography>
            <Stack spacing={1} sx={{ mt: 2 }}>
              {buttons.map((b, i) =>
                b.action === 'CANCEL' ? (
                  <Button key={b.action} variant="text" disabled={busy} onClick={() => navigate('/cart')}>
                    {t(b.labelKey)}
                  </Button>
                ) : (
                  // Below md the place/hold buttons live in the bottom bar instead (below).
                  <Box key={b.action} sx={{ display: { xs: 'none', md: 'block' } }}>
                    {submitButton(b, i)}
                  </Box>
                ),
              )}
            </Stack>
          </PanelCard>
        </Box>
      </Box>
      {/* Below md: the total and the place/hold buttons in a bar that sticks to the bottom of the screen (above
          the menu bar) and comes to rest at the end of the page, so it never covers the lines or the footer. */}
      <Paper
        elevation={8}
        square
        sx={{
          display: { xs: 'block', md: 'none' },
          position: 'sticky',
          bottom: MOBILE_BAR_HEIGHT,
          mt: 2,
          mx: { xs: -2, sm: -3 },
          zIndex: (theme) => theme.zIndex.appBar,
          px: 2,
          py: 1.25,
        }}
      >
        {formError ? (
          <Alert severity="error" sx={{ mb: 1, py: 0 }}>
            {formError}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="bar-total">
            {totalText(computed, quoteMode, money, t)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1}>
          {/* Compact on the bar: longer labels (Spanish 'RETENER EL PEDIDO PARA MÁS TARDE') wrap to two short
              lines instead of three tall ones that would cover the form. */}
          {buttons.flatMap((b, i) =>
            b.action === 'CANCEL'
              ? []
              : [submitButton(b, i, { flex: 1, py: 0.75, lineHeight: 1.25, fontSize: '0.8125rem' })],
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
