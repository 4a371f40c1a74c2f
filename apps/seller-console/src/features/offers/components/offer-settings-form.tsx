import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MAX_OFFER_WINDOW_HOURS,
  MAX_PENDING_OFFER_EXPIRY_HOURS,
  type SellerOfferSettings,
} from '@portico/contract';
import { type FormEvent, useState } from 'react';
import { LoadFailed } from '../../../components/load-states.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { ReadOnlyFieldset } from '../../../components/read-only-fieldset.tsx';
import { SettingsActions } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { useOfferSettings, useSaveOfferSettings } from '../api/offer-settings.ts';
import { formatHours } from '../logic/format.ts';
import {
  parseSettingsForm,
  type SettingsErrors,
  type SettingsForm,
  toSettingsForm,
} from '../logic/settings-form.ts';
import { OfferScheduleNoteCard } from './offer-schedule-note-card.tsx';

/** Offer window and pending-offer expiry; the cart's schedule note below them. */
export function OfferSettingsPanel() {
  const settings = useOfferSettings();
  if (settings.isPending)
    return <Skeleton variant="rounded" height={280} aria-label={t('consoleLoadingSettings')} />;
  if (settings.isError) {
    return (
      <LoadFailed
        error={settings.error}
        onRetry={() => void settings.refetch()}
        lead={t('consoleTheOfferSettingsCouldNotBe')}
      />
    );
  }
  // Keyed by the saved values so a save elsewhere (another tab) refills the form.
  return (
    <Stack spacing={3}>
      <ReadOnlyFieldset>
        <SettingsFormCard key={JSON.stringify(settings.data)} saved={settings.data} />
      </ReadOnlyFieldset>
      <OfferScheduleNoteCard />
    </Stack>
  );
}

function SettingsFormCard({ saved }: { saved: SellerOfferSettings }) {
  const notify = useNotify();
  const save = useSaveOfferSettings();
  const [form, setForm] = useState<SettingsForm>(() => toSettingsForm(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [serverError, setServerError] = useState<string>();
  const initial = toSettingsForm(saved);
  const isDirty =
    form.offerWindowHours !== initial.offerWindowHours ||
    form.doPendingOffersExpire !== initial.doPendingOffersExpire ||
    (form.doPendingOffersExpire && form.pendingOfferExpiryHours !== initial.pendingOfferExpiryHours);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseSettingsForm(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setServerError(undefined);
    save.mutate(parsed.value, {
      onSuccess: () => notify(t('consoleOfferSettingsSaved')),
      onError: (err) => setServerError(err.message),
    });
  };

  return (
    <Card component="section" aria-labelledby="offer-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="offer-settings-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t('consoleOfferWindows')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
          {t('consoleHowLongBuyersHaveToAct')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 520 }}>
          <Stack spacing={3}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <TextField
              label={t('consoleOfferWindow')}
              value={form.offerWindowHours}
              onChange={(e) => setForm({ ...form, offerWindowHours: e.target.value })}
              required
              error={Boolean(errors.offerWindowHours)}
              helperText={
                errors.offerWindowHours ??
                t('consoleAnAcceptedOrCounteredOfferStays', { MAX_OFFER_WINDOW_HOURS })
              }
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                input: { endAdornment: <InputAdornment position="end">{t('consoleHours')}</InputAdornment> },
              }}
            />
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={form.doPendingOffersExpire}
                    onChange={(e) => setForm({ ...form, doPendingOffersExpire: e.target.checked })}
                  />
                }
                label={t('consoleUnansweredOffersExpire')}
              />
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mb: form.doPendingOffersExpire ? 2 : 0 }}
              >
                {form.doPendingOffersExpire
                  ? t('consoleOffersYouHaveNotAnsweredIn')
                  : t('consoleOffersWaitForYourAnswerFor')}
              </Typography>
              {form.doPendingOffersExpire && (
                <TextField
                  label={t('consolePendingOffersExpireAfter')}
                  value={form.pendingOfferExpiryHours}
                  onChange={(e) => setForm({ ...form, pendingOfferExpiryHours: e.target.value })}
                  required
                  error={Boolean(errors.pendingOfferExpiryHours)}
                  helperText={
                    errors.pendingOfferExpiryHours ??
                    t('console1ToHours', { MAX_PENDING_EXPIRY_HOURS: MAX_PENDING_OFFER_EXPIRY_HOURS })
                  }
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                    input: {
                      endAdornment: <InputAdornment position="end">{t('consoleHours')}</InputAdornment>,
                    },
                  }}
                />
              )}
            </Box>
            <SettingsActions
              saveLabel={t('consoleSaveSettings')}
              isSaving={save.isPending}
              isDirty={isDirty}
              onDiscard={() => {
                setForm(initial);
                setErrors({});
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('consoleNowAnswersValid')} {formatHours(saved.offerWindowHours)}
                {t('consolePendingOffers')}{' '}
                {saved.pendingOfferExpiryHours === null
                  ? t('consoleNeverExpire')
                  : t('consoleExpireAfter', {
                      pendingOfferExpiryHours: formatHours(saved.pendingOfferExpiryHours),
                    })}
                .
              </Typography>
            </SettingsActions>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
