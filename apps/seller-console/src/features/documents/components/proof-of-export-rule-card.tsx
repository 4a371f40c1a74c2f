import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProofOfExportRule } from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { CanWrite } from '../../staff/hooks.ts';
import { useProofOfExportRule, useSaveProofOfExportRule } from '../api/documents.ts';
import { ruleOptionLabel, ruleSummary } from '../logic/rule-summary.ts';

const RULES: ProofOfExportRule['rule'][] = ['OFF', 'EXPORT_ORDERS', 'ALL_ORDERS'];

/** The tenant's rule asking buyers for proof of export (seller-set; OFF by default), named for whom it asks. */
export function ProofOfExportRuleCard() {
  const rule = useProofOfExportRule();
  return (
    <Card sx={{ mt: 4, p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
        {t('consoleProofOfExportRule')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('consoleProofOfExportRuleHelp')}
      </Typography>
      {rule.data ? <RuleForm key={JSON.stringify(rule.data)} saved={rule.data} /> : <Skeleton height={120} />}
    </Card>
  );
}

function RuleForm({ saved }: { saved: ProofOfExportRule }) {
  const notify = useNotify();
  const save = useSaveProofOfExportRule();
  const [value, setValue] = useState(saved.rule);
  const [homeCountry, setHomeCountry] = useState(saved.homeCountry);
  const [emails, setEmails] = useState(saved.buyerEmails.join(', '));
  const [error, setError] = useState<string>();
  const buyerEmails = emails
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { rule: value, homeCountry: homeCountry.trim().toUpperCase(), buyerEmails },
      {
        onSuccess: () => {
          setError(undefined);
          notify(t('consoleRuleSaved'));
        },
        onError: (err) =>
          setError(
            err instanceof ApiError ? (err.errors[0]?.messageDescription ?? err.message) : err.message,
          ),
      },
    );
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 560 }}>
      <Stack spacing={2.5}>
        <TextField
          select
          label={t('consoleRule')}
          value={value}
          onChange={(e) => setValue(e.target.value as typeof value)}
          // What the rule and the list below ask, as typed: the list counts whatever the rule.
          helperText={ruleSummary({
            rule: value,
            homeCountry: homeCountry.trim().toUpperCase(),
            buyerEmails,
          })}
        >
          {RULES.map((r) => (
            <MenuItem key={r} value={r}>
              {ruleOptionLabel(r, buyerEmails.length > 0)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('consoleHomeCountry')}
          value={homeCountry}
          onChange={(e) => setHomeCountry(e.target.value)}
          helperText={t('consoleHomeCountryHelp')}
          slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
        />
        <TextField
          label={t('consoleAlwaysForBuyers')}
          value={emails}
          onChange={(e) => setEmails(e.target.value)}
          helperText={error ?? t('consoleAlwaysForBuyersHelp')}
          error={Boolean(error)}
          multiline
        />
        <CanWrite>
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? t('consoleSaving') : t('consoleSaveRule')}
            </Button>
          </Box>
        </CanWrite>
      </Stack>
    </Box>
  );
}
