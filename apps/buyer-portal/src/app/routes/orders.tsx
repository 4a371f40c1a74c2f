import { OrdersScreen } from '../../features/orders/components/orders-screen.tsx';

/** /orders: the orders list (K-001…K-009, Q-047). */
export default function OrdersPage() {
  return <OrdersScreen />;
}
