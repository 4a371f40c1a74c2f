import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FulfillmentStatus } from '@portico/contract';
import { type DeskOrderSettings, DeskOrderSettingsInput } from '@portico/contract/order-desk';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { SettingsActions, SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { useOrderSettings, useSaveOrderSettings } from '../api/order-settings.ts';
import { formIssues, numberOf } from '../logic/form-input.ts';
import { refusalOf } from './order-dialogs.tsx';
import { statusLabel } from './order-status-chip.tsx';

/** The statuses a release may move an order to (fulfillmentSettings.onReleaseFulfillmentStatusTo). */
const RELEASE_TO: FulfillmentStatus[] = ['AWAITING_PAYMENT', 'READY_FOR_FULFILLMENT'];

/**
 * Settings › Orders (part 2 §3 Order settings, K-004, L-007, L-058, Q-040, Q-041, Q-043): the fulfillment status
 * labels and where a release moves an order, in which statuses the buyer sees invoice numbers, the payment grace
 * period and fee percents, and the hold window. Checked by the contract's DeskOrderSettingsInput before it is sent
 * (and by the server again); a refusal is shown beside its field.
 */
export function OrderSettingsCard() {
  const settings = useOrderSettings();
  return (
    <SettingsCard
      headingId="order-settings-heading"
      title={t('consoleOrderSettings')}
      explanation={t('consoleOrderSettingsExplanation')}
      query={settings}
      loadingLabel={t('consoleLoadingOrderSettings')}
      loadingHeight={320}
      errorLead={t('consoleTheOrderSettingsCouldNotBe')}
    >
      {(saved) => <OrderSettingsForm saved={saved} />}
    </SettingsCard>
  );
}

type Draft = {
  labels: Record<string, string>;
  releaseTo: string;
  invoiceStatuses: string[];
  sellerAddress: string;
  graceEnabled: boolean;
  graceHours: string;
  reservationPercent: string;
  cancellationPercent: string;
  holdHours: string;
};

const draftOf = (s: DeskOrderSettings): Draft => ({
  labels: Object.fromEntries(s.fulfillmentSettings.statuses.map((x) => [x.code, x.label])),
  releaseTo: s.fulfillmentSettings.onReleaseFulfillmentStatusTo,
  invoiceStatuses: [...s.invoiceSettings.showInvoiceFulfillmentStatuses],
  sellerAddress: s.invoiceSettings.sellerAddress,
  graceEnabled: s.paymentCollectionSettings.gracePeriodEnabled,
  graceHours: String(s.paymentCollectionSettings.gracePeriodHours),
  reservationPercent: String(s.paymentCollectionSettings.reservationFeePercent),
  cancellationPercent: String(s.paymentCollectionSettings.cancellationFeePercent),
  holdHours: String(s.holdWindowHours),
});

function OrderSettingsForm({ saved }: { saved: DeskOrderSettings }) {
  const notify = useNotify();
  const save = useSaveOrderSettings();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const isDirty = JSON.stringify(draft) !== JSON.stringify(draftOf(saved));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const statuses = saved.fulfillmentSettings.statuses;
  // A refused save takes the focus to the first field refused (scrolled into view): on a long card, or a phone,
  // the messages may be out of sight of the Save button.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
    invalid?.scrollIntoView?.({ block: 'center' });
  }, [errors]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = DeskOrderSettingsInput.safeParse({
      fulfillmentSettings: {
        ...saved.fulfillmentSettings,
        statuses: statuses.map((s) => ({ ...s, label: (draft.labels[s.code] ?? '').trim() })),
        onReleaseFulfillmentStatusTo: draft.releaseTo,
      },
      invoiceSettings: {
        showInvoiceFulfillmentStatuses: FulfillmentStatus.options.filter((s) =>
          draft.invoiceStatuses.includes(s),
        ),
        sellerAddress: draft.sellerAddress,
      },
      paymentCollectionSettings: {
        ...saved.paymentCollectionSettings,
        gracePeriodEnabled: draft.graceEnabled,
        gracePeriodHours: numberOf(draft.graceHours),
        reservationFeePercent: numberOf(draft.reservationPercent),
        cancellationFeePercent: numberOf(draft.cancellationPercent),
      },
      holdWindowHours: numberOf(draft.holdHours),
    });
    if (!parsed.success) {
      setErrors(formIssues(parsed.error));
      setMessage(undefined);
      return;
    }
    setErrors({});
    setMessage(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => notify(t('consoleOrderSettingsSaved')),
      onError: (err) => {
        const r = refusalOf(err);
        setErrors(r.fields);
        setMessage(r.message);
      },
    });
  };

  const err = (path: string) => errors[path];
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} sx={{ maxWidth: 720 }}>
      <Stack spacing={3}>
        {message && <Alert severity="error">{message}</Alert>}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ mb: 1.5, fontWeight: 600, color: 'text.primary' }}>
            {t('consoleFulfillmentStatusLabels')}
          </FormLabel>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {statuses.map((s, i) => (
              <TextField
                key={s.code}
                size="small"
                label={t('consoleLabelOfStatus', { code: statusLabel(s.code as FulfillmentStatus) })}
                value={draft.labels[s.code] ?? ''}
                onChange={(e) => set('labels', { ...draft.labels, [s.code]: e.target.value })}
                error={Boolean(err(`fulfillmentSettings.statuses.${i}.label`))}
                helperText={err(`fulfillmentSettings.statuses.${i}.label`)}
              />
            ))}
          </Box>
        </Box>
        <TextField
          select
          label={t('consoleOnReleaseMoveOrdersTo')}
          value={draft.releaseTo}
          onChange={(e) => set('releaseTo', e.target.value)}
          error={Boolean(err('fulfillmentSettings.onReleaseFulfillmentStatusTo'))}
          helperText={
            err('fulfillmentSettings.onReleaseFulfillmentStatusTo') ?? t('consoleWhereAReleasedOrderGoes')
          }
        >
          {RELEASE_TO.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {t('consoleShowInvoiceNumbersInTheseStatuses')}
          </FormLabel>
          <FormGroup row>
            {FulfillmentStatus.options.map((s) => (
              <FormControlLabel
                key={s}
                label={statusLabel(s)}
                control={
                  <Checkbox
                    checked={draft.invoiceStatuses.includes(s)}
                    onChange={(e) =>
                      set(
                        'invoiceStatuses',
                        e.target.checked
                          ? [...draft.invoiceStatuses, s]
                          : draft.invoiceStatuses.filter((x) => x !== s),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {err('invoiceSettings.showInvoiceFulfillmentStatuses') && (
            <FormHelperText error>{err('invoiceSettings.showInvoiceFulfillmentStatuses')}</FormHelperText>
          )}
        </Box>
        <TextField
          multiline
          minRows={3}
          label={t('consoleSellerAddressOnInvoices')}
          value={draft.sellerAddress}
          onChange={(e) => set('sellerAddress', e.target.value)}
          error={Boolean(err('invoiceSettings.sellerAddress'))}
          helperText={err('invoiceSettings.sellerAddress') ?? t('consoleSellerAddressOnInvoicesHelp')}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
            {t('consolePaymentCollection')}
          </FormLabel>
          <FormControlLabel
            label={t('consoleGracePeriodBeforeFees')}
            control={
              <Switch checked={draft.graceEnabled} onChange={(e) => set('graceEnabled', e.target.checked)} />
            }
          />
          <Box
            sx={{ display: 'grid', gap: 2, mt: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}
          >
            <TextField
              size="small"
              label={t('consoleGracePeriod')}
              value={draft.graceHours}
              onChange={(e) => set('graceHours', e.target.value)}
              disabled={!draft.graceEnabled}
              error={Boolean(err('paymentCollectionSettings.gracePeriodHours'))}
              helperText={err('paymentCollectionSettings.gracePeriodHours')}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">{t('consoleHours')}</InputAdornment> },
              }}
            />
            <TextField
              size="small"
              label={t('consoleReservationFeePer24H')}
              value={draft.reservationPercent}
              onChange={(e) => set('reservationPercent', e.target.value)}
              error={Boolean(err('paymentCollectionSettings.reservationFeePercent'))}
              helperText={err('paymentCollectionSettings.reservationFeePercent')}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
            <TextField
              size="small"
              label={t('consoleCancellationFee')}
              value={draft.cancellationPercent}
              onChange={(e) => set('cancellationPercent', e.target.value)}
              error={Boolean(err('paymentCollectionSettings.cancellationFeePercent'))}
              helperText={err('paymentCollectionSettings.cancellationFeePercent')}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          </Box>
        </Box>
        <TextField
          size="small"
          label={t('consoleHoldOrdersFor')}
          value={draft.holdHours}
          onChange={(e) => set('holdHours', e.target.value)}
          error={Boolean(err('holdWindowHours'))}
          helperText={err('holdWindowHours') ?? t('consoleHoldWindowHelp')}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">{t('consoleHours')}</InputAdornment> },
          }}
          sx={{ maxWidth: 320 }}
        />
        <SettingsActions
          saveLabel={t('consoleSaveOrderSettings')}
          isSaving={save.isPending}
          isDirty={isDirty}
          onDiscard={() => {
            setDraft(draftOf(saved));
            setErrors({});
            setMessage(undefined);
          }}
        />
      </Stack>
    </Box>
  );
}
