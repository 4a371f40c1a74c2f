import { StubPage } from './stub-page.tsx';

export default function CartPage() {
  return <StubPage headingKey="cartHeading" />;
}
