import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderOptions, OrderPermission } from '@portico/contract';
import {
  allowedPaymentMethods,
  allowedShippingMethods,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutIssue,
  type CheckoutOptions,
  type CheckoutSection,
  type CheckoutSelection,
  describeShippingMethod,
  isHoldOrderUntilShippingQuote,
} from '@portico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { methodChoices, shippingMethodLabel } from '../../../lib/shipping-billing.ts';

const METHOD_FIELDS = new Set([
  'carrier',
  'carrierServiceLevel',
  'carrierShippingAccountNumber',
  'requestAQuoteServiceLevel',
]);

/**
 * The billing and shipping section of the order details page (L-012, L-023): the checkout's rows and editors
 * over the order's options, each row editable only where the order's permission allows (shipping:
 * canUpdateShipping; billing and payment: canUpdateBillingAndPayment; services: canUpdateAdditionalServices).
 */
export function OrderShippingBilling({
  orderOptions,
  options,
  ctx,
  selection,
  openSections,
  permission,
  issuesOf,
  translateIssue,
  dispatch,
  onDone,
  money,
  disabled,
  paid,
}: {
  orderOptions: OrderOptions;
  options: CheckoutOptions;
  ctx: CheckoutContext;
  selection: CheckoutSelection;
  openSections: readonly CheckoutSection[];
  permission: OrderPermission;
  issuesOf(section: CheckoutSection): CheckoutIssue[];
  translateIssue(issue: CheckoutIssue): string;
  dispatch(event: CheckoutEvent): void;
  onDone(section: CheckoutSection): void;
  money(n: number): string;
  disabled: boolean;
  /** The order is paid: its method is named without the how-to-pay instructions (nothing is owed). */
  paid: boolean;
}) {
  const { t } = useTranslation();
  const shipAddress = orderOptions.shippingAddresses.find((a) => a.id === selection.shippingAddress);
  const billAddress = orderOptions.billingAddresses.find((a) => a.id === selection.billingAddress);
  const payment = orderOptions.paymentMethods.find((m) => m.code === selection.paymentMethod);
  const paymentCodes = new Set(allowedPaymentMethods(options, ctx));
  const method = describeShippingMethod(options, selection.shippingMethod);
  const choices = methodChoices(
    orderOptions,
    allowedShippingMethods(options, selection.shippingAddress, ctx),
    t('holdOrderUntilShippingQuote'),
  );
  const quoteMode = isHoldOrderUntilShippingQuote(selection);
  const methodSummary = (() => {
    if (!selection.shippingMethod) return t('notSelected');
    const label = shippingMethodLabel(orderOptions, selection.shippingMethod) ?? selection.shippingMethod;
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
  // I-023: a new shipping address resets the method to its first allowed one, and a new method clears the
  // insurance (I-036). The buyer is told, in the method's row, until they choose another method or address.
  const [followed, setFollowed] = useState<{ address: string; method: string | undefined }>();
  const chooseShippingAddress = (id: string) => {
    const next = allowedShippingMethods(options, id, ctx)[0];
    const changes = id !== selection.shippingAddress && next !== selection.shippingMethod;
    setFollowed(changes && selection.shippingMethod ? { address: id, method: next } : undefined);
    dispatch({ type: 'shippingAddressSelected', id });
  };
  const methodFollowedAddress =
    followed !== undefined &&
    followed.address === selection.shippingAddress &&
    followed.method === selection.shippingMethod;
  const rowErrors = (section: CheckoutSection) =>
    issuesOf(section)
      .filter((i) => !SHIPPING_EXTRA_FIELDS.has(i.field) && !METHOD_FIELDS.has(i.field))
      .map(translateIssue);
  const open = (section: CheckoutSection) => openSections.includes(section);
  const edit = (section: CheckoutSection) => dispatch({ type: 'sectionOpened', section });
  const shipping = permission.canUpdateShipping;
  const billing = permission.canUpdateBillingAndPayment;
  const insuranceText =
    selection.shippingInsured === undefined
      ? null
      : selection.shippingInsured
        ? t('insuredFor', { amount: money(Number(selection.shippingInsuranceAmount ?? 0)) })
        : t('notInsured');

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2}>
        <SectionCard
          id="order-shippingAddress"
          title={t('shippingAddress')}
          readOnly={!shipping}
          open={open('shippingAddress')}
          disabled={disabled}
          summary={<AddressSummary address={shipAddress} label={t('shippingAddress')} />}
          editor={
            <AddressEditor
              name="shippingAddress"
              addresses={orderOptions.shippingAddresses}
              value={selection.shippingAddress}
              onChange={chooseShippingAddress}
            />
          }
          errors={rowErrors('shippingAddress')}
          onEdit={() => edit('shippingAddress')}
          onDone={() => onDone('shippingAddress')}
        />
        <SectionCard
          id="order-shippingMethod"
          title={t('shippingMethod')}
          readOnly={!shipping}
          open={open('shippingMethod')}
          disabled={disabled}
          summary={
            <Box>
              {methodFollowedAddress ? (
                <Alert severity="info" sx={{ mb: 1, py: 0 }}>
                  {t('shippingMethodFollowedAddress')}
                </Alert>
              ) : null}
              <Typography variant="body2">{methodSummary}</Typography>
              {!shipping && insuranceText ? <Typography variant="body2">{insuranceText}</Typography> : null}
              {!shipping && selection.shippingInstruction ? (
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}
                >
                  {selection.shippingInstruction}
                </Typography>
              ) : null}
            </Box>
          }
          editor={
            <ShippingMethodEditor
              payload={orderOptions}
              choices={choices}
              selection={selection}
              issues={issuesOf('shippingMethod')}
              dispatch={dispatch}
              translateIssue={translateIssue}
            />
          }
          extra={
            shipping ? (
              <ShippingExtras
                method={method}
                selection={selection}
                maxInsuranceAmount={orderOptions.maxShipmentInsuranceAmount}
                issues={issuesOf('shippingMethod')}
                dispatch={dispatch}
                translateIssue={translateIssue}
                money={money}
                disabled={disabled}
              />
            ) : null
          }
          errors={rowErrors('shippingMethod')}
          onEdit={() => edit('shippingMethod')}
          onDone={() => onDone('shippingMethod')}
        />
      </Stack>
      <Stack spacing={2}>
        <SectionCard
          id="order-billingAddress"
          title={t('billingAddress')}
          readOnly={!billing}
          open={open('billingAddress')}
          disabled={disabled}
          summary={<AddressSummary address={billAddress} label={t('billingAddress')} />}
          editor={
            <AddressEditor
              name="billingAddress"
              addresses={orderOptions.billingAddresses}
              value={selection.billingAddress}
              onChange={(id) => dispatch({ type: 'billingAddressSelected', id })}
            />
          }
          errors={rowErrors('billingAddress')}
          onEdit={() => edit('billingAddress')}
          onDone={() => onDone('billingAddress')}
        />
        <SectionCard
          id="order-paymentMethod"
          title={t('paymentMethod')}
          readOnly={!billing}
          open={open('paymentMethod')}
          disabled={disabled}
          summary={
            payment ? (
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {payment.label}
                </Typography>
                {payment.instructions && !paid ? (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                    {payment.instructions}
                  </Typography>
                ) : null}
              </Box>
            ) : (
              <Typography variant="body2">{selection.paymentMethod ?? t('notSelected')}</Typography>
            )
          }
          editor={
            <PaymentEditor
              methods={orderOptions.paymentMethods.filter((m) => paymentCodes.has(m.code))}
              value={selection.paymentMethod}
              dispatch={dispatch}
            />
          }
          errors={rowErrors('paymentMethod')}
          onEdit={() => edit('paymentMethod')}
          onDone={() => onDone('paymentMethod')}
        />
        {orderOptions.additionalServices.length > 0 || selection.additionalServices.length > 0 ? (
          <SectionCard
            id="order-additionalServices"
            title={t('additionalServices')}
            optional
            readOnly={!permission.canUpdateAdditionalServices}
            open={open('additionalServices')}
            disabled={disabled}
            summary={
              <Typography variant="body2">
                {selection.additionalServices.length === 0
                  ? t('noneSelected')
                  : selection.additionalServices
                      .map((id) => orderOptions.additionalServices.find((s) => s.id === id)?.label ?? id)
                      .join(', ')}
              </Typography>
            }
            editor={
              <ServicesEditor
                services={orderOptions.additionalServices}
                value={selection.additionalServices}
                dispatch={dispatch}
              />
            }
            errors={rowErrors('additionalServices')}
            onEdit={() => edit('additionalServices')}
            onDone={() => onDone('additionalServices')}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
