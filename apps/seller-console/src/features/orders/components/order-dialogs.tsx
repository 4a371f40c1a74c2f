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
  type DeskOrder,
  DeskPaymentBody,
  DeskPaymentMethod,
  DeskQuoteBody,
} from '@portico/contract/order-desk';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import type { useDeskTransition } from '../api/desk-order.ts';
import { issuesByField, numberOf } from '../logic/form-input.ts';

export type DialogProps = {
  order: DeskOrder;
  transition: ReturnType<typeof useDeskTransition>;
  onClose(): void;
};

/** The server's refusal: per-field messages of a 422, else its message for the whole form. */
export function refusalOf(err: Error): { fields: Record<string, string>; message?: string } {
  const fields: Record<string, string> = {};
  if (err instanceof ApiError)
    for (const f of err.errors) if (f.field) fields[f.field] ??= f.messageDescription;
  return Object.keys(fields).length > 0 ? { fields } : { fields, message: err.message };
}

/** A dialog with a form: full screen on a phone, its submit button busy while the transition runs. */
export function FormDialog(props: {
  title: string;
  submitLabel: string;
  busy: boolean;
  error?: string;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
  danger?: boolean;
  wide?: boolean;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={props.wide ? 'md' : 'sm'}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
      aria-labelledby="desk-dialog-title"
    >
      <DialogTitle id="desk-dialog-title">{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {props.error && <Alert severity="error">{props.error}</Alert>}
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.busy}>
          {t('consoleClose')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={props.danger ? 'error' : 'primary'}
          loading={props.busy}
        >
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Answer a freight quote: AWAITING_SHIPPING_QUOTE → AWAITING_PAYMENT; the server recomputes the charges. */
export function QuoteDialog({ order, transition, onClose }: DialogProps) {
  const notify = useNotify();
  const [freight, setFreight] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const submit = () => {
    const parsed = DeskQuoteBody.safeParse({ version: order.version, freight: numberOf(freight) });
    if (!parsed.success) return setErrors(issuesByField(parsed.error, t('consoleRequired')));
    setErrors({});
    transition.mutate(
      { kind: 'quote', body: parsed.data },
      {
        onSuccess: () => {
          notify(t('consoleQuoteSent'));
          onClose();
        },
        onError: (err) => {
          const r = refusalOf(err);
          setErrors(r.fields);
          setMessage(r.message);
        },
      },
    );
  };
  return (
    <FormDialog
      title={t('consoleAnswerTheFreightQuote')}
      submitLabel={t('consoleSendQuote')}
      busy={transition.isPending}
      error={message}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography color="text.secondary">
        {t('consoleQuoteExplanation', {
          method: [order.shippingMethodLabel, order.requestAQuoteServiceLevel].filter(Boolean).join(' · '),
        })}
      </Typography>
      <TextField
        label={t('consoleFreight')}
        value={freight}
        onChange={(e) => setFreight(e.target.value)}
        error={Boolean(errors.freight)}
        helperText={errors.freight ?? t('consoleTaxAndFeesOnTheFreightAre')}
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}

/** Record a wire or check received: → PAID, released per fulfillmentSettings. */
export function PaymentDialog({ order, transition, onClose }: DialogProps) {
  const notify = useNotify();
  const money = useMoney();
  const [method, setMethod] = useState<DeskPaymentMethod>('WIRE');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState(String(order.total));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const submit = () => {
    const parsed = DeskPaymentBody.safeParse({
      version: order.version,
      method,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(amount.trim() ? { amount: numberOf(amount) } : {}),
    });
    if (!parsed.success) return setErrors(issuesByField(parsed.error, t('consoleRequired')));
    setErrors({});
    transition.mutate(
      { kind: 'payment', body: parsed.data },
      {
        onSuccess: () => {
          notify(t('consolePaymentRecorded'));
          onClose();
        },
        onError: (err) => {
          const r = refusalOf(err);
          setErrors(r.fields);
          setMessage(r.message);
        },
      },
    );
  };
  return (
    <FormDialog
      title={t('consoleRecordAPayment')}
      submitLabel={t('consoleRecordPayment')}
      busy={transition.isPending}
      error={message}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography color="text.secondary">
        {t('consoleOrderTotalIs', { total: money(order.total), method: order.paymentMethodLabel })}
      </Typography>
      <TextField
        select
        label={t('consoleReceivedBy')}
        value={method}
        onChange={(e) => setMethod(e.target.value as DeskPaymentMethod)}
      >
        {DeskPaymentMethod.options.map((m) => (
          <MenuItem key={m} value={m}>
            {m === 'WIRE' ? t('consoleWireTransfer') : t('consoleCheck')}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('consoleWireReferenceOrCheckNumber')}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={Boolean(errors.reference)}
        helperText={errors.reference}
      />
      <TextField
        label={t('consoleAmountReceived')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={Boolean(errors.amount)}
        helperText={errors.amount}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}

/** Cancel with a reason: stock back through the inventory core, a refund when it was paid online. */
export function CancelDialog({ order, transition, onClose }: DialogProps) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const submit = () => {
    const parsed = DeskCancelBody.safeParse({ version: order.version, reason });
    if (!parsed.success) return setErrors(issuesByField(parsed.error, t('consoleRequired')));
    setErrors({});
    transition.mutate(
      { kind: 'cancel', body: parsed.data },
      {
        onSuccess: () => {
          notify(t('consoleOrderCanceled'));
          onClose();
        },
        onError: (err) => {
          const r = refusalOf(err);
          setErrors(r.fields);
          setMessage(r.message);
        },
      },
    );
  };
  return (
    <FormDialog
      title={t('consoleCancelOrderN', { n: order.phonexOrderNumber })}
      submitLabel={t('consoleCancelOrder')}
      danger
      busy={transition.isPending}
      error={message}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography color="text.secondary">{t('consoleCancelExplanation')}</Typography>
      <TextField
        label={t('consoleReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? t('consoleTheBuyerIsToldThisReason')}
        multiline
        minRows={3}
        autoFocus
      />
    </FormDialog>
  );
}

/** Edit lines on the buyer's behalf, under the buyer's upsert rules (a line's refusal names its item). */
export function EditLinesDialog({ order, transition, onClose }: DialogProps) {
  const notify = useNotify();
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.itemNumberWarehouse, String(l.orderedQuantity)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const submit = () => {
    const parsed = DeskEditLinesBody.safeParse({
      version: order.version,
      items: order.lines.map((l) => ({
        itemNumberWarehouse: l.itemNumberWarehouse,
        orderedQuantity: quantities[l.itemNumberWarehouse] ?? '',
      })),
    });
    if (!parsed.success) return setMessage(parsed.error.issues[0]?.message);
    setErrors({});
    setMessage(undefined);
    transition.mutate(
      { kind: 'lines', body: parsed.data },
      {
        onSuccess: () => {
          notify(t('consoleLinesSaved'));
          onClose();
        },
        onError: (err) => {
          const lineErrors: Record<string, string> = {};
          if (err instanceof ApiError) {
            const list = (
              err.body as { errors?: { itemNumberWarehouse?: string; messageDescription?: string }[] }
            )?.errors;
            for (const e of Array.isArray(list) ? list : [])
              if (e.itemNumberWarehouse && e.messageDescription)
                lineErrors[e.itemNumberWarehouse] = e.messageDescription;
          }
          setErrors(lineErrors);
          setMessage(err.message);
        },
      },
    );
  };
  return (
    <FormDialog
      title={t('consoleEditLines')}
      submitLabel={t('consoleSaveLines')}
      busy={transition.isPending}
      error={message}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography color="text.secondary">{t('consoleEditLinesExplanation')}</Typography>
      {order.lines.map((line) => (
        <TextField
          key={line.itemNumberWarehouse}
          label={t('consoleQuantityOf', { item: line.itemNumber })}
          value={quantities[line.itemNumberWarehouse] ?? ''}
          onChange={(e) => setQuantities((q) => ({ ...q, [line.itemNumberWarehouse]: e.target.value }))}
          error={Boolean(errors[line.itemNumberWarehouse])}
          helperText={errors[line.itemNumberWarehouse] ?? line.itemDescription}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ))}
    </FormDialog>
  );
}
