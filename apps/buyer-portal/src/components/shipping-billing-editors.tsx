import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Address, ShippingAndBillingOptions } from '@portico/contract';
import {
  type CheckoutEvent,
  type CheckoutIssue,
  type CheckoutSelection,
  carrierServiceLevelChoices,
  DEFAULT_CURRENCY_PRECISION,
  majorToMinor,
  SHIPPING_INSTRUCTIONS_MAX_LENGTH,
  SHIPPING_INSTRUCTIONS_ROWS,
  type ShippingMethodInfo,
  validateInsurance,
} from '@portico/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressDisplay } from '../lib/address.ts';
import type { MethodChoice } from '../lib/shipping-billing.ts';
import { useSiteConfig } from '../lib/site-config.ts';
import { AddressLines } from './address-summary.tsx';

type Dispatch = (event: CheckoutEvent) => void;

const fieldError = (issues: readonly CheckoutIssue[], field: string, tr: (i: CheckoutIssue) => string) => {
  const issue = issues.find((i) => i.field === field);
  return issue ? tr(issue) : undefined;
};

/** `label` names the lines as a group (the order details page reads each address by its row's name, L-003). */
export function AddressSummary({ address, label }: { address: Address | undefined; label?: string }) {
  const { t } = useTranslation();
  if (!address) return <Typography variant="body2">{t('notSelected')}</Typography>;
  return label ? <AddressLines address={address} label={label} /> : <AddressLines address={address} />;
}

/*
 * The shipping-and-billing editors, shared by the checkout (part 2 §2 Checkout review) and the order details page
 * (L-023: the same editors, each where the order's permission allows).
 */

/** Shipping or billing address editor: a radio list (I-010, I-021). */
export function AddressEditor({
  name,
  addresses,
  value,
  onChange,
}: {
  name: string;
  addresses: readonly Address[];
  value: string | undefined;
  onChange(id: string): void;
}) {
  return (
    <RadioGroup name={name} value={value ?? ''} onChange={(_, id) => onChange(id)}>
      {addresses.map((a) => (
        <FormControlLabel
          key={a.id}
          value={a.id}
          control={<Radio size="small" />}
          sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.25 } }}
          label={<ChoiceLabel title={addressDisplay(a).title} detail={addressDisplay(a).lines.join(', ')} />}
        />
      ))}
    </RadioGroup>
  );
}

/** The shipping method editor (I-024…I-033): the methods allowed for the address, then the method's inputs. */
export function ShippingMethodEditor({
  payload,
  choices,
  selection,
  issues,
  dispatch,
  translateIssue,
}: {
  payload: Pick<ShippingAndBillingOptions, 'billMyAccountShippingMethod' | 'requestAQuoteServiceLevels'>;
  choices: readonly MethodChoice[];
  selection: CheckoutSelection;
  issues: readonly CheckoutIssue[];
  dispatch: Dispatch;
  translateIssue(issue: CheckoutIssue): string;
}) {
  const { t } = useTranslation();
  const bma = payload.billMyAccountShippingMethod;
  const levels = payload.requestAQuoteServiceLevels;
  const err = (field: string) => fieldError(issues, field, translateIssue);
  const info = selection.billMyAccountInfo;
  const carrierLevels = carrierServiceLevelChoices(bma, info.carrier);
  return (
    <Box>
      <MethodRadios
        name="shippingMethod"
        value={selection.shippingMethod}
        methods={choices}
        onSelect={(code) => dispatch({ type: 'shippingMethodSelected', code })}
      />
      {selection.shippingMethod === 'BILL_MY_ACCOUNT' && bma ? (
        // I-031…I-033: carrier and service level are selects when restricted, else free text.
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
          <TextField
            select={bma.carrierChoiceRestricted}
            size="small"
            label={t('carrier')}
            value={info.carrier}
            onChange={(e) => dispatch({ type: 'carrierSelected', carrier: e.target.value })}
            error={Boolean(err('carrier'))}
            helperText={err('carrier')}
            sx={{ minWidth: 160, flex: 1 }}
          >
            {bma.carrierChoiceRestricted
              ? bma.carrierOptions.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))
              : null}
          </TextField>
          <TextField
            select={Boolean(carrierLevels)}
            size="small"
            label={t('serviceLevel')}
            value={info.serviceLevel}
            onChange={(e) => dispatch({ type: 'billMyAccountEdited', serviceLevel: e.target.value })}
            error={Boolean(err('carrierServiceLevel'))}
            helperText={err('carrierServiceLevel')}
            sx={{ minWidth: 160, flex: 1 }}
          >
            {carrierLevels
              ? carrierLevels.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))
              : null}
          </TextField>
          <TextField
            size="small"
            label={t('accountNumber')}
            value={info.accountNumber}
            onChange={(e) => dispatch({ type: 'billMyAccountEdited', accountNumber: e.target.value })}
            error={Boolean(err('carrierShippingAccountNumber'))}
            helperText={err('carrierShippingAccountNumber')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ minWidth: 160, flex: 1 }}
          />
        </Stack>
      ) : null}
      {selection.shippingMethod === 'REQUEST_A_QUOTE' ? (
        // I-028: a select of serviceLevels when restricted, else free text. I-030: no freight input for buyers.
        <TextField
          select={levels.serviceLevelsRestricted}
          size="small"
          label={t('serviceLevel')}
          value={selection.requestAQuoteInfo.serviceLevel}
          onChange={(e) => dispatch({ type: 'requestAQuoteEdited', serviceLevel: e.target.value })}
          error={Boolean(err('requestAQuoteServiceLevel'))}
          helperText={err('requestAQuoteServiceLevel')}
          sx={{ mt: 1.5, minWidth: 240 }}
        >
          {levels.serviceLevelsRestricted
            ? levels.serviceLevels.map((l) => (
                <MenuItem key={l} value={l}>
                  {l}
                </MenuItem>
              ))
            : null}
        </TextField>
      ) : null}
    </Box>
  );
}

