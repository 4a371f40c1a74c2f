/** The Accept, Counter and Reject buttons of one offer, shown only to staff who may write. */

import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { SellerOffer } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
import { useStaffCan } from '../../staff/hooks.ts';

export type RowActionHandlers = {
  onAccept(offer: SellerOffer): void;
  onCounter(offer: SellerOffer): void;
  onReject(offer: SellerOffer): void;
};

type RowActionsProps = RowActionHandlers & {
  offer: SellerOffer;
  disabled: boolean;
  variant: 'icons' | 'buttons';
};

/** Accept, Counter, Reject for one offer; each button's name says which offer it answers. */
export function OfferRowActions({
  offer,
  disabled,
  variant,
  onAccept,
  onCounter,
  onReject,
}: RowActionsProps) {
  const about = t('consoleFrom2', { itemNumber: offer.itemNumber, name: offer.buyer.name });
  // Read-only staff see the offers, not the answers they may not give.
  if (!useStaffCan().write) return null;
  if (variant === 'buttons') {
    return (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={<CheckCircleOutline />}
          disabled={disabled}
          aria-label={t('consoleAcceptOfferFor', { about })}
          onClick={() => onAccept(offer)}
        >
          {t('consoleAccept')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<SwapHoriz />}
          disabled={disabled}
          aria-label={t('consoleCounterOfferFor', { about })}
          onClick={() => onCounter(offer)}
        >
          {t('consoleCounter')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<HighlightOff />}
          disabled={disabled}
          aria-label={t('consoleRejectOfferFor', { about })}
          onClick={() => onReject(offer)}
        >
          {t('consoleReject')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t('consoleAccept')}>
        <span>
          <IconButton
            size="small"
            color="success"
            disabled={disabled}
            aria-label={t('consoleAcceptOfferFor', { about })}
            onClick={() => onAccept(offer)}
          >
            <CheckCircleOutline />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('consoleCounter')}>
        <span>
          <IconButton
            size="small"
            color="primary"
            disabled={disabled}
            aria-label={t('consoleCounterOfferFor', { about })}
            onClick={() => onCounter(offer)}
          >
            <SwapHoriz />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('consoleReject')}>
        <span>
          <IconButton
            size="small"
            color="error"
            disabled={disabled}
            aria-label={t('consoleRejectOfferFor', { about })}
            onClick={() => onReject(offer)}
          >
            <HighlightOff />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
