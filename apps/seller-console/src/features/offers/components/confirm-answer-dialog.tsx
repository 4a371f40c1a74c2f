import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { t } from '../../../lib/i18n.ts';

type ConfirmAnswerDialogProps = {
  title: string;
  confirmLabel: string;
  tone: 'primary' | 'error';
  isSending: boolean;
  /** Said above the summary (offers that no longer wait for an answer); `confirmDisabled` when none is left. */
  notice?: string | undefined;
  confirmDisabled?: boolean;
  children: ReactNode;
  onCancel(): void;
  onConfirm(): void;
};

/** Answers cannot be taken back (the buyer is notified at once), so bulk answers and rejections ask first. */
export function ConfirmAnswerDialog({
  title,
  confirmLabel,
  tone,
  isSending,
  notice,
  confirmDisabled = false,
  children,
  onCancel,
  onConfirm,
}: ConfirmAnswerDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={isSending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {notice && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isSending}>
          {t('consoleCancel')}
        </Button>
        <Button
          variant="contained"
          color={tone}
          onClick={onConfirm}
          disabled={isSending || confirmDisabled}
          autoFocus
        >
          {isSending ? t('consoleSending') : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
