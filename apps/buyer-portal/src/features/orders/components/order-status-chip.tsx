import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { statusDisplay } from '../logic/orders-list.ts';

type StatusSetting = { code: string; label: string; colorClass: string };

/** K-004: a fulfillment or payment status with the tenant's label and colour. */
export function OrderStatusChip({
  code,
  statuses,
  size = 'small',
  muted = false,
}: {
  code: string;
  statuses: readonly StatusSetting[] | undefined;
  size?: 'small' | 'medium';
  /** Shown without its colour: a payment status of a cancelled order, which asks nothing of the buyer. */
  muted?: boolean;
}) {
  const { t } = useTranslation();
  const shown = statusDisplay(code, statuses);
  const display = muted ? { ...shown, color: 'default' as const } : shown;
  const label = display.label || (display.labelKey ? t(display.labelKey) : code);
  return (
    <Chip
      size={size}
      label={label}
      color={display.color}
      variant={display.color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
