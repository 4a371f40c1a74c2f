import { StockScreen } from '../../features/stock/components/stock-screen.tsx';

/** /stock (spec part 1 §2 Stock List screen); loaded on demand, so nothing of it is in the first download. */
export default function StockPage() {
  return <StockScreen />;
}
