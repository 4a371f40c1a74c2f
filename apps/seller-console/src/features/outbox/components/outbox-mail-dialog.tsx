import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '@portico/domain';
import { t } from '../../../lib/i18n.ts';
import { useOutboxMail } from '../api/outbox.ts';
import { MailStatusChip } from './mail-status-chip.tsx';

/** One mail of the outbox: its headers, delivery state and text body (full screen on a phone). */
export function OutboxMailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const mail = useOutboxMail(id);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const data = mail.data;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="outbox-mail-title"
    >
      <DialogTitle id="outbox-mail-title">{data?.subject ?? t('consoleMail')}</DialogTitle>
      <DialogContent dividers>
        {mail.isPending && (
          <Stack spacing={1} aria-busy="true" aria-label={t('consoleLoadingTheMail')}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        )}
        {mail.isError && (
          <Alert severity="error">
            {t('consoleTheMailCouldNotBeLoaded')} {mail.error.message}
          </Alert>
        )}
        {data && (
          <Stack spacing={2}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.5,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              <dt>{t('consoleTo')}</dt>
              <dd>{data.to}</dd>
              <dt>{t('consoleQueued')}</dt>
              <dd>{formatDateTime(data.createdAt)}</dd>
              <dt>{t('consoleStatus')}</dt>
              <dd>
                <MailStatusChip status={data.status} attempts={data.attempts} />
                {data.sentAt && (
                  <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                    {formatDateTime(data.sentAt)}
                  </Typography>
                )}
              </dd>
              {data.lastError && (
                <>
                  <dt>{t('consoleLastError')}</dt>
                  <dd>{data.lastError}</dd>
                </>
              )}
            </Box>
            {data.attachments.length > 0 && (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
                aria-label={t('consoleAttachments')}
              >
                {data.attachments.map((name) => (
                  <Chip key={name} icon={<AttachFileOutlined />} label={name} variant="outlined" />
                ))}
              </Stack>
            )}
            <Box
              component="pre"
              aria-label={t('consoleMessage')}
              sx={{
                m: 0,
                p: 2,
                bgcolor: 'action.hover',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'inherit',
                typography: 'body2',
              }}
            >
              {data.text}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('consoleClose')}</Button>
      </DialogActions>
    </Dialog>
  );
}
