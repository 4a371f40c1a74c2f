import { Navigate, Route, Routes } from 'react-router';
import {
  AddToExistingPage,
  CheckoutIndexPage,
  CombinedReviewPage,
  NewCheckoutPage,
} from '../../features/checkout/components/checkout-pages.tsx';
import { ConfirmationPage } from '../../features/checkout/components/confirmation-page.tsx';

/**
 * checkout/* (part 2 §2; I-001, I-059…I-071): the review of a new order, adding the cart to an on-hold order,
 * the combined review and the confirmation. /checkout/add-to-unshipped-order alone has no state: back to /cart.
 */
export default function CheckoutPage() {
  return (
    <Routes>
      <Route index element={<CheckoutIndexPage />} />
      <Route path="order-release-confirmation" element={<ConfirmationPage />} />
      <Route path="add-to-unshipped-order" element={<Navigate to="/cart" replace />} />
      <Route path="add-to-unshipped-order/:warehouse" element={<AddToExistingPage />} />
      <Route path="add-to-unshipped-order/:warehouseLabel/:salesOrder" element={<CombinedReviewPage />} />
      <Route path=":warehouse" element={<NewCheckoutPage />} />
    </Routes>
  );
}
