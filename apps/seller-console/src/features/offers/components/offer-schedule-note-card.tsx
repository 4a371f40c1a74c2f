import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  OFFER_SCHEDULE_NOTE_MAX,
  OfferScheduleNote,
  type OfferScheduleNote as OfferScheduleNoteValue,
} from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { SettingsActions, SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { useSaveScheduleNote, useScheduleNote } from '../api/offer-settings.ts';

/**
 * Offers › Settings: the note the buyers' cart shows about when offers are answered (part 1 §3 System messages,
 * offerClearingSchedule), in the seller's own words and language, on or off.
 */
export function OfferScheduleNoteCard() {
  const note = useScheduleNote();
  return (
    <SettingsCard
      headingId="offer-schedule-note-heading"
      title={t('consoleScheduleNote')}
      explanation={t('consoleScheduleNoteIntro')}
      query={note}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={160}
      errorLead={t('consoleScheduleNoteCouldNotLoad')}
    >
      {(saved) => <ScheduleNoteForm saved={saved} />}
    </SettingsCard>
  );
}

function ScheduleNoteForm({ saved }: { saved: OfferScheduleNoteValue }) {
  const notify = useNotify();
  const save = useSaveScheduleNote();
  const [form, setForm] = useState(saved);
  const [error, setError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const isDirty = form.display !== saved.display || form.message !== saved.message;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(undefined);
    const parsed = OfferScheduleNote.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => notify(t('consoleScheduleNoteSaved')),
      onError: (err) => {
        const field = err instanceof ApiError ? err.errors.find((f) => f.field === 'message') : undefined;
        if (field) setError(field.messageDescription);
        else setServerError(err.message);
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640 }}>
      <Stack spacing={2}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <FormControlLabel
          control={
            <Switch
              checked={form.display}
              onChange={(e) => setForm({ ...form, display: e.target.checked })}
            />
          }
          label={t('consoleScheduleNoteShow')}
        />
        <TextField
          label={t('consoleScheduleNoteText')}
          value={form.message}
          onChange={(e) => setForm({ ...form, message: e.target.value })}
          multiline
          minRows={2}
          error={Boolean(error)}
          helperText={error ?? t('consoleScheduleNoteHelp', { n: OFFER_SCHEDULE_NOTE_MAX })}
        />
        <SettingsActions
          saveLabel={t('consoleScheduleNoteSave')}
          isSaving={save.isPending}
          isDirty={isDirty}
          onDiscard={() => {
            setForm(saved);
            setError(undefined);
          }}
        />
      </Stack>
    </Box>
  );
}
