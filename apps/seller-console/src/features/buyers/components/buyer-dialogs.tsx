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

/** What binds a text field to its form: its name, value, setter and the form's errors. */
type Binding = { name: string; value: string; onChange(v: string): void; errors: Record<string, string> };

function Field(
  props: Binding & {
    label: string;
    help?: string;
    type?: string;
    autoFocus?: boolean;
    inputMode?: 'decimal' | 'tel' | 'email';
  },
) {
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

/** A text field's binding by its name, from one form's state (both forms keep flat strings). */
function fieldsOf<V extends Record<string, string>>(
  v: V,
  setV: (update: (prev: V) => V) => void,
  errors: Record<string, string>,
) {
  return (name: keyof V & string): Binding => ({
    name,
    value: v[name] ?? '',
    onChange: (value: string) => setV((prev) => ({ ...prev, [name]: value })),
    errors,
  });
}

/** The buyer's name and company, as both the invite and the edit dialog ask them. */
function NameAndCompany(props: {
  field: (name: 'firstName' | 'lastName' | 'company') => Binding;
  autoFocus?: boolean;
}) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Field {...props.field('firstName')} label={t('consoleFirstName')} autoFocus={props.autoFocus} />
        <Field {...props.field('lastName')} label={t('consoleLastName')} />
      </Stack>
      <Field {...props.field('company')} label={t('consoleCompany')} />
    </>
  );
}

export function InviteBuyerDialog({ onClose }: { onClose(): void }) {
  const invite = useInviteBuyer();
  const form = useDeskForm({ transition: invite, onClose });
  const [v, setV] = useState({ email: '', firstName: '', lastName: '', company: '' });
  const [status, setStatus] = useState<'ACTIVE' | 'PROSPECT'>('ACTIVE');
  const [authorities, setAuthorities] = useState<string[]>([...Authorities]);
  const field = fieldsOf(v, setV, form.errors);
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
      <Field {...field('email')} label={t('consoleEMail')} type="email" autoFocus inputMode="email" />
      <NameAndCompany field={field} />
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
  const field = fieldsOf(v, setV, form.errors);
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
      <NameAndCompany field={field} autoFocus />
      <Field {...field('salesRepEmail')} label={t('consoleSalesRepEmail')} inputMode="email" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Field {...field('salesRepPhone')} label={t('consoleSalesRepPhone')} inputMode="tel" />
        <Field {...field('salesRepWhatApp')} label={t('consoleWhatsAppNumber')} inputMode="tel" />
      </Stack>
      <Field
        {...field('creditLimit')}
        label={t('consoleCreditLimit')}
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
