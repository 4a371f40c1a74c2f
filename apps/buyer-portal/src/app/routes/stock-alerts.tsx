import { StockAlertsScreen } from '../../features/alerts/components/stock-alerts-screen.tsx';

/** /stock-alerts: the Stock Alerts screen (E-009…E-014). */
export default function StockAlertsPage() {
  return <StockAlertsScreen />;
}
