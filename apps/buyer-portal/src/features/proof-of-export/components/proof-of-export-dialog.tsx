import CloseIcon from '@mui/icons-material/Close';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingDocuments } from '@portico/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { PENDING_DOCUMENTS_KEY, usePendingDocuments } from '../api/pending-documents.ts';
import { uploadDocuments } from '../api/upload-documents.ts';
import { onReopenProofOfExport } from '../logic/reopen.ts';

/** What the uploader may pick (the server checks the content: PDF, JPEG or PNG, N-043). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** The documents the dialog was last closed on: it opens again only when that list changes (e.g. a rejection). */
const shownKey = (poe: PendingDocuments) =>
  poe.documents.map((d) => `${d.documentId}:${d.documentStatus}`).join(',');

/**
 * The proof-of-export dialog (part 1 §2, H-001, H-003…H-009, Q-066): opens by itself while poeData.isOpen
 * (loaded at app load and after the cart loads, refreshed live on documents.changed), lists each pending document
 * with its name and description and takes one file per document. OK uploads the chosen files; with no pending
 * documents it just closes (H-004).
 */
export function ProofOfExportDialog() {
  const { data: poe } = usePendingDocuments();
  const [closedOn, setClosedOn] = useState<string | undefined>(undefined);
  // Opened again on request (reopenProofOfExport), e.g. from an order the buyer cannot pay for yet.
  useEffect(() => onReopenProofOfExport(() => setClosedOn(undefined)), []);
  if (!poe?.isOpen || closedOn === shownKey(poe)) return null;
  return <OpenDialog poe={poe} onClose={() => setClosedOn(shownKey(poe))} />;
}

function OpenDialog({ poe, onClose }: { poe: PendingDocuments; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [files, setFiles] = useState<Record<string, File>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    // H-004: nothing pending, OK closes.
    if (poe.documents.length === 0) return onClose();
    const chosen = poe.documents.flatMap((d) => {
      const file = files[d.documentId];
      return file ? [{ documentId: d.documentId, file }] : [];
    });
    // H-005
    if (chosen.length === 0) return notifyError(t('proofOfExportNoFile'));
    setBusy(true);
    const ok = await uploadDocuments(chosen, poe, () =>
      queryClient.fetchQuery({ queryKey: PENDING_DOCUMENTS_KEY, staleTime: 0 }),
    );
    setBusy(false);
    if (!ok) return notifyError(t('proofOfExportUploadFailed')); // H-008
    notifySuccess(t('proofOfExportUploaded')); // H-009
    onClose();
    await queryClient.invalidateQueries({ queryKey: PENDING_DOCUMENTS_KEY });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('proofOfExportTitle')}
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          disabled={busy}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {poe.documents.map((d) => (
            <DocumentRow
              key={d.documentId}
              name={d.documentName}
              description={d.documentDescription}
              file={files[d.documentId]}
              disabled={busy}
              onFile={(file) => setFiles((prev) => ({ ...prev, [d.documentId]: file }))}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? t('proofOfExportUploading') : t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DocumentRow(props: {
  name: string;
  description: string[];
  file: File | undefined;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const label = t('proofOfExportFileFor', { name: props.name });
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {props.name}
      </Typography>
      {props.description.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary' }}>
          {props.description.map((line) => (
            <Typography key={line} component="li" variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) props.onFile(file);
            e.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={props.disabled}
          aria-label={label}
        >
          {t('proofOfExportChooseFile')}
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {props.file?.name ?? ''}
        </Typography>
      </Stack>
    </Box>
  );
}
