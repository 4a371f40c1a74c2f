import { Navigate } from 'react-router';
import { ReviewScreen } from '../../features/offer-import/components/review-screen.tsx';
import { useAccess, useAuthority } from '../../lib/authorities.ts';
import { PATHS } from '../../lib/routes.ts';

/**
 * /stock/import-review: the Review Import screen (part 1 §2, F-007…F-020). Import is for buyers who may buy online
 * (C-006): anyone else who opens the address (a bookmark, a shared link) goes to the stock list instead of asking
 * for a review the server refuses — a 403 would sign them out (B-023).
 */
export default function ImportReviewPage() {
  const canBuy = useAuthority('CAN_BUY_ONLINE');
  const { isLoaded } = useAccess();
  if (isLoaded && !canBuy) return <Navigate to={PATHS.stock} replace />;
  return <ReviewScreen />;
}
