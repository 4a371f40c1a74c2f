import { StubPage } from './stub-page.tsx';

export default function OrdersPage() {
  return <StubPage headingKey="ordersHeading" />;
}
