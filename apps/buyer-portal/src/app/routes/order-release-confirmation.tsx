import { useParams, useSearchParams } from 'react-router';
import { ReleaseConfirmationPage } from '../../features/orders/components/release-confirmation-page.tsx';
import {
  isPaymentReturn,
  PaymentReturnPage,
} from '../../features/payments/components/payment-return-page.tsx';

/**
 * /orders/order-release-confirmation and /orders/{phonexOrderNumber}/order-release-confirmation (L-055, L-056);
 * with the payment provider's status and token in the query, the pop-up's return page (I-076…I-079, Q-045).
 */
export default function OrderReleaseConfirmationRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (id && isPaymentReturn(params)) return <PaymentReturnPage key={id} phonexOrderNumber={id} />;
  return <ReleaseConfirmationPage key={id ?? ''} phonexOrderNumber={id} />;
}
