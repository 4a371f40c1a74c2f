import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FreeFreightSettings, FreeFreightSettingsBody } from '@portico/contract';
import { currencySymbol } from '@portico/domain';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { SettingsActions, SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { useTenantConfig } from '../../config/components/tenant-config-provider.tsx';
import { useFreeFreightSettings, useSaveFreeFreightSettings } from '../api/free-freight-settings.ts';

/**
 * Commerce settings (docs/decisions/015): the free-freight threshold of each priced shipping method, the one
 * setting the cart's promise and the checkout's charge read. Checked by the contract's schema only.
 */
export function FreeFreightCard() {
  const settings = useFreeFreightSettings();
  return (
    <SettingsCard
      headingId="free-freight-heading"
      title={t('consoleFreeFreight')}
      explanation={t('consoleFreeFreightIntro')}
      query={settings}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={160}
      errorLead={t('consoleFreeFreightCouldNotLoad')}
    >
      {(saved) => <FreeFreightForm saved={saved} />}
    </SettingsCard>
  );
}

const textOf = (v: number | null) => (v === null ? '' : String(v));

function FreeFreightForm({ saved }: { saved: FreeFreightSettings }) {
  const notify = useNotify();
  const save = useSaveFreeFreightSettings();
  const { currencyCode } = useTenantConfig();
  const [values, setValues] = useState(() => saved.methods.map((m) => textOf(m.freeFreightOver)));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [serverError, setServerError] = useState<string>();
  const isDirty = saved.methods.some((m, i) => values[i] !== textOf(m.freeFreightOver));

  if (saved.methods.length === 0) return <Typography>{t('consoleFreeFreightNoMethods')}</Typography>;

  /** Field errors by row from error paths such as methods.1.freeFreightOver (the contract's and the server's). */
  const byRow = (items: { path: string; message: string }[]) => {
    const out: Record<number, string> = {};
    for (const item of items) {
      const row = /^methods\.(\d+)\./.exec(item.path)?.[1];
      if (row !== undefined) out[Number(row)] ??= item.message;
    }
    return out;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(undefined);
    const body = {
      methods: saved.methods.map((m, i) => {
        const text = (values[i] ?? '').trim();
        return { code: m.code, freeFreightOver: text === '' ? null : Number(text) };
      }),
    };
    const parsed = FreeFreightSettingsBody.safeParse(body);
    if (!parsed.success) {
      setErrors(byRow(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notify(t('consoleFreeFreightSaved')),
      onError: (err) => {
        const found =
          err instanceof ApiError
            ? byRow(err.errors.map((f) => ({ path: f.field ?? '', message: f.messageDescription })))
            : {};
        if (Object.keys(found).length > 0) setErrors(found);
        else setServerError(err.message);
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 520 }}>
      <Stack spacing={3}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        {saved.methods.map((m, i) => (
          <TextField
            key={m.code}
            label={t('consoleFreeFreightOver', { method: m.label })}
            value={values[i] ?? ''}
            onChange={(e) => setValues((v) => v.map((x, j) => (j === i ? e.target.value : x)))}
            error={Boolean(errors[i])}
            helperText={errors[i] ?? t('consoleFreeFreightNone')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">{currencySymbol(currencyCode)}</InputAdornment>
                ),
              },
            }}
          />
        ))}
        <SettingsActions
          saveLabel={t('consoleSaveSettings')}
          isSaving={save.isPending}
          isDirty={isDirty}
          onDiscard={() => {
            setValues(saved.methods.map((m) => textOf(m.freeFreightOver)));
            setErrors({});
          }}
        />
      </Stack>
    </Box>
  );
}
