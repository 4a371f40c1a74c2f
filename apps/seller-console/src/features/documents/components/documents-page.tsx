/** The Documents screen (/seller/documents, Q-066): review of the proof of export buyers uploaded. */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SellerDocument } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../../components/load-states.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { useStaffCan } from '../../staff/hooks.ts';
import { useDocuments, useReviewDocument } from '../api/documents.ts';
import { DocumentViewer } from './document-viewer.tsx';
import { PendingDocuments } from './pending-documents.tsx';
import { ProofOfExportRuleCard } from './proof-of-export-rule-card.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const STATUS_COLOR = {
  SUBMITTED: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  PENDING: 'default',
} as const;

export function DocumentStatusChip({ status }: { status: SellerDocument['documentStatus'] }) {
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`consoleDocumentStatus${status}`)} />;
}

const buyerOf = (d: SellerDocument) => d.buyerName || d.buyerEmail;

/**
 * /seller/documents (H-010, N-043, Q-066): the proof of export the tenant's buyers uploaded — buyer, order, file,
 * date — waiting ones first, each viewable and approved or rejected with a reason. The last approval of a buyer
 * enables their PAY AND SHIP NOW live; the buyer is mailed either way. Below: the documents asked for and not
 * uploaded yet, then the tenant's rule that asks for them.
 */
export function DocumentsPage() {
  const can = useStaffCan();
  const documents = useDocuments();
  const review = useReviewDocument();
  const notify = useNotify();
  const [viewing, setViewing] = useState<SellerDocument | null>(null);
  const [rejecting, setRejecting] = useState<SellerDocument | null>(null);
  // Cards below 900 px, where the table would need a horizontal scroll beside the side navigation.
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  const approve = (d: SellerDocument) =>
    review.mutate(
      { documentId: d.documentId, decision: 'approve', version: d.version },
      {
        onSuccess: () => notify(t('consoleDocumentApproved', { buyer: buyerOf(d) })),
        onError: (err) => notify(err.message, 'error'),
      },
    );

  const fileButton = (d: SellerDocument) =>
    d.fileName ? (
      <Button
        variant="text"
        onClick={() => setViewing(d)}
        aria-label={t('consoleViewFile', { fileName: d.fileName })}
        sx={{ textTransform: 'none', p: 0, minWidth: 0, textAlign: 'left', overflowWrap: 'break-word' }}
      >
        {d.fileName}
      </Button>
    ) : (
      '—'
    );
  const actions = (d: SellerDocument) =>
    d.documentStatus === 'SUBMITTED' && can.write ? (
      // One above the other: side by side they pushed Reject out of the table at a laptop's width.
      <Stack spacing={0.75} sx={{ alignItems: 'stretch' }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={review.isPending}
          onClick={() => approve(d)}
        >
          {t('consoleApprove')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={review.isPending}
          onClick={() => setRejecting(d)}
        >
          {t('consoleReject')}
        </Button>
      </Stack>
    ) : null;
  // The order the document is for, on the order desk (its page says the document waits, and is one click back).
  const orderLink = (d: SellerDocument) =>
    d.phonexOrderNumber ? (
      <Link component={RouterLink} to={`/orders/${encodeURIComponent(d.phonexOrderNumber)}`}>
        {d.phonexOrderNumber}
      </Link>
    ) : (
      '—'
    );
  const status = (d: SellerDocument) => (
    <>
      <DocumentStatusChip status={d.documentStatus} />
      {d.documentStatus === 'REJECTED' && d.reason ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {d.reason}
        </Typography>
      ) : null}
    </>
  );
  const submitted = (d: SellerDocument) =>
    d.submittedAt ? <time dateTime={d.submittedAt}>{formatDateTime(d.submittedAt)}</time> : '—';

  let body: ReactNode;
  if (documents.isPending) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={t('consoleLoadingTheDocuments')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (documents.isError) {
    body = (
      <LoadFailed
        error={documents.error}
        onRetry={() => void documents.refetch()}
        lead={t('consoleTheDocumentsCouldNotBeLoaded')}
      />
    );
  } else if (documents.data.documents.length === 0) {
    body = (
      <Card>
        <Box sx={{ py: 6, px: 3, textAlign: 'center' }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {t('consoleNoDocumentsYet')}
          </Typography>
          <Typography color="text.secondary">{t('consoleNoDocumentsHint')}</Typography>
        </Box>
      </Card>
    );
  } else if (isCompact) {
    body = (
      <Card>
        <Stack component="ul" aria-label={t('consoleDocumentsTable')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {documents.data.documents.map((d) => (
            <Box component="li" key={d.documentId} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                <DocumentStatusChip status={d.documentStatus} />
                <Typography variant="body2" color="text.secondary">
                  {submitted(d)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{buyerOf(d)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {d.buyerEmail}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('consoleOrder')} {d.phonexOrderNumber ?? '—'} · {d.documentName}
              </Typography>
              {d.documentStatus === 'REJECTED' && d.reason ? (
                <Typography variant="body2" color="text.secondary">
                  {d.reason}
                </Typography>
              ) : null}
              <Box sx={{ mt: 1 }}>{fileButton(d)}</Box>
              <Box sx={{ mt: 1.5 }}>{actions(d)}</Box>
            </Box>
          ))}
        </Stack>
      </Card>
    );
  } else {
    body = (
      <Card>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('consoleDocumentsTable')}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                <TableCell>{t('consoleSubmitted')}</TableCell>
                <TableCell>{t('consoleBuyer')}</TableCell>
                <TableCell>{t('consoleOrder')}</TableCell>
                <TableCell>{t('consoleDocument')}</TableCell>
                <TableCell>{t('consoleFile')}</TableCell>
                <TableCell>{t('consoleStatus')}</TableCell>
                <TableCell>{t('consoleActions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.data.documents.map((d) => (
                <TableRow key={d.documentId} sx={{ '& td': { py: 1.25 } }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {d.submittedAt ? (
                      <time dateTime={d.submittedAt}>{formatDateTime(d.submittedAt)}</time>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {buyerOf(d)}
                    </Typography>
                    {d.buyerName ? (
                      <Typography variant="body2" color="text.secondary">
                        {d.buyerEmail}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{orderLink(d)}</TableCell>
                  <TableCell>{d.documentName}</TableCell>
                  <TableCell sx={{ minWidth: 160, maxWidth: 260 }}>{fileButton(d)}</TableCell>
                  <TableCell>{status(d)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(d)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Card>
    );
  }

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        {t('consoleDocuments')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('consoleDocumentsIntro')}
      </Typography>
      {body}
      <PendingDocuments isCompact={isCompact} />
      <ProofOfExportRuleCard />
      <DocumentViewer
        document={viewing}
        onClose={() => setViewing(null)}
        onApprove={(d) => {
          setViewing(null);
          approve(d);
        }}
        onReject={(d) => {
          setViewing(null);
          setRejecting(d);
        }}
      />
      <RejectDialog document={rejecting} onClose={() => setRejecting(null)} />
    </Box>
  );
}
