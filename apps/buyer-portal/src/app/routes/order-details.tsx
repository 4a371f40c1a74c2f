import { useParams } from 'react-router';
import { OrderView } from '../../features/orders/components/order-view.tsx';

/** /orders/{orderNumber} (A-038: the title is the site title plus Order); read-only until the Order details issue. */
export default function OrderDetailsPage() {
  const { id = '' } = useParams();
  return <OrderView key={id} phonexOrderNumber={id} />;
}
