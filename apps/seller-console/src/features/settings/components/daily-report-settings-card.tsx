import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DailyReportSettingsResponse, reportTimeZones } from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, useMemo, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { SettingsActions, SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { useDailyReportSettings, useSaveDailyReportSettings } from '../api/daily-report-settings.ts';
import { hourLabel, REPORT_HOURS, timeNowIn } from '../logic/report-hour.ts';

/** Q-064: from which hour, in which time zone, the subscribed buyers' daily stock reports go out. */
export function DailyReportSettingsCard() {
  const settings = useDailyReportSettings();
  return (
    <SettingsCard
      headingId="daily-report-settings-heading"
      title={t('consoleDailyStockReport')}
      explanation={t('consoleBuyersWhoSubscribeUnderDailyReport')}
      query={settings}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={180}
      errorLead={t('consoleTheDailyReportSettingsCouldNot')}
    >
      {(saved) => <DailyReportForm saved={saved} />}
    </SettingsCard>
  );
}

type Errors = Partial<Record<'dailyReportHour' | 'timeZone', string>>;

function DailyReportForm({ saved }: { saved: DailyReportSettingsResponse }) {
  const notify = useNotify();
  const save = useSaveDailyReportSettings();
  const [hour, setHour] = useState(saved.dailyReportHour);
  const [timeZone, setTimeZone] = useState<string | null>(saved.timeZone);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string>();
  // A zone an operator set by hand (an alias the picker does not list) stays selectable as it is.
  const zones = useMemo(() => {
    const all = reportTimeZones();
    return all.includes(saved.timeZone) ? all : [saved.timeZone, ...all];
  }, [saved.timeZone]);
  const isDirty = hour !== saved.dailyReportHour || timeZone !== saved.timeZone;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!timeZone) {
      setErrors({ timeZone: t('consoleChooseATimeZone') });
      return;
    }
    setErrors({});
    setServerError(undefined);
    save.mutate(
      { dailyReportHour: hour, timeZone },
      {
        onSuccess: () => notify(t('consoleDailyReportSettingsSaved')),
        onError: (err) => {
          // A 422 names the field: show it beside that field (DESIGN §5), anything else above the form.
          const fieldErrors: Errors = {};
          if (err instanceof ApiError) {
            for (const f of err.errors) {
              if (f.field === 'dailyReportHour' || f.field === 'timeZone') {
                fieldErrors[f.field] = f.messageDescription;
              }
            }
          }
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else setServerError(err.message);
        },
      },
    );
  };

  const localNow = timeZone ? timeNowIn(timeZone) : '';
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 520 }}>
      <Stack spacing={3}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField
          select
          label={t('consoleSendFrom')}
          value={hour}
          onChange={(e) => setHour(Number(e.target.value))}
          error={Boolean(errors.dailyReportHour)}
          helperText={errors.dailyReportHour ?? t('consoleEachSubscribedBuyerGetsTheDay')}
        >
          {REPORT_HOURS.map((h) => (
            <MenuItem key={h} value={h}>
              {hourLabel(h)}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={zones}
          value={timeZone}
          onChange={(_e, value) => setTimeZone(value)}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('consoleTimeZone')}
              error={Boolean(errors.timeZone)}
              helperText={
                errors.timeZone ??
                (localNow ? t('consoleItIsThereNow', { localNow }) : t('consoleTheHourAndTheReportDate'))
              }
            />
          )}
        />
        <SettingsActions
          saveLabel={t('consoleSaveSettings')}
          isSaving={save.isPending}
          isDirty={isDirty}
          onDiscard={() => {
            setHour(saved.dailyReportHour);
            setTimeZone(saved.timeZone);
            setErrors({});
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('consoleNowFrom')} {hourLabel(saved.dailyReportHour)}, {saved.timeZone} {t('consoleTime')}
          </Typography>
        </SettingsActions>
      </Stack>
    </Box>
  );
}
