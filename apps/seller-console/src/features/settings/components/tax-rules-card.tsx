import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TaxRules } from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { SettingsActions, SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { formIssues, numberOf } from '../../orders/logic/form-input.ts';
import { CanWrite } from '../../staff/hooks.ts';
import { singleSettingsApi } from '../api/commerce-settings.ts';

/**
 * Settings › Tax rules (docs/decisions/021; Q-039): tax by ship-to country and state, saved all at once and checked
 * with the contract's TaxRules; a country without a rule is untaxed. The next checkout taxes by them.
 */
export const taxRulesApi = singleSettingsApi('seller/settings/tax-rules', TaxRules);

export function TaxRulesCard() {
  const value = taxRulesApi.useValue();
  return (
    <SettingsCard
      headingId="tax-rules-heading"
      title={t('consoleTaxRules')}
      explanation={t('consoleTaxRulesIntro')}
      query={value}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={160}
      errorLead={t('consoleCommerceCouldNotLoad', { name: t('consoleTaxRulesLower') })}
    >
      {(saved) => <TaxRulesForm saved={saved} />}
    </SettingsCard>
  );
}

type Row = { key: number; country: string; state: string; ratePercent: string; description: string };
let nextKey = 0;
const rowsOf = (saved: TaxRules): Row[] =>
  saved.rules.map((r) => ({ key: nextKey++, ...r, ratePercent: String(r.ratePercent) }));

function TaxRulesForm({ saved }: { saved: TaxRules }) {
  const notify = useNotify();
  const save = taxRulesApi.useSave();
  const [rows, setRows] = useState(() => rowsOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const bodyOf = (list: Row[]) => ({
    rules: list.map((r) => ({
      country: r.country.trim().toUpperCase(),
      state: r.state,
      ratePercent: numberOf(r.ratePercent),
      description: r.description,
    })),
  });
  const isDirty = JSON.stringify(bodyOf(rows)) !== JSON.stringify(bodyOf(rowsOf(saved)));
  const set = (key: number, field: keyof Omit<Row, 'key'>, value: string) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(undefined);
    const parsed = TaxRules.safeParse(bodyOf(rows));
    if (!parsed.success) {
      setErrors(formIssues(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notify(t('consoleTaxRulesSaved')),
      onError: (err) => {
        const fields: Record<string, string> = {};
        if (err instanceof ApiError)
          for (const f of err.errors) if (f.field) fields[f.field] ??= f.messageDescription;
        setErrors(fields);
        if (Object.keys(fields).length === 0) setMessage(err.message);
      },
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {message && <Alert severity="error">{message}</Alert>}
        {rows.length === 0 && <Typography>{t('consoleTaxRulesNone')}</Typography>}
        {rows.map((r, i) => {
          const err = (field: string) => errors[`rules.${i}.${field}`];
          const n = i + 1;
          return (
            <Stack
              key={r.key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              role="group"
              aria-label={t('consoleTaxRuleN', { n })}
            >
              <TextField
                label={t('consoleTaxCountry')}
                value={r.country}
                onChange={(e) => set(r.key, 'country', e.target.value)}
                error={Boolean(err('country'))}
                helperText={err('country')}
                sx={{ width: { sm: 110 } }}
              />
              <TextField
                label={t('consoleTaxState')}
                value={r.state}
                onChange={(e) => set(r.key, 'state', e.target.value)}
                error={Boolean(err('state'))}
                helperText={err('state') ?? t('consoleTaxStateHelp')}
                sx={{ width: { sm: 150 } }}
              />
              <TextField
                label={t('consoleTaxRate')}
                value={r.ratePercent}
                onChange={(e) => set(r.key, 'ratePercent', e.target.value)}
                error={Boolean(err('ratePercent'))}
                helperText={err('ratePercent')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ width: { sm: 120 } }}
              />
              <TextField
                label={t('consoleTaxDescription')}
                value={r.description}
                onChange={(e) => set(r.key, 'description', e.target.value)}
                error={Boolean(err('description'))}
                helperText={err('description')}
                sx={{ flex: 1 }}
              />
              <CanWrite>
                <Box>
                  <Button
                    color="error"
                    aria-label={t('consoleRemoveTaxRuleN', { n })}
                    onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}
                    sx={{ mt: 1 }}
                  >
                    {t('consoleTaxRemove')}
                  </Button>
                </Box>
              </CanWrite>
            </Stack>
          );
        })}
        <CanWrite>
          <Box>
            <Button
              variant="outlined"
              onClick={() =>
                setRows((list) => [
                  ...list,
                  { key: nextKey++, country: '', state: '', ratePercent: '', description: '' },
                ])
              }
            >
              {t('consoleAddTaxRule')}
            </Button>
          </Box>
        </CanWrite>
        <SettingsActions
          saveLabel={t('consoleSaveSettings')}
          isSaving={save.isPending}
          isDirty={isDirty}
          onDiscard={() => {
            setRows(rowsOf(saved));
            setErrors({});
            setMessage(undefined);
          }}
        />
      </Stack>
    </Box>
  );
}
