import { StubPage } from './stub-page.tsx';

export default function StockAlertsPage() {
  return <StubPage headingKey="stockAlertsHeading" />;
}
