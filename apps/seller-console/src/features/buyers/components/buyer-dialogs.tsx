import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Authorities, type BuyerDetail, BuyerInviteInput, BuyerProfileInput } from '@portico/contract';
import { useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { DeskDialog, useDeskForm } from '../../orders/components/order-dialogs.tsx';
import { numberOf } from '../../orders/logic/form-input.ts';
import { type useBuyerAction, useInviteBuyer } from '../api/buyers.ts';

/**
 * The buyer pages' dialogs (DeskDialog + useDeskForm, as the order desk's): invite, edit the profile, and the
 * confirmations of approve, deactivate, reactivate and reset password. Each form is checked with the contract's
 * own schema before it is sent (the server checks it again).
 */

type Action = ReturnType<typeof useBuyerAction>;
export const buyerNameOf = (b: Pick<BuyerDetail, 'firstName' | 'lastName' | 'email'>) =>
  `${b.firstName} ${b.lastName}`.trim() || b.email;

function Field(props: {
  name: string;
  label: string;
  value: string;
  onChange(v: string): void;
  errors: Record<string, string>;
  help?: string;
  type?: string;
  autoFocus?: boolean;
  inputMode?: 'decimal' | 'tel' | 'email';
}) {
  const error = props.errors[props.name];
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? props.help}
      type={props.type}
      autoFocus={props.autoFocus}
      slotProps={props.inputMode ? { htmlInput: { inputMode: props.inputMode } } : undefined}
    />
  );
}

export function InviteBuyerDialog({ onClose }: { onClose(): void }) {
  const invite = useInviteBuyer();
  const form = useDeskForm({ transition: invite, onClose });
  const [v, setV] = useState({ email: '', firstName: '', lastName: '', company: '' });
  const [status, setStatus] = useState<'ACTIVE' | 'PROSPECT'>('ACTIVE');
  const [authorities, setAuthorities] = useState<string[]>([...Authorities]);
  const set = (k: keyof typeof v) => (value: string) => setV((prev) => ({ ...prev, [k]: value }));
  const submit = () => {
    const parsed = BuyerInviteInput.safeParse({ ...v, status, authorities });
    if (!parsed.success) return form.invalid(parsed.error);
    form.send(parsed.data, t('consoleBuyerInvited', { email: parsed.data.email }));
  };
  return (
    <DeskDialog
      form={form}
      title={t('consoleInviteBuyer')}
      submitLabel={t('consoleInvite')}
      onSubmit={submit}
    >
      <Typography color="text.secondary">{t('consoleInviteExplanation')}</Typography>
      <Field
        name="email"
        label={t('consoleEMail')}
        value={v.email}
        onChange={set('email')}
        errors={form.errors}
        type="email"
        autoFocus
        inputMode="email"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Field
          name="firstName"
          label={t('consoleFirstName')}
          value={v.firstName}
          onChange={set('firstName')}
          errors={form.errors}
        />
        <Field
          name="lastName"
          label={t('consoleLastName')}
          value={v.lastName}
          onChange={set('lastName')}
          errors={form.errors}
        />
      </Stack>
      <Field
        name="company"
        label={t('consoleCompany')}
        value={v.company}
        onChange={set('company')}
        errors={form.errors}
      />
      <TextField
        select
        label={t('consoleStartAs')}
        value={status}
        onChange={(e) => setStatus(e.target.value as 'ACTIVE' | 'PROSPECT')}
      >
        <MenuItem value="ACTIVE">{t('consoleBuyerStatusACTIVE')}</MenuItem>
        <MenuItem value="PROSPECT">{t('consoleBuyerStatusPROSPECT')}</MenuItem>
      </TextField>
      <AuthorityChecks value={authorities} onChange={setAuthorities} />
    </DeskDialog>
  );
}

/** One checkbox per authority of P-044, in its order. */
export function AuthorityChecks(props: {
  value: readonly string[];
  onChange(next: string[]): void;
  disabled?: boolean;
}) {
  return (
    <Stack role="group" aria-label={t('consoleAuthorities')}>
      {Authorities.map((a) => (
        <FormControlLabel
          key={a}
          control={
            <Checkbox
              checked={props.value.includes(a)}
              disabled={props.disabled}
              onChange={(e) =>
                props.onChange(
                  e.target.checked
                    ? Authorities.filter((x) => x === a || props.value.includes(x))
                    : props.value.filter((x) => x !== a),
                )
              }
            />
          }
          label={t(`consoleAuthority${a}`)}
        />
      ))}
    </Stack>
  );
}

