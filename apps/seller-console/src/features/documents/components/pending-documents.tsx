/** The Documents page's "Not uploaded yet" section: documents asked for, waiting for the buyer's file. */

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SellerDocument } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../../components/load-states.tsx';
import { t } from '../../../lib/i18n.ts';
import { usePendingDocuments } from '../api/documents.ts';

/**
 * Each document still without a file — when it was asked, the buyer, the order (on the desk, where the seller
 * sees the hold) — the longest waiting first, so the seller can chase it. `isCompact`: cards instead of a table.
 */
export function PendingDocuments({ isCompact }: { isCompact: boolean }) {
  const pending = usePendingDocuments();
  let body: ReactNode;
  if (pending.isPending) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={t('consoleLoadingNotUploaded')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (pending.isError) {
    body = (
      <LoadFailed
        error={pending.error}
        onRetry={() => void pending.refetch()}
        lead={t('consoleNotUploadedCouldNotBeLoaded')}
      />
    );
  } else if (pending.data.documents.length === 0) {
    body = (
      <Card>
        <Typography color="text.secondary" sx={{ p: 2.5 }}>
          {t('consoleNothingToChase')}
        </Typography>
      </Card>
    );
  } else if (isCompact) {
    body = (
      <Card>
        <Stack
          component="ul"
          aria-label={t('consoleNotUploadedYetTable')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {pending.data.documents.map((d) => (
            <Box component="li" key={d.documentId} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                {orderLink(d)}
                <Typography variant="body2" color="text.secondary">
                  {t('consoleAsked')} {asked(d)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{d.buyerName || d.buyerEmail}</Typography>
              {d.buyerName ? (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {d.buyerEmail}
                </Typography>
              ) : null}
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {d.documentName}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Card>
    );
  } else {
    body = (
      <Card>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('consoleNotUploadedYetTable')}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                <TableCell>{t('consoleAsked')}</TableCell>
                <TableCell>{t('consoleBuyer')}</TableCell>
                <TableCell>{t('consoleOrder')}</TableCell>
                <TableCell>{t('consoleDocument')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pending.data.documents.map((d) => (
                <TableRow key={d.documentId} sx={{ '& td': { py: 1.25 } }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{asked(d)}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {d.buyerName || d.buyerEmail}
                    </Typography>
                    {d.buyerName ? (
                      <Typography variant="body2" color="text.secondary">
                        {d.buyerEmail}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{orderLink(d)}</TableCell>
                  <TableCell>{d.documentName}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Card>
    );
  }
  return (
    <Box component="section" aria-labelledby="not-uploaded-heading" sx={{ mt: 4 }}>
      <Typography id="not-uploaded-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
        {t('consoleNotUploadedYet')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('consoleNotUploadedYetHelp')}
      </Typography>
      {body}
    </Box>
  );
}

const asked = (d: SellerDocument) => <time dateTime={d.askedAt}>{formatDateTime(d.askedAt)}</time>;

const orderLink = (d: SellerDocument) =>
  d.phonexOrderNumber ? (
    <Link component={RouterLink} to={`/orders/${encodeURIComponent(d.phonexOrderNumber)}`}>
      {d.phonexOrderNumber}
    </Link>
  ) : (
    '—'
  );
