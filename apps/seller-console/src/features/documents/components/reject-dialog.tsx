import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { SellerDocument } from '@portico/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { useReviewDocument } from '../api/documents.ts';

/** Reject with a reason: the buyer sees the reason, is mailed, and uploads a new file. */
export function RejectDialog({
  document: d,
  onClose,
}: {
  document: SellerDocument | null;
  onClose: () => void;
}) {
  if (!d) return null;
  return <RejectForm key={d.documentId} document={d} onClose={onClose} />;
}

function RejectForm({ document: d, onClose }: { document: SellerDocument; onClose: () => void }) {
  const titleId = useId();
  const notify = useNotify();
  const review = useReviewDocument();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim() === '') return setError(t('consoleGiveAReason'));
    review.mutate(
      { documentId: d.documentId, decision: 'reject', version: d.version, reason: reason.trim() },
      {
        onSuccess: () => {
          notify(t('consoleDocumentRejected', { buyer: d.buyerName || d.buyerEmail }));
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {t('consoleRejectDocument', { document: d.fileName ?? d.documentName })}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t('consoleRejectionReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? t('consoleRejectionReasonHelp')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('consoleCancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={review.isPending}>
            {t('consoleReject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