/**
 * The insurance selector (I-035…I-040): a required choice when the method offers insurance; the amount is
 * applied 500 ms after the last keystroke, on blur or on Apply, and validated then.
 */
export function InsuranceSelector({
  selection,
  maximumLabel,
  maxInsuranceAmount,
  issues,
  dispatch,
  translateIssue,
  disabled,
}: {
  selection: CheckoutSelection;
  maximumLabel: string;
  /** The order's maximum insured amount, major units (I-038). */
  maxInsuranceAmount: number;
  issues: readonly CheckoutIssue[];
  dispatch: Dispatch;
  translateIssue(issue: CheckoutIssue): string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const precision = useSiteConfig().currencyPrecision ?? DEFAULT_CURRENCY_PRECISION;
  const applied = selection.shippingInsuranceAmount;
  const [typed, setTyped] = useState(applied === null || applied === undefined ? '' : String(applied));
  const lastApplied = useRef(typed);
  // An amount the buyer applied is checked at once (I-037), not only when the row is confirmed: the charges price
  // only an accepted amount (insuredAmountToPrice), so the field must say why its amount is not in the total.
  const [appliedByBuyer, setAppliedByBuyer] = useState<string>();
  // A new default (insurance chosen again, method changed) replaces what the box shows.
  useEffect(() => {
    const next = applied === null || applied === undefined ? '' : String(applied);
    if (next !== lastApplied.current) {
      lastApplied.current = next;
      setTyped(next);
      setAppliedByBuyer(undefined);
    }
  }, [applied]);
  const apply = (value: string) => {
    if (value === lastApplied.current) return;
    lastApplied.current = value;
    setAppliedByBuyer(value);
    dispatch({ type: 'insuranceAmountApplied', amount: value });
  };
  useEffect(() => {
    const timer = setTimeout(() => apply(typed), 500);
    return () => clearTimeout(timer);
  });
  const choiceError = fieldError(issues, 'shippingInsured', translateIssue);
  const [liveIssue] =
    appliedByBuyer !== undefined
      ? validateInsurance(true, appliedByBuyer, {
          offered: true,
          maxShipmentInsuranceAmount: majorToMinor(maxInsuranceAmount, precision),
          currencyPrecision: precision,
        })
      : [];
  const amountError =
    fieldError(issues, 'shippingInsuranceAmount', translateIssue) ??
    (liveIssue ? translateIssue(liveIssue) : undefined);
  const value = selection.shippingInsured === undefined ? '' : selection.shippingInsured ? 'yes' : 'no';
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="insurance-label" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {t('shippingInsurance')}
      </Typography>
      <RadioGroup
        row
        aria-labelledby="insurance-label"
        value={value}
        onChange={(_, v) => dispatch({ type: 'insuranceChosen', insured: v === 'yes' })}
      >
        <FormControlLabel
          value="yes"
          disabled={disabled}
          control={<Radio size="small" />}
          label={t('insured')}
        />
        <FormControlLabel
          value="no"
          disabled={disabled}
          control={<Radio size="small" />}
          label={t('notInsured')}
        />
      </RadioGroup>
      {choiceError ? (
        <Typography role="alert" data-field-error variant="body2" sx={{ color: 'error.main' }}>
          {choiceError}
        </Typography>
      ) : null}
      {selection.shippingInsured ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('insuranceAmount')}
            value={typed}
            disabled={disabled}
            onChange={(e) => setTyped(e.target.value)}
            onBlur={() => apply(typed)}
            error={Boolean(amountError)}
            helperText={amountError ?? maximumLabel}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ maxWidth: 220 }}
          />
          <Button variant="outlined" size="small" onClick={() => apply(typed)} sx={{ mt: 0.5 }}>
            {t('apply')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}

