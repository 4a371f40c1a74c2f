import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HoldWindowSettings } from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { useHoldWindowSettings, useSaveHoldWindowSettings } from '../api/hold-window-settings.ts';
import { parseHoldWindowHours } from '../logic/hold-window.ts';

/** how long an unpaid on-hold order keeps its stock before it is cancelled. */
export function HoldWindowSettingsCard() {
  const settings = useHoldWindowSettings();
  return (
    <Card component="section" aria-labelledby="hold-window-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="hold-window-settings-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t('consoleOrderHolds')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
          {t('consoleAnOrderABuyerHoldsKeeps')}
        </Typography>
        {settings.isPending && (
          <Skeleton variant="rounded" height={96} aria-label={t('consoleLoadingHoldSettings')} />
        )}
        {settings.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
                {t('consoleRetry')}
              </Button>
            }
          >
            {t('consoleTheHoldSettingsCouldNotBe')} {settings.error.message}
          </Alert>
        )}
        {settings.data && <HoldWindowForm key={settings.data.holdWindowHours} saved={settings.data} />}
      </CardContent>
    </Card>
  );
}

function HoldWindowForm({ saved }: { saved: HoldWindowSettings }) {
  const notify = useNotify();
  const save = useSaveHoldWindowSettings();
  const [text, setText] = useState(String(saved.holdWindowHours));
  const [error, setError] = useState<string>();
  const isDirty = text.trim() !== String(saved.holdWindowHours);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const hours = parseHoldWindowHours(text);
    if (!hours.ok) {
      setError(hours.error);
      return;
    }
    setError(undefined);
    save.mutate(
      { holdWindowHours: hours.value },
      {
        onSuccess: () => notify(t('consoleHoldSettingsSaved')),
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? (err.errors.find((f) => f.field === 'holdWindowHours')?.messageDescription ?? err.message)
              : err.message,
          ),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 520 }}>
      <Stack spacing={3}>
        <TextField
          label={t('consoleHoldOrdersFor')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? t('consoleCountedFromWhenTheOrderWas')}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">{t('consoleHours')}</InputAdornment> },
          }}
        />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={save.isPending || !isDirty}>
            {save.isPending ? t('consoleSaving') : t('consoleSaveHoldSettings')}
          </Button>
          <Button
            disabled={save.isPending || !isDirty}
            onClick={() => {
              setText(String(saved.holdWindowHours));
              setError(undefined);
            }}
          >
            {t('consoleDiscardChanges')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
