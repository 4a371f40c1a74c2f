import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { t } from '../lib/i18n.ts';

/**
 * What a console page shows instead of what it reads from the server: why it could not be loaded, with Retry
 * (`lead` names what: 'The outbox could not be loaded.'), or a card saying there is nothing yet.
 */
export function LoadFailed(props: {
  error: Error | null;
  onRetry(): void;
  lead?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      {...(props.sx ? { sx: props.sx } : {})}
      action={
        <Button color="inherit" size={props.size ?? 'small'} onClick={props.onRetry}>
          {t('consoleRetry')}
        </Button>
      }
    >
      {props.lead ? `${props.lead} ${props.error?.message ?? ''}` : props.error?.message}
    </Alert>
  );
}

export function NothingYet({ title, explanation }: { title: string; explanation: string }) {
  return (
    <Card>
      <Box sx={{ py: 8, px: 3, textAlign: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{explanation}</Typography>
      </Box>
    </Card>
  );
}
