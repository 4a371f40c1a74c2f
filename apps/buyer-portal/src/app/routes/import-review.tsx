import { ReviewScreen } from '../../features/offer-import/components/review-screen.tsx';

/** /stock/import-review: the Review Import screen (part 1 §2, F-007…F-020). */
export default function ImportReviewPage() {
  return <ReviewScreen />;
}
