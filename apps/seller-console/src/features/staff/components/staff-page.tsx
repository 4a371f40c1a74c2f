import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
 * /seller/staff (owners): the tenant's staff with their roles; invite one, change a role, deactivate (every session
 * ends at once) or reactivate. The server keeps one active owner and says so when asked to drop the last.
 */
export function StaffPage() {
  const can = useStaffCan();
  const staff = useStaffList();
  const update = useUpdateStaff();
  const notify = useNotify();
  const [inviting, setInviting] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const change = (m: StaffMember, body: { staffRole?: StaffRole; active?: boolean }, done: string) => {
    setRefusal(undefined);
    update.mutate(
      { userId: m.userId, ...body },
      { onSuccess: () => notify(done), onError: (err) => setRefusal(err.message) },
    );
  };

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
                  <TableCell sx={{ minWidth: 180 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label={t('consoleRoleOf', { name: nameOf(m) })}
                      value={m.staffRole}
                      disabled={update.isPending}
                      onChange={(e) =>
                        change(
                          m,
                          { staffRole: e.target.value as StaffRole },
                          t('consoleStaffRoleChanged', { name: nameOf(m) }),
                        )
                      }
                    >
                      {StaffRoles.map((r) => (
                        <MenuItem key={r} value={r}>
                          {t(`consoleStaffRole${r}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={!m.active ? 'default' : m.invitePending ? 'warning' : 'success'}
                      label={
                        !m.active
                          ? t('consoleStaffDeactivated')
                          : m.invitePending
                            ? t('consoleStaffInvitePending')
                            : t('consoleStaffActive')
                      }
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      color={m.active ? 'error' : 'primary'}
                      disabled={update.isPending}
                      aria-label={
                        m.active
                          ? t('consoleDeactivateName', { name: nameOf(m) })
                          : t('consoleReactivateName', { name: nameOf(m) })
                      }
                      onClick={() =>
                        change(
                          m,
                          { active: !m.active },
                          m.active
                            ? t('consoleStaffDeactivatedName', { name: nameOf(m) })
                            : t('consoleStaffReactivatedName', { name: nameOf(m) }),
                        )
                      }
                    >
                      {m.active ? t('consoleDeactivate') : t('consoleReactivate')}
                    </Button>
                  </TableCell>
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
    </Box>
  );
}
