import { StubPage } from './stub-page.tsx';

export default function CheckoutPage() {
  return <StubPage headingKey="checkout" />;
}
