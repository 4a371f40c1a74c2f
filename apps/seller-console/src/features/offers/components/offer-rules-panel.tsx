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
import { LoadFailed } from '../../../components/load-states.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { ReadOnlyNote } from '../../../components/read-only-note.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { CanWrite, useStaffCan } from '../../staff/hooks.ts';
import { useDeleteOfferRule, useOfferRules, useSaveOfferRule } from '../api/offer-rules.ts';
import {
  EMPTY_RULE_FORM,
  parseRuleForm,
  type RuleErrors,
  type RuleForm,
  toRuleForm,
} from '../logic/rule-form.ts';
import { ConfirmAnswerDialog } from './confirm-answer-dialog.tsx';

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
    <CanWrite>
      <Box sx={{ display: 'flex', flexShrink: 0, justifyContent: 'flex-end' }}>
        <Tooltip title={t('consoleEdit')}>
          <IconButton
            aria-label={t('consoleEditRuleFor', { itemNumberWarehouse: rule.itemNumberWarehouse })}
            onClick={() => setEditing({ mode: 'edit', rule })}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('consoleDelete')}>
          <IconButton
            color="error"
            aria-label={t('consoleDeleteRuleFor', { itemNumberWarehouse: rule.itemNumberWarehouse })}
            onClick={() => setDeleting(rule)}
          >
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </Box>
    </CanWrite>
  );

  const can = useStaffCan();
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
        {t('consoleAnswerOffersOnAnItemWithout')}
      </Typography>
      <CanWrite>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ mode: 'add' })}>
          {t('consoleAddRule')}
        </Button>
      </CanWrite>
    </Box>
  );

  let body: React.ReactNode;
  if (rules.isPending)
    body = <Skeleton variant="rounded" height={160} aria-label={t('consoleLoadingAutoRules')} />;
  else if (rules.isError)
    body = (
      <LoadFailed
        error={rules.error}
        onRetry={() => void rules.refetch()}
        lead={t('consoleTheAutoRulesCouldNotBe')}
      />
    );
  else if (rules.data.rules.length === 0)
    body = (
      <Card>
        <Box sx={{ py: 6, px: 3, textAlign: 'center' }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {t('consoleNoAutoRulesYet')}
          </Typography>
          <Typography color="text.secondary">{t('consoleEveryOfferWaitsForYourAnswer')}</Typography>
        </Box>
      </Card>
    );
  else if (isPhone)
    body = (
      <Card>
        <Box component="ul" aria-label={t('consoleAutoRules')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
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
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {rule.itemNumberWarehouse}
                </Typography>
                {rule.description && <Typography variant="body2">{rule.description}</Typography>}
                <Typography variant="body2" color="text.secondary">
                  {t('consoleAcceptAtOrAbove')} {rule.floorPrice === null ? '—' : money(rule.floorPrice)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('consoleRejectBelow')}{' '}
                  {rule.rejectBelowPercent === null
                    ? '—'
                    : t('consolePercentOfList2', { rejectBelowPercent: rule.rejectBelowPercent })}
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
          <Table size="small" aria-label={t('consoleAutoRules')}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                <TableCell>{t('consoleItem')}</TableCell>
                <TableCell sx={{ textAlign: 'right' }}>{t('consoleAcceptAtOrAbove')}</TableCell>
                <TableCell sx={{ textAlign: 'right' }}>{t('consoleRejectBelow')}</TableCell>
                {can.write && (
                  <TableCell sx={{ textAlign: 'right' }}>
                    <Box component="span" sx={visuallyHidden}>
                      {t('consoleActions')}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.data.rules.map((rule) => (
                <TableRow key={rule.itemNumberWarehouse} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {rule.itemNumberWarehouse}
                    </Typography>
                    {rule.description && (
                      <Typography variant="caption" color="text.secondary" component="p">
                        {rule.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {rule.floorPrice === null ? '—' : money(rule.floorPrice)}
                  </TableCell>
                  <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {rule.rejectBelowPercent === null
                      ? '—'
                      : t('consolePercentOfList2', { rejectBelowPercent: rule.rejectBelowPercent })}
                  </TableCell>
                  {can.write && (
                    <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {ruleActions(rule)}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Card>
    );

  return (
    <Stack spacing={2.5}>
      <ReadOnlyNote>{t('consoleYourRoleCanViewTheRules')}</ReadOnlyNote>
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
          title={t('consoleDeleteThisAutoRule')}
          confirmLabel={t('consoleDelete')}
          tone="error"
          isSending={remove.isPending}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() =>
            remove.mutate(deleting.itemNumberWarehouse, {
              onSuccess: () => {
                notify(t('consoleAutoRuleForDeleted', { itemNumberWarehouse: deleting.itemNumberWarehouse }));
                setDeleting(undefined);
              },
              onError: (err) => notify(err.message, 'error'),
            })
          }
        >
          {t('consoleOffersOn')} {deleting.itemNumberWarehouse} {t('consoleWillWaitForYourAnswerAgain')}
        </ConfirmAnswerDialog>
      )}
    </Stack>
  );
}

type RuleDialogProps = { initial: RuleForm; isEdit: boolean; existing: string[]; onClose(): void };

function RuleDialog({ initial, isEdit, existing, onClose }: RuleDialogProps) {
  const titleId = useId();
  const notify = useNotify();
  const money = useMoney();
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
      setErrors({ itemNumberWarehouse: t('consoleThisItemAlreadyHasARule') });
      return;
    }
    setErrors({});
    save.mutate(parsed.value, {
      onSuccess: () => {
        notify(t('consoleAutoRuleForSaved', { itemNumberWarehouse: parsed.value.itemNumberWarehouse }));
        onClose();
      },
      // The server checks the item against the seller's stock and the floor against its list price: each
      // refusal is its field's error (the list price in the tenant's currency).
      onError: (err) => {
        if (!(err instanceof ApiError)) return setErrors({ form: err.message });
        const onFloor = err.errors.find((e) => e.field === 'floorPrice');
        const listPrice = (err.body as { params?: { listPrice?: unknown } }).params?.listPrice;
        if (onFloor) {
          return setErrors({
            floorPrice:
              typeof listPrice === 'number'
                ? t(onFloor.messageCode, { listPrice: money(listPrice) })
                : onFloor.messageDescription,
          });
        }
        const onItem =
          err.errors.find((e) => e.field === 'itemNumberWarehouse') ??
          (err.status === 404 ? { messageDescription: err.message } : undefined);
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
        <DialogTitle id={titleId}>{isEdit ? t('consoleEditAutoRule') : t('consoleAddAutoRule')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('consoleSetAFloorPriceAReject')}</DialogContentText>
          <Stack spacing={2}>
            {errors.form && <Alert severity="error">{errors.form}</Alert>}
            <TextField
              label={t('consoleItemNumberAndWarehouse')}
              value={form.itemNumberWarehouse}
              onChange={set('itemNumberWarehouse')}
              required
              autoFocus={!isEdit}
              disabled={isEdit}
              error={Boolean(errors.itemNumberWarehouse)}
              helperText={errors.itemNumberWarehouse ?? t('consoleAsInTheStockListE')}
              slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'off', spellCheck: false } }}
            />
            <TextField
              label={t('consoleAcceptOffersAtOrAbove')}
              value={form.floorPrice}
              onChange={set('floorPrice')}
              autoFocus={isEdit}
              error={Boolean(errors.floorPrice)}
              helperText={errors.floorPrice ?? t('consoleFloorPricePerUnitLeaveEmpty')}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <TextField
              label={t('consoleRejectOffersBelow')}
              value={form.rejectBelowPercent}
              onChange={set('rejectBelowPercent')}
              error={Boolean(errors.rejectBelowPercent)}
              helperText={errors.rejectBelowPercent ?? t('consolePercentageOfTheListPrice1')}
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                input: {
                  endAdornment: <InputAdornment position="end">{t('consolePercentOfList')}</InputAdornment>,
                },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('consoleCancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('consoleSaving') : t('consoleSaveRule')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
