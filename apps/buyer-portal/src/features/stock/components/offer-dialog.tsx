/** The Buy / Make-an-Offer dialog of the stock list (D-001…D-019). */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ItemGroup, StockItem, StocklistOffer, StocklistSettings } from '@portico/contract';
import { formatCount, formatMoney, wholeNumberFieldError } from '@portico/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useCreateOffer } from '../../offers/api/create-offer.ts';
import { useDeleteOffer } from '../../offers/api/delete-offer.ts';
import { useUpdateOffer } from '../../offers/api/update-offer.ts';
import { formatQuantity, itemNumberLabel } from '../logic/display.ts';
import type { StockLabels } from '../logic/labels.ts';
import {
  canMakeOffer,
  checkSubmit,
  DIALOG_WIDTH,
  type DialogMode,
  offerPriceOnBlur,
  quantityOnBlur,
} from '../logic/offer-dialog.ts';

export type OfferDialogTarget = { group: ItemGroup; item: StockItem; mode: DialogMode };

/**
 * D-001…D-019: Buy or Make-an-Offer. 'Make an offer' and 'Buy at list price' switch the mode (600px / 500px);
 * an item already in the cart opens in edit mode (PUT, and Remove). The §5 rules live in logic/offer-dialog.
 */
export function OfferDialog({
  target,
  settings,
  labels,
  entry,
  onClose,
}: {
  target: OfferDialogTarget;
  settings: StocklistSettings;
  labels: StockLabels;
  entry: StocklistOffer | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const { group, item } = target;
  const offerAllowed = canMakeOffer(group.isOfferAccepted, item.warehouse, settings.warehouseAcceptingOffer);
  const [mode, setMode] = useState<DialogMode>(offerAllowed ? target.mode : 'buy');
  // MAKE AN OFFER / BUY AT LIST PRICE replace themselves: the focus goes to the field the new mode asks for (the
  // price of an offer, the quantity of a buy), not to the dialog's frame.
  const quantityBox = useRef<HTMLInputElement>(null);
  const priceBox = useRef<HTMLInputElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    (mode === 'offer' ? priceBox : quantityBox).current?.focus();
  }, [mode]);
  const switchTo = (next: DialogMode) => {
    switched.current = true;
    setMode(next);
  };
  const [quantity, setQuantity] = useState(
    String(entry?.offerQuantity ?? quantityOnBlur('', item.incrementSize)),
  );
  const [price, setPrice] = useState(
    String(
      entry && entry.offerStatus !== 'BUY_AT_LIST'
        ? entry.offerPrice
        : Math.max(1, Math.floor(item.listPrice) - 1),
    ),
  );
  const [warning, setWarning] = useState<string | undefined>();
  const [priceError, setPriceError] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | undefined>();
  // The text stays as typed; a non-whole number shows the spec's message and blocks normalising and saving.
  const quantityTextError = wholeNumberFieldError(quantity, 'quantity');
  const priceTextError = mode === 'offer' ? wholeNumberFieldError(price, 'price') : undefined;
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const remove = useDeleteOffer();
  const busy = create.isPending || update.isPending || remove.isPending;
  const symbol = t('currencySymbol');
  const precision = config.currencyPrecision ?? 2;
  const isEdit = entry !== undefined;
  const description = item.groupItemDescription || item.skuDescription;
  // only a quantity change at the accepted price keeps an accepted deal; a new price or a buy at list
  // replaces it, so the buyer is told before saving.
  const replacesAcceptedDeal =
    entry?.offerStatus === 'ACCEPTED' && (mode === 'buy' || Number(price) !== entry.offerPrice);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setWarning(undefined);
    setPriceError(undefined);
    setSaveError(undefined);
    if (quantityTextError || priceTextError) return;
    const check = checkSubmit({
      mode,
      quantity,
      price,
      listPrice: item.listPrice,
      quantityAvailable: item.quantityAvailable,
      incrementSize: item.incrementSize,
    });
    if (!check.ok) {
      // D-010: the quantity is reduced, the warning shows and nothing is sent.
      if (check.reason === 'quantityReduced') {
        setQuantity(String(check.quantity));
        setWarning(t(check.messageKey));
      } else {
        setPriceError(t(check.messageKey));
      }
      return;
    }
    setQuantity(String(check.offerQuantity));
    const body = {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: check.offerQuantity,
      offerPrice: check.offerPrice,
    };
    try {
      if (entry) {
        await update.mutateAsync({ ...body, offerId: entry.offerId });
        notifySuccess(t('updatedInCart'));
      } else {
        await create.mutateAsync(body);
        notifySuccess(t('addedToCart'));
      }
      onClose();
    } catch (error) {
      // A failed save says why (the server's message); the dialog stays open to try again.
      setSaveError(error instanceof Error ? error.message : String(error));
    }
  };

  const removeEntry = async () => {
    if (!entry) return;
    try {
      await remove.mutateAsync(entry.offerId);
      notifySuccess(t('removedFromCart'));
      onClose();
    } catch {
      // D-016: only logged.
    }
  };

  const titleId = 'offer-dialog-title';
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH[mode], maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
          {mode === 'buy' ? t('buyAtListPrice') : t('makeAnOffer')}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ fontWeight: 700 }}>{group.title}</Typography>
          <Typography variant="body2">{description}</Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('itemNumber')} {itemNumberLabel(item.itemNumber, settings.itemDescriptionRules)} ·{' '}
            {labels.warehouse(item.warehouse)}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              mb: 2,
              '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
              '& dd': { m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
            }}
          >
            <dt>{t('quantityAvailable')}</dt>
            <dd>{formatQuantity(item.quantityAvailable, settings.maxItemQuantityToBeDisplayed)}</dd>
            <dt>{t('listPrice')}</dt>
            <dd>{formatMoney(item.listPrice, { symbol, precision })}</dd>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: mode === 'offer' ? { xs: '1fr', sm: '1fr 1fr' } : '1fr',
              gap: 2,
            }}
          >
            <TextField
              label={mode === 'offer' ? t('offerQuantity') : t('quantity')}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              onBlur={() => {
                if (!quantityTextError) setQuantity(String(quantityOnBlur(quantity, item.incrementSize)));
              }}
              error={quantityTextError !== undefined}
              helperText={
                quantityTextError
                  ? t(quantityTextError)
                  : item.incrementSize > 1
                    ? t('incrementHint', { n: item.incrementSize })
                    : ' '
              }
              autoFocus
              inputRef={quantityBox}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            {mode === 'offer' ? (
              <TextField
                inputRef={priceBox}
                label={t('offerPrice')}
                value={price}
                onChange={(e) => {
                  setPriceError(undefined);
                  setPrice(e.target.value);
                }}
                onBlur={() => {
                  if (!priceTextError) setPrice(String(offerPriceOnBlur(price, item.listPrice)));
                }}
                error={priceTextError !== undefined || priceError !== undefined}
                helperText={
                  (priceTextError ? t(priceTextError) : undefined) ??
                  priceError ??
                  t('listPriceEach', { price: formatMoney(item.listPrice, { symbol, precision }) })
                }
                slotProps={{
                  input: {
                    startAdornment: (
                      <Box component="span" sx={{ mr: 0.5, color: 'text.secondary' }}>
                        {symbol}
                      </Box>
                    ),
                  },
                  htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                }}
              />
            ) : null}
          </Box>
          {replacesAcceptedDeal && entry ? (
            <Alert severity="warning" role="status" sx={{ mt: 1 }}>
              {t('acceptedOfferReplaced', {
                quantity: formatCount(entry.offerQuantity),
                price: formatMoney(entry.offerPrice, { symbol, precision: 0 }),
              })}
            </Alert>
          ) : null}
          {warning ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {warning}
            </Alert>
          ) : null}
          {saveError ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {saveError}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {mode === 'buy' && offerAllowed ? (
            <Button onClick={() => switchTo('offer')} disabled={busy}>
              {t('makeAnOffer')}
            </Button>
          ) : null}
          {mode === 'offer' ? (
            <Button onClick={() => switchTo('buy')} disabled={busy}>
              {t('buyAtListPrice')}
            </Button>
          ) : null}
          {isEdit ? (
            <Button color="error" onClick={removeEntry} disabled={busy}>
              {t('removeFromCart')}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disableElevation disabled={busy}>
            {isEdit ? t('update') : mode === 'buy' ? t('addToCart') : t('submitOffer')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
