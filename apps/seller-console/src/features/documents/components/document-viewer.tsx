import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import type { SellerDocument } from '@portico/contract';
import { useEffect, useId, useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { useDocumentFile } from '../api/documents.ts';

/**
 * The viewer of one uploaded file: a PDF in the browser's own viewer, an image as an image, with Download and —
 * while it waits for a review — Approve and Reject. The file comes through the authenticated API as a blob.
 */
export function DocumentViewer(props: {
  document: SellerDocument | null;
  onClose: () => void;
  onApprove: (d: SellerDocument) => void;
  onReject: (d: SellerDocument) => void;
}) {
  const { document: d } = props;
  const titleId = useId();
  const file = useDocumentFile(d?.documentId ?? null);
  const [url, setUrl] = useState<string>();
  const blob = file.data?.blob;
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [blob]);
  if (!d) return null;
  const name = d.fileName ?? d.documentName;
  const title = t('consoleDocumentViewer', { fileName: name, buyer: d.buyerName || d.buyerEmail });

  let content = null;
  if (file.isError) content = <Alert severity="error">{t('consoleTheFileCouldNotBeLoaded')}</Alert>;
  else if (!url) {
    content = (
      <Skeleton variant="rounded" height={480} aria-busy="true" aria-label={t('consoleLoadingTheFile')} />
    );
  } else if (d.contentType === 'application/pdf') {
    content = (
      <Box component="iframe" title={title} src={url} sx={{ width: '100%', height: '70vh', border: 0 }} />
    );
  } else {
    content = (
      <Box
        component="img"
        alt={title}
        src={url}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
      />
    );
  }

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {title}
        <IconButton
          aria-label={t('consoleClose')}
          onClick={props.onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{content}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {url ? (
          <Button component="a" href={url} download={name}>
            {t('consoleDownload')}
          </Button>
        ) : null}
        {d.documentStatus === 'SUBMITTED' ? (
          <>
            <Button color="error" variant="outlined" onClick={() => props.onReject(d)}>
              {t('consoleReject')}
            </Button>
            <Button color="success" variant="contained" onClick={() => props.onApprove(d)}>
              {t('consoleApprove')}
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
