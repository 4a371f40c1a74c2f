import { useParams } from 'react-router';
import { OrderDetailsScreen } from '../../features/orders/components/order-details-screen.tsx';

/** /orders/{orderNumber} (L-001: the last path segment is the order number; A-038: the title is site title + Order). */
export default function OrderDetailsPage() {
  const { id = '' } = useParams();
  return <OrderDetailsScreen key={id} phonexOrderNumber={id} />;
}
