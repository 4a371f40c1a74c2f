import { StubPage } from './stub-page.tsx';

export default function StockPage() {
  return <StubPage headingKey="stockListHeading" />;
}
