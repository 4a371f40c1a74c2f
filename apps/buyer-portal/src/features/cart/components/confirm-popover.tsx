import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** G-030 / G-047: the confirmation popovers of DELETE ALL ITEMS and of a row's delete icon. */
export function ConfirmPopover({
  anchor,
  question,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  anchor: HTMLElement | null;
  question: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 320 } } }}
    >
      <Typography id={titleId} variant="body1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {question}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('cancelUpper')}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Stack>
    </Popover>
  );
}
