import { useParams } from 'react-router';
import { ReleaseConfirmationPage } from '../../features/orders/components/release-confirmation-page.tsx';

/** /orders/order-release-confirmation and /orders/{phonexOrderNumber}/order-release-confirmation (L-055, L-056). */
export default function OrderReleaseConfirmationRoute() {
  const { id } = useParams();
  return <ReleaseConfirmationPage key={id ?? ''} phonexOrderNumber={id} />;
}
