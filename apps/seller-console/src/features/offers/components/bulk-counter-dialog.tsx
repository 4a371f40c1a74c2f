import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SellerOffer } from '@portico/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { type BulkCounterPlan, planBulkCounter } from '../logic/counter.ts';
import { formatQuantity, offersWord } from '../logic/format.ts';

type BulkCounterDialogProps = {
  offers: SellerOffer[];
  isSending: boolean;
  /** Said first: some of the offers no longer wait for an answer (answered by a colleague, changed by a buyer). */
  notice?: string | undefined;
  onCancel(): void;
  onSubmit(plan: BulkCounterPlan<SellerOffer>): void;
};

const DEFAULT_PERCENT = '90';

/** A short list of offers in the dialog, scrolled when long (a bulk answer can hold a page of offers). */
function PlanList({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
        {label}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={id}
        sx={{ m: 0, mt: 0.5, pl: 2.5, maxHeight: 220, overflowY: 'auto', typography: 'body2' }}
      >
        {children}
      </Box>
    </>
  );
}

/** Counter every selected offer at one percentage of its own list price; the minimum is what each buyer asked for. */
export function BulkCounterDialog({ offers, isSending, notice, onCancel, onSubmit }: BulkCounterDialogProps) {
  const titleId = useId();
  const [percent, setPercent] = useState(DEFAULT_PERCENT);
  const value = percent.trim();
  const isWhole = /^\d+$/.test(value);
  const n = Number(value);
  const error = !value
    ? t('consoleEnterAPercentage')
    : !isWhole
      ? t('consoleEnterAWholeNumber')
      : n < 1 || n > 99
        ? t('consoleEnterAPercentageBetween1And')
        : undefined;
  const plan = error ? undefined : planBulkCounter(offers, n);
  const money = useMoney();
  const offerLine = (o: SellerOffer) =>
    t('consoleBulkCounterOffer', {
      item: o.itemDescription,
      itemNumber: o.itemNumber,
      buyer: o.buyer.name,
      offer: money(o.offerPrice),
      quantity: formatQuantity(o.offerQuantity),
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (plan && plan.counter.length > 0) onSubmit(plan);
  };

  return (
    <Dialog open onClose={isSending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {t('consoleCounter')} {offersWord(offers.length)}
        </DialogTitle>
        <DialogContent>
          {notice && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {notice}
            </Alert>
          )}
          <DialogContentText sx={{ mb: 2 }}>{t('consoleEachOfferIsCounteredAtThis')}</DialogContentText>
          <TextField
            label={t('consoleCounterAtPercentOfListPrice')}
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            autoFocus
            required
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          {plan && plan.counter.length > 0 && (
            <PlanList label={t('consoleWhatWillBeSent')}>
              {plan.counter.map((c) => (
                <li key={c.offer.offerId}>
                  {offerLine(c.offer)}{' '}
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {t('consoleBulkCounterSent', {
                      counter: money(c.counterPrice),
                      minimum: formatQuantity(c.minimumCheckoutQuantity),
                    })}
                  </Box>
                </li>
              ))}
            </PlanList>
          )}
          {plan && plan.skipped.length > 0 && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {offersWord(plan.skipped.length)} {t('consoleWillBeLeftOutAt')} {n}
              {t('consolePercentOfListTheCounterWould')}
              <PlanList label={t('consoleLeftOut')}>
                {plan.skipped.map((o) => (
                  <li key={o.offerId}>{offerLine(o)}</li>
                ))}
              </PlanList>
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={isSending}>
            {t('consoleCancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!plan || plan.counter.length === 0 || isSending}
          >
            {isSending
              ? t('consoleSending')
              : plan
                ? t('consoleCounter3', { length: offersWord(plan.counter.length) })
                : t('consoleCounter')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
