import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { InsuranceSettings } from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { SettingsActions, SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { formIssues, numberOf } from '../../orders/logic/form-input.ts';
import { singleSettingsApi } from '../api/commerce-settings.ts';

/**
 * Settings › Insurance (docs/decisions/021; I-038, Q-038): the largest insured amount buyers may enter and the
 * premium added to the freight, checked with the contract's InsuranceSettings; the next checkout uses them.
 */
export const insuranceApi = singleSettingsApi('seller/settings/insurance', InsuranceSettings);

export function InsuranceCard() {
  const value = insuranceApi.useValue();
  return (
    <SettingsCard
      headingId="insurance-heading"
      title={t('consoleInsurance')}
      explanation={t('consoleInsuranceIntro')}
      query={value}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={120}
      errorLead={t('consoleCommerceCouldNotLoad', { name: t('consoleInsuranceLower') })}
    >
      {(saved) => <InsuranceForm saved={saved} />}
    </SettingsCard>
  );
}

function InsuranceForm({ saved }: { saved: InsuranceSettings }) {
  const notify = useNotify();
  const save = insuranceApi.useSave();
  const [max, setMax] = useState(String(saved.maxShipmentInsuranceAmount));
  const [rate, setRate] = useState(String(saved.ratePercent));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isDirty = max !== String(saved.maxShipmentInsuranceAmount) || rate !== String(saved.ratePercent);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = InsuranceSettings.safeParse({
      maxShipmentInsuranceAmount: numberOf(max),
      ratePercent: numberOf(rate),
    });
    if (!parsed.success) {
      setErrors(formIssues(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notify(t('consoleInsuranceSaved')),
      onError: (err) => {
        const fields: Record<string, string> = {};
        if (err instanceof ApiError)
          for (const f of err.errors) if (f.field) fields[f.field] ??= f.messageDescription;
        setErrors(Object.keys(fields).length > 0 ? fields : { '': err.message });
      },
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 520 }}>
      <Stack spacing={3}>
        {errors[''] && <Alert severity="error">{errors['']}</Alert>}
        <TextField
          label={t('consoleInsuranceMax')}
          value={max}
          onChange={(e) => setMax(e.target.value)}
          error={Boolean(errors.maxShipmentInsuranceAmount)}
          helperText={errors.maxShipmentInsuranceAmount ?? t('consoleInsuranceMaxHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={t('consoleInsuranceRate')}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          error={Boolean(errors.ratePercent)}
          helperText={errors.ratePercent ?? t('consoleInsuranceRateHelp')}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
        <SettingsActions
          saveLabel={t('consoleSaveSettings')}
          isSaving={save.isPending}
          isDirty={isDirty}
          onDiscard={() => {
            setMax(String(saved.maxShipmentInsuranceAmount));
            setRate(String(saved.ratePercent));
            setErrors({});
          }}
        />
      </Stack>
    </Box>
  );
}
