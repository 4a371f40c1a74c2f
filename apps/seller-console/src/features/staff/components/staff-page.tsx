import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type StaffMember, type StaffRole, StaffRoles } from '@portico/contract';
import { type ReactNode, useState } from 'react';
import { LoadFailed } from '../../../components/load-states.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { useStaffList, useUpdateStaff } from '../api/staff.ts';
import { useStaffCan } from '../hooks.ts';
import { InviteStaffDialog } from './invite-staff-dialog.tsx';

const nameOf = (m: StaffMember) => `${m.firstName} ${m.lastName}`.trim() || m.email;

/**
 * /seller/staff (owners): the tenant's staff with their roles; invite one, change a role (asked first), deactivate
 * (every session ends at once; asked first) or reactivate. The server keeps one active owner and says so when asked to drop the last.
 */
export function StaffPage() {
  const can = useStaffCan();
  const staff = useStaffList();
  const update = useUpdateStaff();
  const notify = useNotify();
  const [inviting, setInviting] = useState(false);
  // Cards below 900 px, where the table would need a horizontal scroll beside the side navigation.
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [refusal, setRefusal] = useState<string>();
  // Deactivating signs the colleague out everywhere at once: asked first, as for a buyer.
  const [deactivating, setDeactivating] = useState<StaffMember>();
  // A role decides what a colleague may do from their next request: asked first, naming what the role allows.
  const [reroling, setReroling] = useState<{ member: StaffMember; role: StaffRole }>();

  const change = (m: StaffMember, body: { staffRole?: StaffRole; active?: boolean }, done: string) => {
    setRefusal(undefined);
    update.mutate(
      { userId: m.userId, ...body },
      { onSuccess: () => notify(done), onError: (err) => setRefusal(err.message) },
    );
  };

  // The marketplace keeps one active owner at least (the server refuses otherwise): that owner's role and
  // Deactivate are off, and the row says why.
  const activeOwners = (staff.data?.staff ?? []).filter((m) => m.active && m.staffRole === 'OWNER').length;
  const isLastOwner = (m: StaffMember) => m.active && m.staffRole === 'OWNER' && activeOwners === 1;
  const roleSelect = (m: StaffMember) => (
    <TextField
      select
      size="small"
      fullWidth
      label={t('consoleRoleOf', { name: nameOf(m) })}
      value={m.staffRole}
      disabled={update.isPending || isLastOwner(m)}
      {...(isLastOwner(m) ? { helperText: t('consoleStaffLastOwner') } : {})}
      onChange={(e) => setReroling({ member: m, role: e.target.value as StaffRole })}
    >
      {StaffRoles.map((r) => (
        <MenuItem key={r} value={r}>
          {t(`consoleStaffRole${r}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const statusChip = (m: StaffMember) => (
    <Chip
      size="small"
      variant="outlined"
      color={!m.active ? 'default' : m.invitePending ? 'warning' : 'success'}
      label={
        !m.active
          ? t('consoleStaffDeactivated')
          : m.invitePending
            ? t('consoleStaffInvitePending')
            : t('consoleStaffActive')
      }
    />
  );
  const activeButton = (m: StaffMember) => (
    <Button
      size="small"
      color={m.active ? 'error' : 'primary'}
      disabled={update.isPending || isLastOwner(m)}
      aria-label={
        m.active
          ? t('consoleDeactivateName', { name: nameOf(m) })
          : t('consoleReactivateName', { name: nameOf(m) })
      }
      onClick={() =>
        m.active
          ? setDeactivating(m)
          : change(m, { active: true }, t('consoleStaffReactivatedName', { name: nameOf(m) }))
      }
    >
      {m.active ? t('consoleDeactivate') : t('consoleReactivate')}
    </Button>
  );

  let body: ReactNode;
  if (!can.owner) {
    body = <Alert severity="info">{t('consoleStaffOwnersOnly')}</Alert>;
  } else if (staff.isPending) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={t('consoleLoadingTheStaff')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (staff.isError) {
    body = (
      <LoadFailed
        error={staff.error}
        onRetry={() => void staff.refetch()}
        lead={t('consoleTheStaffCouldNotBeLoaded')}
      />
    );
  } else if (isCompact) {
    body = (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('consoleStaff')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {staff.data.staff.map((m) => (
          <Card component="li" key={m.userId} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{nameOf(m)}</Typography>
              {statusChip(m)}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1.5 }}>
              {m.email}
            </Typography>
            {roleSelect(m)}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>{activeButton(m)}</Box>
          </Card>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Card>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('consoleStaff')}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                <TableCell>{t('consoleName')}</TableCell>
                <TableCell>{t('consoleEmail')}</TableCell>
                <TableCell>{t('consoleStaffRole')}</TableCell>
                <TableCell>{t('consoleStatus')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {staff.data.staff.map((m) => (
                <TableRow key={m.userId}>
                  <TableCell>{nameOf(m)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.email}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>{roleSelect(m)}</TableCell>
                  <TableCell>{statusChip(m)}</TableCell>
                  <TableCell align="right">{activeButton(m)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Card>
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {t('consoleStaff')}
        </Typography>
        {can.owner && (
          <Button variant="contained" onClick={() => setInviting(true)}>
            {t('consoleInviteStaffMember')}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('consoleStaffIntro')}
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      )}
      {body}
      {inviting && <InviteStaffDialog onClose={() => setInviting(false)} />}
      <Dialog
        open={reroling !== undefined}
        onClose={() => setReroling(undefined)}
        aria-labelledby="role-staff-title"
      >
        <DialogTitle id="role-staff-title">
          {reroling &&
            t('consoleMakeNameRole', {
              name: nameOf(reroling.member),
              role: t(`consoleStaffRole${reroling.role}`),
            })}
        </DialogTitle>
        <DialogContent>
          <Typography>{reroling && t(`consoleStaffRoleMeans${reroling.role}`)}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReroling(undefined)}>{t('consoleCancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              const r = reroling;
              setReroling(undefined);
              if (r) {
                change(
                  r.member,
                  { staffRole: r.role },
                  t('consoleStaffRoleChanged', { name: nameOf(r.member) }),
                );
              }
            }}
          >
            {t('consoleChangeRole')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={deactivating !== undefined}
        onClose={() => setDeactivating(undefined)}
        aria-labelledby="deactivate-staff-title"
      >
        <DialogTitle id="deactivate-staff-title">
          {deactivating && t('consoleDeactivateTheBuyer', { name: nameOf(deactivating) })}
        </DialogTitle>
        <DialogContent>
          <Typography>{t('consoleDeactivateStaffExplanation')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeactivating(undefined)}>{t('consoleCancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const m = deactivating;
              setDeactivating(undefined);
              if (m) change(m, { active: false }, t('consoleStaffDeactivatedName', { name: nameOf(m) }));
            }}
          >
            {t('consoleDeactivate')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
