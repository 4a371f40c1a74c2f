import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OutboxMailSummary } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed, NothingYet } from '../../../components/load-states.tsx';
import { t } from '../../../lib/i18n.ts';
import { useOutbox } from '../api/outbox.ts';
import { MailStatusChip } from './mail-status-chip.tsx';
import { OutboxMailDialog } from './outbox-mail-dialog.tsx';

const PAGE_SIZE = 25;

/**
 * /seller/outbox (DESIGN §2 Email): every mail the server queued for the tenant's buyers — stock alerts
 * daily reports — newest first, with its delivery state; opening one shows the message. The
 * page and the open mail are in the URL, so both survive a reload and can be linked.
 */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const openId = params.get('mail');
  const outbox = useOutbox(page, PAGE_SIZE);
  // Cards below 900 px, where the table would need a horizontal scroll beside the side navigation.
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  const open = (mail: OutboxMailSummary) => update({ mail: mail.id });

  let body: ReactNode;
  if (outbox.isPending) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={t('consoleLoadingTheOutbox')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (outbox.isError) {
    body = (
      <LoadFailed
        error={outbox.error}
        onRetry={() => void outbox.refetch()}
        lead={t('consoleTheOutboxCouldNotBeLoaded')}
      />
    );
  } else if (outbox.data.total === 0) {
    body = (
      <NothingYet title={t('consoleNoMailYet')} explanation={t('consoleStockAlertsAnswersToOffersAnd')} />
    );
  } else {
    const { mails, total } = outbox.data;
    body = (
      <Card>
        {isCompact ? (
          <Stack component="ul" aria-label={t('consoleMails')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {mails.map((mail) => (
              <Box component="li" key={mail.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <CardActionArea onClick={() => open(mail)} sx={{ p: 2 }}>
                  <Box
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}
                  >
                    <MailStatusChip status={mail.status} attempts={mail.attempts} />
                    <Typography variant="body2" color="text.secondary">
                      <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>
                    {mail.subject}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {t('consoleTo')} {mail.to}
                  </Typography>
                  {mail.attachments.length > 0 && (
                    <Typography
                      variant="body2"
                      sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}
                    >
                      <AttachFileOutlined fontSize="small" aria-hidden />
                      {mail.attachments.join(', ')}
                    </Typography>
                  )}
                </CardActionArea>
              </Box>
            ))}
          </Stack>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('consoleMails')}>
              <TableHead>
                <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                  <TableCell>{t('consoleQueued')}</TableCell>
                  <TableCell>{t('consoleTo')}</TableCell>
                  <TableCell>{t('consoleSubject')}</TableCell>
                  <TableCell>{t('consoleAttachments')}</TableCell>
                  <TableCell>{t('consoleStatus')}</TableCell>
                  <TableCell>{t('consoleSent')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {mails.map((mail) => (
                  <TableRow key={mail.id} hover sx={{ '& td': { py: 1.25 } }}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{mail.to}</TableCell>
                    <TableCell sx={{ maxWidth: 360 }}>
                      {/* A real button: the row opens by keyboard as well as by mouse. */}
                      <Button
                        variant="text"
                        onClick={() => open(mail)}
                        sx={{
                          textAlign: 'left',
                          textTransform: 'none',
                          justifyContent: 'flex-start',
                          p: 0,
                          minWidth: 0,
                        }}
                      >
                        {mail.subject}
                      </Button>
                    </TableCell>
                    <TableCell>{mail.attachments.join(', ')}</TableCell>
                    <TableCell>
                      <MailStatusChip status={mail.status} attempts={mail.attempts} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {mail.sentAt ? <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time> : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_e, p) => update({ page: p === 0 ? null : String(p + 1) })}
        />
      </Card>
    );
  }

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        {t('consoleOutbox')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('consoleEMailSentToYourBuyers')}
      </Typography>
      {body}
      <OutboxMailDialog id={openId} onClose={() => update({ mail: null })} />
    </Box>
  );
}