export function EditBuyerDialog({
  buyer,
  action,
  onClose,
}: {
  buyer: BuyerDetail;
  action: Action;
  onClose(): void;
}) {
  const form = useDeskForm({ transition: action, onClose });
  const [v, setV] = useState({
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    company: buyer.company,
    salesRepEmail: buyer.salesRepEmail ?? '',
    salesRepPhone: buyer.salesRepPhone ?? '',
    salesRepWhatApp: buyer.salesRepWhatApp ?? '',
    creditLimit: buyer.creditLimit === null ? '' : String(buyer.creditLimit),
  });
  const [alwaysProofOfExport, setPoe] = useState(buyer.alwaysProofOfExport);
  const set = (k: keyof typeof v) => (value: string) => setV((prev) => ({ ...prev, [k]: value }));
  const submit = () => {
    const parsed = BuyerProfileInput.safeParse({
      ...v,
      alwaysProofOfExport,
      creditLimit: v.creditLimit.trim() === '' ? null : numberOf(v.creditLimit),
    });
    if (!parsed.success) return form.invalid(parsed.error);
    form.send({ kind: 'profile', body: parsed.data }, t('consoleBuyerSaved'));
  };
  return (
    <DeskDialog form={form} title={t('consoleEditTheBuyer')} submitLabel={t('consoleSave')} onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Field
          name="firstName"
          label={t('consoleFirstName')}
          value={v.firstName}
          onChange={set('firstName')}
          errors={form.errors}
          autoFocus
        />
        <Field
          name="lastName"
          label={t('consoleLastName')}
          value={v.lastName}
          onChange={set('lastName')}
          errors={form.errors}
        />
      </Stack>
      <Field
        name="company"
        label={t('consoleCompany')}
        value={v.company}
        onChange={set('company')}
        errors={form.errors}
      />
      <Field
        name="salesRepEmail"
        label={t('consoleSalesRepEmail')}
        value={v.salesRepEmail}
        onChange={set('salesRepEmail')}
        errors={form.errors}
        inputMode="email"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Field
          name="salesRepPhone"
          label={t('consoleSalesRepPhone')}
          value={v.salesRepPhone}
          onChange={set('salesRepPhone')}
          errors={form.errors}
          inputMode="tel"
        />
        <Field
          name="salesRepWhatApp"
          label={t('consoleWhatsAppNumber')}
          value={v.salesRepWhatApp}
          onChange={set('salesRepWhatApp')}
          errors={form.errors}
          inputMode="tel"
        />
      </Stack>
      <Field
        name="creditLimit"
        label={t('consoleCreditLimit')}
        value={v.creditLimit}
        onChange={set('creditLimit')}
        errors={form.errors}
        help={t('consoleCreditLimitHelp')}
        inputMode="decimal"
      />
      <FormControlLabel
        control={<Checkbox checked={alwaysProofOfExport} onChange={(e) => setPoe(e.target.checked)} />}
        label={t('consoleAlwaysAskProofOfExport')}
      />
    </DeskDialog>
  );
}

export type ConfirmKind = 'approve' | 'deactivate' | 'reactivate' | 'reset-password';

const CONFIRM = {
  approve: ['consoleApproveTheBuyer', 'consoleApproveExplanation', 'consoleApprove', 'consoleBuyerApproved'],
  deactivate: [
    'consoleDeactivateTheBuyer',
    'consoleDeactivateExplanation',
    'consoleDeactivate',
    'consoleBuyerDeactivated',
  ],
  reactivate: [
    'consoleReactivateTheBuyer',
    'consoleReactivateExplanation',
    'consoleReactivate',
    'consoleBuyerReactivated',
  ],
  'reset-password': [
    'consoleResetTheBuyersPassword',
    'consoleResetPasswordExplanation',
    'consoleResetPassword',
    'consoleBuyerPasswordReset',
  ],
} as const;

export function ConfirmBuyerDialog(props: {
  kind: ConfirmKind;
  buyer: BuyerDetail;
  action: Action;
  onClose(): void;
}) {
  const form = useDeskForm({ transition: props.action, onClose: props.onClose });
  const [title, explanation, submitLabel, done] = CONFIRM[props.kind];
  return (
    <DeskDialog
      form={form}
      title={t(title, { name: buyerNameOf(props.buyer) })}
      submitLabel={t(submitLabel)}
      danger={props.kind === 'deactivate'}
      onSubmit={() => form.send({ kind: props.kind }, t(done))}
    >
      <Typography>{t(explanation)}</Typography>
    </DeskDialog>
  );
}
