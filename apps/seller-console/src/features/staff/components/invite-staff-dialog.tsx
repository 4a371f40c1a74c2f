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
import useMediaQuery from '@mui/material/useMediaQuery';
import { StaffInviteBody, type StaffRole, StaffRoles } from '@portico/contract';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { refusalOf } from '../../orders/components/order-dialogs.tsx';
import { formIssues } from '../../orders/logic/form-input.ts';
import { useInviteStaff } from '../api/staff.ts';

/** Invite a staff member: e-mail, name and role, checked by the contract's StaffInviteBody before it is sent. */
export function InviteStaffDialog({ onClose }: { onClose(): void }) {
  const invite = useInviteStaff();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [form, setForm] = useState({
    email: '',
    firstName: '',
    lastName: '',
    staffRole: 'OPERATIONS' as StaffRole,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setMessage(undefined);
    const parsed = StaffInviteBody.safeParse(form);
    if (!parsed.success) {
      setErrors(formIssues(parsed.error));
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (member) => {
        notify(t('consoleStaffInvited', { email: member.email }));
        onClose();
      },
      onError: (err) => {
        const r = refusalOf(err);
        setErrors(r.fields);
        setMessage(r.message);
      },
    });
  };

  return (
    <Dialog
      open
      onClose={invite.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
      aria-labelledby="invite-staff-title"
    >
      <DialogTitle id="invite-staff-title">{t('consoleInviteStaffMember')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message && <Alert severity="error">{message}</Alert>}
          <TextField
            label={t('consoleEmail')}
            type="email"
            value={form.email}
            onChange={set('email')}
            error={!!errors.email}
            helperText={errors.email}
            required
            autoFocus
          />
          <TextField
            label={t('consoleFirstName')}
            value={form.firstName}
            onChange={set('firstName')}
            error={!!errors.firstName}
            helperText={errors.firstName}
          />
          <TextField
            label={t('consoleLastName')}
            value={form.lastName}
            onChange={set('lastName')}
            error={!!errors.lastName}
            helperText={errors.lastName}
          />
          <TextField
            select
            label={t('consoleStaffRole')}
            value={form.staffRole}
            onChange={set('staffRole')}
            helperText={t(`consoleStaffRoleHelp${form.staffRole}`)}
          >
            {StaffRoles.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`consoleStaffRole${r}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={invite.isPending}>
          {t('consoleCancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          {invite.isPending ? t('consoleSending') : t('consoleSendInvite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
