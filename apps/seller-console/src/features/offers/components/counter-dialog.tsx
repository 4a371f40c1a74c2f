import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SellerOffer } from '@portico/contract';
import { currencySymbol } from '@portico/domain';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { useTenantConfig } from '../../config/components/tenant-config-provider.tsx';
import { useMoney } from '../../config/hooks/use-money.ts';
import {
  type CounterErrors,
  counterBounds,
  defaultCounterPrice,
  defaultMinimumQuantity,
  validateCounter,
} from '../logic/counter.ts';
import { formatQuantity, percentOfList } from '../logic/format.ts';

type CounterDialogProps = {
  offer: SellerOffer;
  isSending: boolean;
  /** A colleague answered the offer, or the buyer changed it, since the dialog opened: nothing to send. */
  noLongerWaiting?: boolean;
  onCancel(): void;
  onSubmit(answer: { counterPrice: number; minimumCheckoutQuantity: number }): void;
};

/** counter one offer with a price between the offer and list, and a minimum checkout quantity. */
export function CounterDialog({ offer, isSending, noLongerWaiting, onCancel, onSubmit }: CounterDialogProps) {
  const money = useMoney();
  const { currencyCode } = useTenantConfig();
  const titleId = useId();
  const bounds = counterBounds(offer);
  const [price, setPrice] = useState(() => String(defaultCounterPrice(offer)));
  const [quantity, setQuantity] = useState(() => String(defaultMinimumQuantity(offer)));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const input = { counterPrice: price, minimumCheckoutQuantity: quantity };
  const errors: CounterErrors = isSubmitted ? validateCounter(offer, input, money) : {};
  const livePercent = /^\d+$/.test(price.trim()) ? percentOfList(Number(price), offer.listPrice) : '—';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setIsSubmitted(true);
    const found = validateCounter(offer, input, money);
    if (Object.keys(found).length > 0 || noLongerWaiting) return;
    onSubmit({ counterPrice: Number(price), minimumCheckoutQuantity: Number(quantity) });
  };

  return (
    <Dialog open onClose={isSending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('consoleCounterOffer')}</DialogTitle>
        <DialogContent>
          {noLongerWaiting && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('consoleOfferNoLongerWaiting')}
            </Alert>
          )}
          <Box
            component="dl"
            sx={{
              m: 0,
              mb: 2.5,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, fontWeight: 600, textAlign: 'right' },
            }}
          >
            <dt>{t('consoleItem')}</dt>
            <dd>
              {offer.itemDescription}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {offer.itemNumber} · {offer.warehouse}
              </Typography>
            </dd>
            <dt>{t('consoleBuyer')}</dt>
            <dd>{offer.buyer.company ? `${offer.buyer.name}, ${offer.buyer.company}` : offer.buyer.name}</dd>
            <dt>{t('consoleListPrice')}</dt>
            <dd>{money(offer.listPrice)}</dd>
            <dt>{t('consoleOffer')}</dt>
            <dd>
              {formatQuantity(offer.offerQuantity)} × {money(offer.offerPrice)} (
              {percentOfList(offer.offerPrice, offer.listPrice)})
            </dd>
            <dt>{t('consoleAvailable')}</dt>
            <dd>{formatQuantity(offer.quantityAvailable)}</dd>
          </Box>
          {bounds.canCounter ? (
            <Stack spacing={2}>
              <TextField
                label={t('consoleCounterPrice')}
                value={price}
                onChange={(e) => setPrice(e.target.value)}
                autoFocus
                required
                error={Boolean(errors.counterPrice)}
                helperText={
                  errors.counterPrice ??
                  t('consolePerUnitOfListBetweenAnd', {
                    livePercent,
                    minPrice: money(bounds.minPrice),
                    maxPrice: money(bounds.maxPrice),
                  })
                }
                slotProps={{
                  htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">{currencySymbol(currencyCode)}</InputAdornment>
                    ),
                  },
                }}
              />
              <TextField
                label={t('consoleMinimumCheckoutQuantity')}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                required
                error={Boolean(errors.minimumCheckoutQuantity)}
                helperText={
                  errors.minimumCheckoutQuantity ??
                  (offer.incrementSize > 1
                    ? t('consoleInStepsOfUpTo', {
                        incrementSize: offer.incrementSize,
                        maxQuantity: formatQuantity(bounds.maxQuantity),
                      })
                    : t('consoleTheBuyerAskedFor', { offerQuantity: formatQuantity(offer.offerQuantity) }))
                }
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              />
            </Stack>
          ) : (
            <Alert severity="info">
              {bounds.maxQuantity < bounds.minQuantity
                ? t('consoleNothingOfThisItemIsAvailable')
                : t('consoleTheOfferIsWithinOneUnit')}
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
            disabled={!bounds.canCounter || isSending || noLongerWaiting}
          >
            {isSending ? t('consoleSending') : t('consoleSendCounter')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
