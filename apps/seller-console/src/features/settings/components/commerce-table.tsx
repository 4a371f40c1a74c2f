import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ApiError } from '@portico/web-kit';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { DeskDialog } from '../../orders/components/order-dialogs.tsx';
import { formIssues } from '../../orders/logic/form-input.ts';
import { useStaffCan } from '../../staff/hooks.ts';

/**
 * The rows of a commerce setting (shipping methods, payment methods, warehouses, services; docs/decisions/021): a
 * table of what is saved with Edit and Delete on each row and Add under it. Edit and Add open the setting's own
 * dialog (`editor`); Delete asks first, and a refusal (a method open orders use) is shown in the question's dialog.
 */
export function CommerceTable<R extends { code: string }>(props: {
  /** Names the table. */
  label: string;
  rows: readonly R[];
  columns: readonly { label: string; value(row: R): ReactNode; align?: 'right' }[];
  nameOf(row: R): string;
  addLabel: string;
  empty: string;
  editor(row: R | null, close: () => void): ReactNode;
  remove: SettingsWrite;
}) {
  const [editing, setEditing] = useState<{ row: R | null } | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  // Read-only staff see the rows, not the buttons that would change them (the server refuses anyway).
  const { write } = useStaffCan();
  // Below 900 px a list of cards, as the console's other lists (ConsoleList), so Edit and Delete stay in reach.
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const actions = (row: R) => (
    <>
      <Button
        size="small"
        aria-label={t('consoleCommerceEditNamed', { name: props.nameOf(row) })}
        onClick={() => setEditing({ row })}
      >
        {t('consoleEdit')}
      </Button>
      <Button
        size="small"
        color="error"
        aria-label={t('consoleCommerceDeleteNamed', { name: props.nameOf(row) })}
        onClick={() => setDeleting(row)}
      >
        {t('consoleDelete')}
      </Button>
    </>
  );
  return (
    <Stack spacing={2}>
      {props.rows.length === 0 ? (
        <Typography>{props.empty}</Typography>
      ) : isCompact ? (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={props.label}>
          {props.rows.map((row) => (
            <Card component="li" variant="outlined" key={row.code} sx={{ p: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{props.nameOf(row)}</Typography>
              {props.columns.slice(1).map((c) => (
                <Typography key={c.label} variant="body2" color="text.secondary">
                  {c.label}: {c.value(row)}
                </Typography>
              ))}
              {write && <Box sx={{ mt: 1, ml: -1 }}>{actions(row)}</Box>}
            </Card>
          ))}
        </Stack>
      ) : (
        <Card variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={props.label}>
              <TableHead>
                <TableRow>
                  {props.columns.map((c) => (
                    <TableCell key={c.label} align={c.align}>
                      {c.label}
                    </TableCell>
                  ))}
                  {write && (
                    <TableCell>
                      <span className="visually-hidden">{t('consoleActions')}</span>
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {props.rows.map((row) => (
                  <TableRow key={row.code}>
                    {props.columns.map((c) => (
                      <TableCell key={c.label} align={c.align}>
                        {c.value(row)}
                      </TableCell>
                    ))}
                    {write && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {actions(row)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {write && (
        <Box>
          <Button variant="outlined" onClick={() => setEditing({ row: null })}>
            {props.addLabel}
          </Button>
        </Box>
      )}
      {editing && props.editor(editing.row, () => setEditing(null))}
      {deleting && (
        <DeleteDialog
          name={props.nameOf(deleting)}
          code={deleting.code}
          write={props.remove}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}

type Write =
  | { kind: 'create'; body: unknown }
  | { kind: 'update'; code: string; body: unknown }
  | { kind: 'delete'; code: string };

/** The mutation a commerce table writes with (commerceSettingsApi's useWrite). */
export type SettingsWrite = {
  mutate(w: Write, opts: { onSuccess(): void; onError(err: Error): void }): void;
  isPending: boolean;
};

/**
 * A settings dialog's form state, shaped as the desk's (useDeskForm) so DeskDialog frames it: per-field messages
 * (the contract's, from the form's own parse or the server's 422), the form's message, and `send`.
 */
export function useSettingsForm(write: SettingsWrite, onClose: () => void) {
  const notify = useNotify();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const invalid = (error: z.ZodError) => setErrors(formIssues(error));
  const send = (w: Write, done: string) => {
    setErrors({});
    setMessage(undefined);
    write.mutate(w, {
      onSuccess: () => {
        notify(done);
        onClose();
      },
      onError: (err) => {
        const fields: Record<string, string> = {};
        if (err instanceof ApiError)
          for (const f of err.errors) if (f.field) fields[f.field] ??= f.messageDescription;
        setErrors(fields);
        if (Object.keys(fields).length === 0) setMessage(err.message);
      },
    });
  };
  return { errors, message, invalid, send, busy: write.isPending, onClose };
}

function DeleteDialog(props: { name: string; code: string; write: SettingsWrite; onClose(): void }) {
  const form = useSettingsForm(props.write, props.onClose);
  return (
    <DeskDialog
      form={form}
      title={t('consoleCommerceDeleteNamed', { name: props.name })}
      submitLabel={t('consoleDelete')}
      danger
      onSubmit={() =>
        form.send({ kind: 'delete', code: props.code }, t('consoleCommerceDeleted', { name: props.name }))
      }
    >
      <Typography>{t('consoleCommerceDeleteQuestion', { name: props.name })}</Typography>
    </DeskDialog>
  );
}
