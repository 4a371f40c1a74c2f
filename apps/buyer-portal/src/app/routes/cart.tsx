import { CartScreen } from '../../features/cart/components/cart-screen.tsx';

/** /cart: the Cart and Offers screen (G-001…G-072). */
export default function CartPage() {
  return <CartScreen />;
}
