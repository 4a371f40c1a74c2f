import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SellerOfferRule } from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, useId, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { useMoney } from '../../config/hooks/use-money.ts';
import { useDeleteOfferRule, useOfferRules, useSaveOfferRule } from '../api/offer-rules.ts';
import {
  EMPTY_RULE_FORM,
  parseRuleForm,
  type RuleErrors,
  type RuleForm,
  toRuleForm,
} from '../logic/rule-form.ts';
import { ConfirmAnswerDialog } from './confirm-answer-dialog.tsx';
import { visuallyHidden } from './offers-table.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; rule: SellerOfferRule };

/** Q-020 auto-rules per item: accept at or above a floor price, reject below a percentage of list. */
export function OfferRulesPanel() {
  const rules = useOfferRules();
  const money = useMoney();
  const notify = useNotify();
  const remove = useDeleteOfferRule();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<SellerOfferRule>();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const ruleActions = (rule: SellerOfferRule) => (
    <Box sx={{ display: 'flex', flexShrink: 0, justifyContent: 'flex-end' }}>
      <Tooltip title="Edit">
        <IconButton
          aria-label={`Edit rule for ${rule.itemNumberWarehouse}`}
          onClick={() => setEditing({ mode: 'edit', rule })}
        >
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton
          color="error"
          aria-label={`Delete rule for ${rule.itemNumberWarehouse}`}
          onClick={() => setDeleting(rule)}
        >
          <DeleteOutline />
        </IconButton>
      </Tooltip>
    </Box>
  );

  const header = (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-start',
        justifyContent: 'space-between',
      }}
    >
      <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
        Answer offers on an item without waiting for you: offers at or above the floor price are accepted at
        once, offers below a share of the list price are rejected at once. Everything in between stays in your
        inbox.
      </Typography>
      <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ mode: 'add' })}>
        Add rule
      </Button>
    </Box>
  );

  let body: React.ReactNode;
  if (rules.isPending) body = <Skeleton variant="rounded" height={160} aria-label="Loading auto-rules" />;
  else if (rules.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void rules.refetch()}>
            Retry
          </Button>
        }
      >
        The auto-rules could not be loaded. {rules.error.message}
      </Alert>
    );
  else if (rules.data.rules.length === 0)
    body = (
      <Card>
        <Box sx={{ py: 6, px: 3, textAlign: 'center' }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            No auto-rules yet
          </Typography>
          <Typography color="text.secondary">Every offer waits for your answer in the inbox.</Typography>
        </Box>
      </Card>
    );
  else if (isPhone)
    body = (
      <Card>
        <Box component="ul" aria-label="Auto-rules" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rules.data.rules.map((rule) => (
            <Box
              component="li"
              key={rule.itemNumberWarehouse}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 1.5,
                '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
              }}
            >
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                  {rule.itemNumberWarehouse}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Accept at or above {rule.floorPrice === null ? '—' : money(rule.floorPrice)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Reject below{' '}
                  {rule.rejectBelowPercent === null ? '—' : `${rule.rejectBelowPercent}% of list`}
                </Typography>
              </Box>
              {ruleActions(rule)}
            </Box>
          ))}
        </Box>
      </Card>
    );
  else
    body = (
      <Card>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Auto-rules">
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                <TableCell>Item</TableCell>
                <TableCell sx={{ textAlign: 'right' }}>Accept at or above</TableCell>
                <TableCell sx={{ textAlign: 'right' }}>Reject below</TableCell>
                <TableCell sx={{ textAlign: 'right' }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.data.rules.map((rule) => (
                <TableRow key={rule.itemNumberWarehouse} hover>
                  <TableCell sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                    {rule.itemNumberWarehouse}
                  </TableCell>
                  <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {rule.floorPrice === null ? '—' : money(rule.floorPrice)}
                  </TableCell>
                  <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {rule.rejectBelowPercent === null ? '—' : `${rule.rejectBelowPercent}% of list`}
                  </TableCell>
                  <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{ruleActions(rule)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Card>
    );

  return (
    <Stack spacing={2.5}>
      {header}
      {body}
      {editing && (
        <RuleDialog
          initial={editing.mode === 'edit' ? toRuleForm(editing.rule) : EMPTY_RULE_FORM}
          isEdit={editing.mode === 'edit'}
          existing={rules.data?.rules.map((r) => r.itemNumberWarehouse) ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <ConfirmAnswerDialog
          title="Delete this auto-rule?"
          confirmLabel="Delete"
          tone="error"
          isSending={remove.isPending}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() =>
            remove.mutate(deleting.itemNumberWarehouse, {
              onSuccess: () => {
                notify(`Auto-rule for ${deleting.itemNumberWarehouse} deleted`);
                setDeleting(undefined);
              },
              onError: (err) => notify(err.message, 'error'),
            })
          }
        >
          Offers on {deleting.itemNumberWarehouse} will wait for your answer again.
        </ConfirmAnswerDialog>
      )}
    </Stack>
  );
}

type RuleDialogProps = { initial: RuleForm; isEdit: boolean; existing: string[]; onClose(): void };

function RuleDialog({ initial, isEdit, existing, onClose }: RuleDialogProps) {
  const titleId = useId();
  const notify = useNotify();
  const save = useSaveOfferRule();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<RuleErrors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseRuleForm(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    if (!isEdit && existing.includes(parsed.value.itemNumberWarehouse)) {
      setErrors({ itemNumberWarehouse: 'This item already has a rule; edit it in the list.' });
      return;
    }
    setErrors({});
    save.mutate(parsed.value, {
      onSuccess: () => {
        notify(`Auto-rule for ${parsed.value.itemNumberWarehouse} saved`);
        onClose();
      },
      // The server checks the item against the seller's stock: its refusal is the item field's error.
      onError: (err) => {
        const onItem =
          err instanceof ApiError
            ? (err.errors.find((e) => e.field === 'itemNumberWarehouse') ??
              (err.status === 404 ? { messageDescription: err.message } : undefined))
            : undefined;
        setErrors(onItem ? { itemNumberWarehouse: onItem.messageDescription } : { form: err.message });
      },
    });
  };

  const set = (field: keyof RuleForm) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: e.target.value });

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{isEdit ? 'Edit auto-rule' : 'Add auto-rule'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Set a floor price, a reject-below percentage, or both.
          </DialogContentText>
          <Stack spacing={2}>
            {errors.form && <Alert severity="error">{errors.form}</Alert>}
            <TextField
              label="Item number and warehouse"
              value={form.itemNumberWarehouse}
              onChange={set('itemNumberWarehouse')}
              required
              autoFocus={!isEdit}
              disabled={isEdit}
              error={Boolean(errors.itemNumberWarehouse)}
              helperText={
                errors.itemNumberWarehouse ??
                'As in the stock list, e.g. the item number followed by its warehouse.'
              }
              slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'off', spellCheck: false } }}
            />
            <TextField
              label="Accept offers at or above"
              value={form.floorPrice}
              onChange={set('floorPrice')}
              autoFocus={isEdit}
              error={Boolean(errors.floorPrice)}
              helperText={errors.floorPrice ?? 'Floor price per unit. Leave empty for none.'}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <TextField
              label="Reject offers below"
              value={form.rejectBelowPercent}
              onChange={set('rejectBelowPercent')}
              error={Boolean(errors.rejectBelowPercent)}
              helperText={
                errors.rejectBelowPercent ?? 'Percentage of the list price, 1 to 99. Leave empty for none.'
              }
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                input: { endAdornment: <InputAdornment position="end">% of list</InputAdornment> },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save rule'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
