import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DeskCancelBody,
  DeskEditLinesBody,
  DeskExtendHoldBody,
  type DeskOrder,
  DeskPaymentBody,
  DeskPaymentMethod,
  DeskQuoteBody,
} from '@portico/contract/order-desk';
import {
  extendedHoldDeadline,
  formatDateTime,
  majorToMinor,
  minorToMajor,
  multiplyMinor,
  parseOrderQuantity,
} from '@portico/domain';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { useTenantConfig } from '../../config/components/tenant-config-provider.tsx';
import { useMoney } from '../../config/hooks/use-money.ts';
import type { useDeskTransition } from '../api/desk-order.ts';
import { formIssues, numberOf } from '../logic/form-input.ts';

export type DialogProps = {
  order: DeskOrder;
  transition: ReturnType<typeof useDeskTransition>;
  onClose(): void;
};

/** The server's refusal: per-field messages beside their fields, the rest (an order changed meanwhile) above the form. */
export function refusalOf(err: Error): { fields: Record<string, string>; message?: string } {
  const fields: Record<string, string> = {};
  // An order that moved on since the dialog opened (409; its field is the version, which no form shows) is said
  // above the form (decision 014), as is any other answer without per-field messages.
  if (!(err instanceof ApiError) || err.status === 409) return { fields, message: err.message };
  const whole: string[] = [];
  for (const f of err.errors) {
    if (f.field && f.field !== 'version') fields[f.field] ??= f.messageDescription;
    else whole.push(f.messageDescription);
  }
  if (Object.keys(fields).length === 0) return { fields, message: err.message };
  return whole.length > 0 ? { fields, message: whole.join(' ') } : { fields };
}

type Refusal = { fields: Record<string, string>; message?: string };
type DeskTransition = Parameters<DialogProps['transition']['mutate']>[0];

/**
 * The state of a desk dialog's form: per-field messages, the message for the whole form, and `send`, which runs one
 * transition — on success the dialog says `done` and closes; on a refusal it shows what `refused` makes of it
 * (per field, else for the whole form).
 */
export function useDeskForm<Step = DeskTransition>({
  transition,
  onClose,
}: {
  /** A mutation (the desk's transitions, or another console page's: the buyers' actions). */
  transition: {
    mutate(step: Step, on: { onSuccess(): void; onError(err: Error): void }): void;
    isPending: boolean;
  };
  onClose(): void;
}) {
  const notify = useNotify();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  /**
   * A form the contract's schema refused: each field's first message (an empty required field reads Required). A
   * new attempt, so the last answer's message goes.
   */
  const invalid = (error: z.ZodError) => {
    setErrors(formIssues(error));
    setMessage(undefined);
  };
  const send = (step: Step, done: string, refused: (err: Error) => Refusal = refusalOf) => {
    setErrors({});
    setMessage(undefined);
    transition.mutate(step, {
      onSuccess: () => {
        notify(done);
        onClose();
      },
      onError: (err) => {
        const r = refused(err);
        setErrors(r.fields);
        setMessage(r.message);
      },
    });
  };
  return { errors, setErrors, message, setMessage, invalid, send, busy: transition.isPending, onClose };
}

/** What the dialog shell reads of a form, whatever its steps. */
type DeskForm = Pick<ReturnType<typeof useDeskForm>, 'busy' | 'message' | 'onClose' | 'errors'>;

/**
 * The shell of every desk dialog: a form under a title, full screen on a phone, the form's message above its
 * fields, Close and the submit button (busy while the transition runs; Close and Escape wait for it). A form with
 * something typed (`isDirty`) is not dropped by Escape or a click beside it: only its Close button closes it.
 */
