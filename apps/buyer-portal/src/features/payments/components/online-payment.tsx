import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPaymentLink, fetchPaymentStatus } from '../api/payments-api.ts';
import { awaitPopupResult, openPaymentWindow, takePaymentWindow } from '../logic/payment-window.ts';

type Phase = 'checking' | 'waiting' | 'accepted' | 'failed';
type DialogReason = 'blocked' | 'closed' | null;

/**
 * The integrated online payment of one order on a confirmation page (I-053…I-056, I-072…I-075, I-081 reading 1):
 * runs the pop-up the submitting page opened at its click (or, blocked, offers the re-launch dialog), waits for
 * its result, then checks the payment status: SUCCESS shows 'Payment Accepted' (I-054); anything else the
 * failure message with PAY NOW USING PAYPAL, which rechecks the status and opens the pop-up again (I-055). A
 * pop-up closed before paying also offers the re-launch dialog (I-056).
 */
export function OnlinePayment({
  phonexOrderNumber,
  onStatus,
}: {
  phonexOrderNumber: string;
  onStatus?: (status: 'SUCCESS' | 'FAILURE') => void;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('checking');
  const [dialog, setDialog] = useState<DialogReason>(null);
  const abort = useRef<AbortController | null>(null);
  const started = useRef(false);

  const finish = useCallback(
    (status: 'SUCCESS' | 'FAILURE') => {
      setPhase(status === 'SUCCESS' ? 'accepted' : 'failed');
      onStatus?.(status);
    },
    [onStatus],
  );

  /**
   * I-053: after the pop-up, the payment status decides (PENDING counts as not paid, Q-012); when it cannot be
   * read, the pop-up's own result (`fallback`) stands.
   */
  const checkStatus = useCallback(
    async (fallback: 'SUCCESS' | 'FAILURE' = 'FAILURE') => {
      const answer = await fetchPaymentStatus(phonexOrderNumber).catch(() => null);
      if (!answer) return fallback;
      return answer.status === 'SUCCESS' ? 'SUCCESS' : 'FAILURE';
    },
    [phonexOrderNumber],
  );

  const run = useCallback(
    async (popup: Window) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setPhase('waiting');
      setDialog(null);
      // I-075: a failed link is a failure result, not an error.
      const link = await fetchPaymentLink(phonexOrderNumber).catch(() => null);
      if (controller.signal.aborted) return;
      if (!link) {
        popup.close();
        finish(await checkStatus());
        return;
      }
      popup.location.href = link.approvalLink;
      const result = await awaitPopupResult(popup, phonexOrderNumber, controller.signal);
      if (controller.signal.aborted) return;
      const status = await checkStatus(result);
      finish(status);
      if (status !== 'SUCCESS') setDialog('closed');
    },
    [phonexOrderNumber, checkStatus, finish],
  );

  /** PAY NOW USING PAYPAL (the failure message's retry and the dialog's button): a click, so a pop-up may open. */
  const retry = async () => {
    const popup = openPaymentWindow();
    setDialog(null);
    setPhase('checking');
    if ((await checkStatus()) === 'SUCCESS') {
      popup?.close();
      finish('SUCCESS');
      return;
    }
    if (!popup) {
      setPhase('failed');
      setDialog('blocked');
      return;
    }
    await run(popup);
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const popup = takePaymentWindow(phonexOrderNumber);
    if (popup) {
      void run(popup);
    } else {
      // Blocked at the click, or no pop-up at all (a reload): the status says whether anything is left to pay.
      void checkStatus().then((status) => {
        finish(status);
        if (status !== 'SUCCESS' && popup === null) setDialog('blocked');
      });
    }
  }, [phonexOrderNumber, run, checkStatus, finish]);

  useEffect(() => () => abort.current?.abort(), []);

  return (
    <Stack
      spacing={1.5}
      sx={{ alignItems: 'center', textAlign: 'center', mt: 2 }}
      data-testid="online-payment"
    >
      {phase === 'checking' || phase === 'waiting' ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body1">
            {phase === 'waiting' ? t('paymentInProgress') : t('loadingPleaseWait')}
          </Typography>
        </Stack>
      ) : null}
      {phase === 'accepted' ? (
        <Alert severity="success" role="status" sx={{ width: '100%', justifyContent: 'center' }}>
          {t('paymentAccepted')}
        </Alert>
      ) : null}
      {phase === 'failed' ? (
        <>
          <Alert severity="error" sx={{ width: '100%' }}>
            {t('paymentFailed')}
          </Alert>
          <Button variant="contained" onClick={() => void retry()}>
            {t('payNowUsingPaypal')}
          </Button>
        </>
      ) : null}
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} aria-labelledby="payment-window-title">
        <DialogTitle id="payment-window-title">{t('paymentWindowTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {dialog === 'blocked'
              ? t('paymentWindowBlocked', { number: phonexOrderNumber })
              : t('paymentWindowClosed')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={() => void retry()}>
            {t('payNowUsingPaypal')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
