import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Address } from '@portico/contract';
import { addressDisplay } from '../lib/address.ts';

/**
 * I-021 / L-003: an address as the checkout summary and the order details both print it, title then lines
 * (name, contact, street, city line, country), so an order shows exactly what the buyer chose.
 */
export function AddressLines({ address, label }: { address: Address; label?: string }) {
  const { title, lines } = addressDisplay(address);
  return (
    <Box data-testid="address-summary" {...(label ? { role: 'group', 'aria-label': label } : {})}>
      <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {title}
      </Typography>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: address lines may repeat (contact equal to name)
        <Typography key={i} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
