import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PAYMENT_RESULT_MESSAGE_TYPE, type PaymentResultMessage } from '@portico/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmPayment } from '../api/payments-api.ts';
import { RETURN_CLOSE_MS } from '../logic/payment-window.ts';

/** Whether /orders/{n}/order-release-confirmation was reached as the payment provider's return. */
export const isPaymentReturn = (params: URLSearchParams) => params.has('status') && params.has('token');

/**
 * The payment return page, /orders/{phonexOrderNumber}/order-release-confirmation?status&token&PayerID, in the
 * pop-up (I-076…I-079, Q-045): 'Please Wait...'; with status success it confirms the payment (GET confirm-payment
 * with the path's number and the query's PayerID and token), posts the result to the opener and closes 600 ms
 * later; any other status posts a failure. With no opener it goes to the root.
 */
export function PaymentReturnPage({ phonexOrderNumber }: { phonexOrderNumber: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const status = params.get('status');
    const token = params.get('token') ?? '';
    const payerId = params.get('PayerID') ?? params.get('payerID') ?? '';
    void (async () => {
      const answer =
        status === 'success' && token && payerId
          ? await confirmPayment(phonexOrderNumber, token, payerId).catch(() => null)
          : null;
      const message: PaymentResultMessage = {
        type: PAYMENT_RESULT_MESSAGE_TYPE,
        phonexOrderNumber,
        status: answer?.status ?? 'FAILURE',
        paymentConfirmed: answer?.paymentConfirmed ?? false,
      };
      const opener = window.opener as Window | null;
      if (!opener || opener.closed) {
        navigate('/', { replace: true }); // I-079
        return;
      }
      opener.postMessage(message, window.location.origin); // I-077
      window.setTimeout(() => window.close(), RETURN_CLOSE_MS); // I-078
    })();
  }, [params, phonexOrderNumber, navigate]);

  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
        {t('loadingPleaseWait')}
      </Typography>
    </Box>
  );
}
