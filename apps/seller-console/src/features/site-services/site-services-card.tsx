import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  ANALYTICS_PROVIDERS,
  HELPDESK_PROVIDERS,
  SiteServicesSettings,
  type SiteServicesSettingsInput,
} from '@portico/contract';
import { ApiError, request } from '@portico/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../components/notifier.tsx';
import { SettingsActions, SettingsCard } from '../../components/settings-card.tsx';
import { type ConsoleKey, t } from '../../lib/i18n.ts';

/** Settings › Helpdesk & analytics: GET/PUT seller/settings/site-services. */
const key = ['seller', 'settings', 'site-services'] as const;
const useSiteServices = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      request('seller/settings/site-services', { schema: SiteServicesSettings, signal }),
  });
function useSaveSiteServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteServicesSettingsInput) =>
      request('seller/settings/site-services', { method: 'PUT', body, schema: SiteServicesSettings }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

const PROVIDER_LABEL: Record<string, ConsoleKey> = {
  none: 'consoleProviderNone',
  zendesk: 'consoleProviderZendesk',
  intercom: 'consoleProviderIntercom',
  crisp: 'consoleProviderCrisp',
  ga4: 'consoleProviderGa4',
  plausible: 'consoleProviderPlausible',
};
const ID_HINT: Record<string, ConsoleKey> = {
  zendesk: 'consoleIdHintZendesk',
  intercom: 'consoleIdHintIntercom',
  crisp: 'consoleIdHintCrisp',
  ga4: 'consoleIdHintGa4',
  plausible: 'consoleIdHintPlausible',
};

export function SiteServicesCard() {
  const settings = useSiteServices();
  return (
    <SettingsCard
      headingId="site-services-heading"
      title={t('consoleHelpdeskAndAnalytics')}
      explanation={t('consoleHelpdeskAndAnalyticsExplanation')}
      query={settings}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={220}
      errorLead={t('consoleSiteServicesCouldNotLoad')}
    >
      {(saved) => <SiteServicesForm saved={saved} />}
    </SettingsCard>
  );
}

type Field = 'helpdesk' | 'analytics';
type Errors = Partial<Record<Field, string>>;

function SiteServicesForm({ saved }: { saved: SiteServicesSettings }) {
  const notify = useNotify();
  const save = useSaveSiteServices();
  const [value, setValue] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string>();
  const isDirty = JSON.stringify(value) !== JSON.stringify(saved);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The contract's schema, as the server validates it (each provider's id pattern).
    const parsed = SiteServicesSettings.safeParse(value);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'helpdesk' || field === 'analytics') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setServerError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => notify(t('consoleSiteServicesSaved')),
      onError: (err) => {
        const found: Errors = {};
        if (err instanceof ApiError) {
          for (const f of err.errors) {
            const field = f.field?.split('.')[0];
            if (field === 'helpdesk' || field === 'analytics') found[field] = f.messageDescription;
          }
        }
        if (Object.keys(found).length > 0) setErrors(found);
        else setServerError(err.message);
      },
    });
  };

  const service = (field: Field, providers: readonly string[], label: ConsoleKey, idLabel: ConsoleKey) => {
    const chosen = value[field];
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t(label)}
          value={chosen.provider}
          onChange={(e) =>
            setValue((v) => ({
              ...v,
              [field]: { provider: e.target.value, id: e.target.value === 'none' ? '' : v[field].id },
            }))
          }
          sx={{ minWidth: 220 }}
        >
          {providers.map((p) => (
            <MenuItem key={p} value={p}>
              {t(PROVIDER_LABEL[p] ?? 'consoleProviderNone')}
            </MenuItem>
          ))}
        </TextField>
        {chosen.provider !== 'none' && (
          <TextField
            label={t(idLabel)}
            value={chosen.id}
            onChange={(e) => setValue((v) => ({ ...v, [field]: { ...v[field], id: e.target.value } }))}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? t(ID_HINT[chosen.provider] ?? idLabel)}
            fullWidth
          />
        )}
      </Stack>
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 720 }}>
      <Stack spacing={3}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        {service('helpdesk', HELPDESK_PROVIDERS, 'consoleHelpdeskWidget', 'consoleHelpdeskId')}
        {service('analytics', ANALYTICS_PROVIDERS, 'consoleAnalyticsProvider', 'consoleAnalyticsId')}
        <FormControlLabel
          control={
            <Switch
              checked={value.consentRequired}
              onChange={(e) => setValue((v) => ({ ...v, consentRequired: e.target.checked }))}
            />
          }
          label={t('consoleAskForConsent')}
        />
        <SettingsActions
          saveLabel={t('consoleSaveSettings')}
          isSaving={save.isPending}
          isDirty={isDirty}
          onDiscard={() => {
            setValue(saved);
            setErrors({});
          }}
        />
      </Stack>
    </Box>
  );
}