export function DeskDialog(props: {
  /** What the shell reads of the form (useDeskForm's, or a settings form's of the same shape). */
  form: Pick<DeskForm, 'busy' | 'message' | 'onClose'> & Partial<Pick<DeskForm, 'errors'>>;
  title: string;
  submitLabel: string;
  onSubmit(): void;
  children: ReactNode;
  danger?: boolean;
  wide?: boolean;
  /** The Close button's words when 'Cancel' would read as the submit's action ('Keep order' beside 'Cancel order'). */
  closeLabel?: string;
  isDirty?: boolean;
}) {
  const { busy, message, onClose, errors } = props.form;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const content = useRef<HTMLDivElement>(null);
  // A refusal is not left below the fold: the first field it names takes the focus (and scrolls into view), a
  // message for the whole form scrolls the dialog to its top, where it is shown.
  useEffect(() => {
    const box = content.current;
    if (!box) return;
    const invalid = box.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (errors && Object.keys(errors).length > 0 && invalid) {
      invalid.focus();
      invalid.scrollIntoView?.({ block: 'center' });
    } else if (message) {
      box.scrollTop = 0;
    }
  }, [errors, message]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog
      open
      onClose={busy || props.isDirty ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={props.wide ? 'md' : 'sm'}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
      aria-labelledby="desk-dialog-title"
    >
      <DialogTitle id="desk-dialog-title">{props.title}</DialogTitle>
      <DialogContent ref={content}>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {message && <Alert severity="error">{message}</Alert>}
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {props.closeLabel ?? t('consoleCancel')}
        </Button>
        <Button type="submit" variant="contained" color={props.danger ? 'error' : 'primary'} loading={busy}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Answer a freight quote: AWAITING_SHIPPING_QUOTE → AWAITING_PAYMENT; the server recomputes the charges. */
export function QuoteDialog({ order, transition, onClose }: DialogProps) {
  const money = useMoney();
  const form = useDeskForm({ transition, onClose });
  const [freight, setFreight] = useState('');
  // A quote reaches the buyer at once and is final: the first press reads the amount back, the second sends it.
  const [review, setReview] = useState<number>();
  const submit = () => {
    const parsed = DeskQuoteBody.safeParse({ version: order.version, freight: numberOf(freight) });
    if (!parsed.success) {
      setReview(undefined);
      return form.invalid(parsed.error);
    }
    if (review !== parsed.data.freight) {
      form.setErrors({});
      return setReview(parsed.data.freight);
    }
    form.send({ kind: 'quote', body: parsed.data }, t('consoleQuoteSent'));
  };
  return (
    <DeskDialog
      form={form}
      title={t('consoleAnswerTheFreightQuote')}
      submitLabel={
        review === undefined ? t('consoleSendQuote') : t('consoleSendTheQuoteOf', { amount: money(review) })
      }
      onSubmit={submit}
    >
      <Typography color="text.secondary">
        {t('consoleQuoteExplanation', {
          method: [order.shippingMethodLabel, order.requestAQuoteServiceLevel].filter(Boolean).join(' · '),
        })}
      </Typography>
      <TextField
        label={t('consoleFreight')}
        value={freight}
        onChange={(e) => {
          setFreight(e.target.value);
          setReview(undefined);
        }}
        error={Boolean(form.errors.freight)}
        helperText={form.errors.freight ?? t('consoleTaxAndFeesOnTheFreightAre')}
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      {review !== undefined && (
        <Alert severity="warning" role="status">
          {t('consoleQuoteReadBack', { amount: money(review), subtotal: money(order.subtotal) })}
        </Alert>
      )}
    </DeskDialog>
  );
}

/**
 * Create the invoice: final (an INVOICED order takes no more changes), so it asks first, with what it will bill.
 * The notice names the invoice number the server gave.
 */
export function InvoiceDialog({ order, transition, onClose }: DialogProps) {
  const money = useMoney();
  const notify = useNotify();
  const [message, setMessage] = useState<string>();
  const shipped = order.lines.reduce((n, l) => n + l.shippedQuantity, 0);
  const submit = () => {
    setMessage(undefined);
    transition.mutate(
      { kind: 'invoice', body: { version: order.version } },
      {
        onSuccess: ({ order: next }) => {
          notify(t('consoleInvoiced', { invoiceNumber: next.invoices.at(-1)?.invoiceNumber ?? '' }));
          onClose();
        },
        onError: (err) => setMessage(refusalOf(err).message ?? err.message),
      },
    );
  };
  return (
    <DeskDialog
      form={{ busy: transition.isPending, message, onClose }}
      title={t('consoleCreateInvoiceFor', { n: order.phonexOrderNumber })}
      submitLabel={t('consoleCreateInvoice')}
      onSubmit={submit}
    >
      <Typography color="text.secondary">
        {t('consoleInvoiceExplanation', { total: money(order.total), count: shipped })}
      </Typography>
    </DeskDialog>
  );
}

/**
 * How an order's own payment method is most likely received (its code names it), the dialog's first choice. Any
 * other method starts on a wire: credit terms (Net 30) are most often settled by wire, and the dialog says so.
 */
const receivedBy = (paymentMethodCode: string): DeskPaymentMethod =>
  /CARD/i.test(paymentMethodCode) ? 'CARD' : /CHE(?:CK|QUE)/i.test(paymentMethodCode) ? 'CHECK' : 'WIRE';
const onTerms = (paymentMethodCode: string) => /TERMS|NET_?\d/i.test(paymentMethodCode);

const RECEIVED_BY_WORDS = {
  WIRE: 'consoleWireTransfer',
  CHECK: 'consoleCheck',
  CARD: 'consoleCard',
} as const;

const REFERENCE_WORDS = {
  WIRE: 'consoleWireReference',
  CHECK: 'consoleCheckNumber',
  CARD: 'consoleCardReceipt',
} as const;

/** Record a wire, check or card payment received: → PAID, released per fulfillmentSettings. */
export function PaymentDialog({ order, transition, onClose }: DialogProps) {
  const money = useMoney();
  const form = useDeskForm({ transition, onClose });
  const [method, setMethod] = useState<DeskPaymentMethod>(() => receivedBy(order.paymentMethodCode));
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState(String(order.total));
  // An amount above the total (a typo, an extra zero) is read back first, as a quote is; the second press records it.
  const [review, setReview] = useState<number>();
  const submit = () => {
    const parsed = DeskPaymentBody.safeParse({
      version: order.version,
      method,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(amount.trim() ? { amount: numberOf(amount) } : {}),
    });
    if (!parsed.success) {
      setReview(undefined);
      return form.invalid(parsed.error);
    }
    const received = parsed.data.amount;
    if (received !== undefined && received > order.total && review !== received) {
      form.setErrors({});
      return setReview(received);
    }
    form.send({ kind: 'payment', body: parsed.data }, t('consolePaymentRecorded'));
  };
  return (
    <DeskDialog
      form={form}
      title={t('consoleRecordAPayment')}
      submitLabel={
        review === undefined
          ? t('consoleRecordPayment')
          : t('consoleRecordPaymentOf', { amount: money(review) })
      }
      onSubmit={submit}
    >
      <Typography color="text.secondary">
        {t('consoleOrderTotalIs', { total: money(order.total), method: order.paymentMethodLabel })}
      </Typography>
      <TextField
        select
        label={t('consoleReceivedBy')}
        value={method}
        onChange={(e) => setMethod(e.target.value as DeskPaymentMethod)}
        helperText={onTerms(order.paymentMethodCode) ? t('consoleTermsAreSettledByWire') : undefined}
      >
        {DeskPaymentMethod.options.map((m) => (
          <MenuItem key={m} value={m}>
            {t(RECEIVED_BY_WORDS[m])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t(REFERENCE_WORDS[method])}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={Boolean(form.errors.reference)}
        helperText={form.errors.reference ?? t('consoleTheBuyerSeesTheReference')}
      />
      <TextField
        label={t('consoleAmountReceived')}
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          setReview(undefined);
        }}
        error={Boolean(form.errors.amount)}
        helperText={form.errors.amount}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      {review !== undefined && (
        <Alert severity="warning" role="status">
          {t('consolePaymentReadBack', {
            amount: money(review),
            over: money(Math.round((review - order.total) * 100) / 100),
            total: money(order.total),
          })}
        </Alert>
      )}
    </DeskDialog>
  );
}

/** Cancel with a reason: stock back through the inventory core, a refund when it was paid online. */
export function CancelDialog({ order, transition, onClose }: DialogProps) {
  const form = useDeskForm({ transition, onClose });
  const [reason, setReason] = useState('');
  // A partly shipped order is not cancelled: the units it has left are closed (the server's same call).
  const shipped = order.fulfillmentStatus === 'SHIPPED';
  const open = order.lines.reduce((n, l) => n + l.openQuantity, 0);
  const submit = () => {
    const parsed = DeskCancelBody.safeParse({ version: order.version, reason });
    if (!parsed.success) return form.invalid(parsed.error);
    form.send(
      { kind: 'cancel', body: parsed.data },
      t(shipped ? 'consoleOpenUnitsClosed' : 'consoleOrderCanceled'),
    );
  };
  return (
    <DeskDialog
      form={form}
      title={t(shipped ? 'consoleCloseOpenUnitsOfN' : 'consoleCancelOrderN', { n: order.phonexOrderNumber })}
      submitLabel={t(shipped ? 'consoleCloseOpenUnits' : 'consoleCancelOrder')}
      closeLabel={t(shipped ? 'consoleKeepOpenUnits' : 'consoleKeepOrder')}
      danger
      // A reason typed is not lost to a stray Escape or click beside the dialog.
      isDirty={reason.trim() !== ''}
      onSubmit={submit}
    >
      <Typography color="text.secondary">
        {shipped ? t('consoleCloseOpenUnitsExplanation', { count: open }) : t('consoleCancelExplanation')}
      </Typography>
      <TextField
        label={t('consoleReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={Boolean(form.errors.reason)}
        helperText={form.errors.reason ?? t('consoleTheBuyerIsToldThisReason')}
        multiline
        minRows={3}
        autoFocus
      />
    </DeskDialog>
  );
}

/** The extra time the desk offers a held order, in hours: a day to two weeks. */
const HOLD_EXTENSIONS = [24, 48, 72, 168, 336] as const;

/**
 * Give a held order more time before its hold window cancels it: a buyer who phoned to say the payment is
 * on its way keeps the stock. The new deadline is read back before it is sent (counted from the current one, or
 * from now when that has passed, as the server counts it).
 */
export function ExtendHoldDialog({ order, transition, onClose }: DialogProps) {
  const form = useDeskForm({ transition, onClose });
  const [hours, setHours] = useState<number>(48);
  const current = order.holdExpiresAt ? new Date(order.holdExpiresAt) : new Date();
  const until = formatDateTime(extendedHoldDeadline(current, new Date(), hours));
  const submit = () => {
    const parsed = DeskExtendHoldBody.safeParse({ version: order.version, hours });
    if (!parsed.success) return form.invalid(parsed.error);
    form.send({ kind: 'hold/extend', body: parsed.data }, t('consoleHoldExtendedUntil', { date: until }));
  };
  return (
    <DeskDialog
      form={form}
      title={t('consoleExtendHoldOfN', { n: order.phonexOrderNumber })}
      submitLabel={t('consoleExtendHold')}
      onSubmit={submit}
    >
      <Typography color="text.secondary">
        {t('consoleExtendHoldExplanation', { date: formatDateTime(current) })}
      </Typography>
      <TextField
        select
        label={t('consoleMoreTime')}
        value={hours}
        onChange={(e) => setHours(Number(e.target.value))}
        error={Boolean(form.errors.hours)}
        helperText={form.errors.hours ?? t('consoleHoldUntilDate', { date: until })}
      >
        {HOLD_EXTENSIONS.map((h) => (
          <MenuItem key={h} value={h}>
            {h % 24 === 0 ? t('consoleNDays', { count: h / 24 }) : t('consoleNHours', { count: h })}
          </MenuItem>
        ))}
      </TextField>
    </DeskDialog>
  );
}

/**
 * A refusal of an edit of lines: the message of each line it names (by itemNumberWarehouse) and its message. 'Not
 * enough quantity' says how many the line may have: what it has and what is in stock beyond it (L-043).
 */
function lineRefusalOf(lines: readonly DeskOrder['lines'][number][]) {
  return (err: Error): Refusal => {
    const fields: Record<string, string> = {};
    if (err instanceof ApiError) {
      const list = (
        err.body as {
          errors?: { itemNumberWarehouse?: string; messageCode?: string; messageDescription?: string }[];
        }
      )?.errors;
      for (const e of Array.isArray(list) ? list : []) {
        if (!e.itemNumberWarehouse || !e.messageDescription) continue;
        const line = lines.find((l) => l.itemNumberWarehouse === e.itemNumberWarehouse);
        const available = line?.quantityAvailable;
        fields[e.itemNumberWarehouse] =
          e.messageCode === 'notEnoughQuantity' && line && available != null
            ? t('consoleNotEnoughQuantityAtMost', {
                max: line.orderedQuantity + Math.max(0, available),
                available: Math.max(0, available),
              })
            : e.messageDescription;
      }
    }
    // Said once: beside the lines it names, else above the form.
    return Object.keys(fields).length > 0 ? { fields } : { fields, message: err.message };
  };
}

/**
 * Edit lines on the buyer's behalf, under the buyer's upsert rules (a line's refusal names its item). Each line
 * says how many more units are in stock and what it comes to; the goods' total follows the quantities typed (the
 * server works out the freight, fees and tax again). Nothing changed, nothing is sent.
 */
export function EditLinesDialog({ order, transition, onClose }: DialogProps) {
  const money = useMoney();
  const { currencyPrecision } = useTenantConfig();
  const form = useDeskForm({ transition, onClose });
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.itemNumberWarehouse, String(l.orderedQuantity)])),
  );
  const typed = (l: DeskOrder['lines'][number]) => quantities[l.itemNumberWarehouse] ?? '';
  // What a line comes to at the quantity typed (its units still ordered, as the order's lines show it).
  const lineMinor = (l: DeskOrder['lines'][number], quantity: number) =>
    multiplyMinor(majorToMinor(l.unitPrice, currencyPrecision), Math.max(0, quantity - l.canceledQuantity));
  const quantityOf = (l: DeskOrder['lines'][number]) => parseOrderQuantity(typed(l));
  const goodsMinor = order.lines.reduce(
    (sum, l) => sum + lineMinor(l, quantityOf(l) ?? l.orderedQuantity),
    0,
  );
  const submit = () => {
    if (order.lines.every((l) => quantityOf(l) === l.orderedQuantity)) {
      form.setErrors({});
      return form.setMessage(t('consoleNothingChanged'));
    }
    // 0 removes a line: the upsert removes the lines a request leaves out (the buyer's own rule); every line
    // removed is cancelling the order, which has its own button and reason.
    const kept = order.lines.filter((l) => typed(l).trim() !== '0');
    if (kept.length === 0) return form.setMessage(t('consoleCancelToRemoveEveryLine'));
    const parsed = DeskEditLinesBody.safeParse({
      version: order.version,
      items: kept.map((l) => ({ itemNumberWarehouse: l.itemNumberWarehouse, orderedQuantity: typed(l) })),
    });
    if (!parsed.success) return form.setMessage(parsed.error.issues[0]?.message);
    form.setMessage(undefined);
    form.send({ kind: 'lines', body: parsed.data }, t('consoleLinesSaved'), lineRefusalOf(order.lines));
  };
  return (
    <DeskDialog
      form={form}
      title={t('consoleEditLines')}
      submitLabel={t('consoleSaveLines')}
      onSubmit={submit}
    >
      <Typography color="text.secondary">{t('consoleEditLinesExplanation')}</Typography>
      {order.lines.map((line) => {
        const quantity = quantityOf(line) ?? line.orderedQuantity;
        const amount = {
          quantity: Math.max(0, quantity - line.canceledQuantity),
          price: money(line.unitPrice),
          amount: money(minorToMajor(lineMinor(line, quantity), currencyPrecision)),
        };
        return (
          <TextField
            key={line.itemNumberWarehouse}
            label={t('consoleQuantityOf', { item: line.itemNumber })}
            value={typed(line)}
            onChange={(e) => setQuantities((q) => ({ ...q, [line.itemNumberWarehouse]: e.target.value }))}
            error={Boolean(form.errors[line.itemNumberWarehouse])}
            helperText={
              <>
                <span>{form.errors[line.itemNumberWarehouse] ?? line.itemDescription}</span>
                <br />
                <span>
                  {line.quantityAvailable == null
                    ? t('consoleLineAmount', amount)
                    : t('consoleLineAvailableAndAmount', {
                        ...amount,
                        available: Math.max(0, line.quantityAvailable),
                      })}
                </span>
              </>
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        );
      })}
      <Typography sx={{ fontWeight: 600 }}>
        {t('consoleEditLinesGoods', {
          amount: money(minorToMajor(goodsMinor, currencyPrecision)),
          was: money(order.subtotal),
        })}
      </Typography>
    </DeskDialog>
  );
}