/** I-034: optional, multiline (3 rows at most), 1024 characters; the caller hides it when the method ignores it. */
export function ShippingInstructions({
  value,
  dispatch,
  disabled,
}: {
  value: string;
  dispatch: Dispatch;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      fullWidth
      multiline
      maxRows={SHIPPING_INSTRUCTIONS_ROWS}
      minRows={1}
      size="small"
      label={`${t('shippingInstructions')} ${t('optional')}`}
      value={value}
      disabled={disabled}
      onChange={(e) => dispatch({ type: 'shippingInstructionEdited', text: e.target.value })}
      slotProps={{ htmlInput: { maxLength: SHIPPING_INSTRUCTIONS_MAX_LENGTH } }}
      helperText={`${value.length}/${SHIPPING_INSTRUCTIONS_MAX_LENGTH}`}
      sx={{ mt: 2 }}
    />
  );
}

/** The fields of the shipping method row that ShippingExtras shows its own messages for. */
export const SHIPPING_EXTRA_FIELDS: ReadonlySet<string> = new Set([
  'shippingInsured',
  'shippingInsuranceAmount',
  'shippingInstruction',
]);

/**
 * What the shipping method row shows under the method in both its views (checkout and order details, L-023):
 * the insurance selector where the method offers insurance (I-035…I-040) and the instructions unless the method
 * ignores them (I-034). `issues` are the row's; it shows those of its own fields (SHIPPING_EXTRA_FIELDS).
 */
export function ShippingExtras({
  method,
  selection,
  maxInsuranceAmount,
  issues,
  dispatch,
  translateIssue,
  money,
  disabled,
}: {
  method: Pick<ShippingMethodInfo, 'insuranceAvailable' | 'ignoreShippingInstructions'> | undefined;
  selection: CheckoutSelection;
  maxInsuranceAmount: number;
  issues: readonly CheckoutIssue[];
  dispatch: Dispatch;
  translateIssue(issue: CheckoutIssue): string;
  money(n: number): string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  if (!method) return null;
  return (
    <>
      {method.insuranceAvailable ? (
        <InsuranceSelector
          selection={selection}
          maximumLabel={t('insuranceMaximumHint', { amount: money(maxInsuranceAmount) })}
          maxInsuranceAmount={maxInsuranceAmount}
          issues={issues.filter((i) => SHIPPING_EXTRA_FIELDS.has(i.field))}
          dispatch={dispatch}
          translateIssue={translateIssue}
          disabled={disabled}
        />
      ) : null}
      {method.ignoreShippingInstructions ? null : (
        <ShippingInstructions value={selection.shippingInstruction} dispatch={dispatch} disabled={disabled} />
      )}
    </>
  );
}

/** Payment methods (I-042): label, description and instructions. */
export function PaymentEditor({
  methods,
  value,
  dispatch,
}: {
  methods: ShippingAndBillingOptions['paymentMethods'];
  value: string | undefined;
  dispatch: Dispatch;
}) {
  return (
    <MethodRadios
      name="paymentMethod"
      value={value}
      methods={methods}
      onSelect={(code) => dispatch({ type: 'paymentMethodSelected', code })}
    />
  );
}

/** Additional services (I-044): an optional checkbox list. */
export function ServicesEditor({
  services,
  value,
  dispatch,
}: {
  services: ShippingAndBillingOptions['additionalServices'];
  value: readonly string[];
  dispatch: Dispatch;
}) {
  const toggle = (id: string, on: boolean) =>
    dispatch({
      type: 'additionalServicesChanged',
      ids: on ? [...value, id] : value.filter((v) => v !== id),
    });
  return (
    <Stack>
      {services.map((s) => (
        <FormControlLabel
          key={s.id}
          control={
            <Checkbox size="small" checked={value.includes(s.id)} onChange={(_, on) => toggle(s.id, on)} />
          }
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
          label={<ChoiceLabel title={s.label} detail={s.description} />}
        />
      ))}
    </Stack>
  );
}

/** A method list (shipping or payment): each a radio with its label and, below it, its description. */
function MethodRadios({
  name,
  value,
  methods,
  onSelect,
}: {
  name: string;
  value: string | null | undefined;
  methods: readonly { code: string; label: string; description?: string | null }[];
  onSelect(code: string): void;
}) {
  return (
    <RadioGroup name={name} value={value ?? ''} onChange={(_, code) => onSelect(code)}>
      {methods.map((m) => (
        <FormControlLabel
          key={m.code}
          value={m.code}
          control={<Radio size="small" />}
          sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
          label={<ChoiceLabel title={m.label} detail={m.description} />}
        />
      ))}
    </RadioGroup>
  );
}

/** A radio's or checkbox's label: its name in bold and, below it, its detail (address lines, description). */
function ChoiceLabel({ title, detail }: { title: string; detail?: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {detail ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {detail}
        </Typography>
      ) : null}
    </Box>
  );
}
