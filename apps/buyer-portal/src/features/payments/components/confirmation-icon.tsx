import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import PaymentOutlined from '@mui/icons-material/PaymentOutlined';

/**
 * The icon over 'Thank You for your order' (I-066, L-055): the green check once nothing is left to do; a card while
 * an order paid online still waits for its payment — amber when the payment did not go through (I-055) — so a
 * cancelled payment never looks like a success above its own error.
 */
export function ConfirmationIcon({ payment }: { payment: 'none' | 'waiting' | 'failed' | 'paid' }) {
  if (payment === 'none' || payment === 'paid') {
    return <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden />;
  }
  return (
    <PaymentOutlined
      color={payment === 'failed' ? 'warning' : 'primary'}
      sx={{ fontSize: 56 }}
      aria-hidden
      data-testid={`confirmation-icon-${payment}`}
    />
  );
}
