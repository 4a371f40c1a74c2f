import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PreferencesOptions } from '@portico/contract';
import {
  type CheckoutEvent,
  type CheckoutField,
  type CheckoutOptions,
  type CheckoutSelection,
  carrierServiceLevelChoices,
  describeShippingMethod,
  SHIPPING_INSTRUCTIONS_MAX_LENGTH,
  SHIPPING_INSTRUCTIONS_ROWS,
} from '@portico/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodChoice } from '../logic/preferences-form.ts';
import { RadioChoices } from './choice-list.tsx';

/** P-025 / I-039: the insured amount is applied 500 ms after the last keystroke, on blur or on Apply. */
const INSURANCE_DEBOUNCE_MS = 500;

/**
 * The shipping method editor (J-002, J-009): the methods for the chosen address, then the inputs the chosen
 * method needs — bill-my-account carrier, service level and account number (I-031…I-033), insurance (I-035…
 * I-039) and shipping instructions (I-034) — with the checkout's rules and messages.
 */
export function ShippingMethodEditor({
  apiOptions,
  options,
  choices,
  selection,
  dispatch,
  errorOf,
}: {
  apiOptions: PreferencesOptions;
  options: CheckoutOptions;
  choices: readonly MethodChoice[];
  selection: CheckoutSelection;
  dispatch(event: CheckoutEvent): void;
  errorOf(field: CheckoutField): string | undefined;
}) {
  const { t } = useTranslation();
  const method = describeShippingMethod(options, selection.shippingMethod);
  const bma = apiOptions.billMyAccountShippingMethod;
  const info = selection.billMyAccountInfo;
  const levels = carrierServiceLevelChoices(bma, info.carrier);
  return (
    <Stack spacing={2.5}>
      <RadioChoices
        label={t('shippingMethod')}
        choices={choices.map((c) => ({ value: c.code, label: c.label, detail: c.description || undefined }))}
        value={selection.shippingMethod}
        onChange={(code) => dispatch({ type: 'shippingMethodSelected', code })}
        error={errorOf('shippingMethod')}
      />
      {method?.kind === 'BILL_MY_ACCOUNT' && bma ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {bma.carrierChoiceRestricted ? (
            <TextField
              select
              size="small"
              label={t('carrier')}
              value={bma.carrierOptions.includes(info.carrier) ? info.carrier : ''}
              onChange={(e) => dispatch({ type: 'carrierSelected', carrier: e.target.value })}
              error={Boolean(errorOf('carrier'))}
              helperText={errorOf('carrier')}
              required
            >
              {bma.carrierOptions.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              size="small"
              label={t('carrier')}
              value={info.carrier}
              onChange={(e) => dispatch({ type: 'carrierSelected', carrier: e.target.value })}
              error={Boolean(errorOf('carrier'))}
              helperText={errorOf('carrier')}
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          )}
          {levels ? (
            <TextField
              select
              size="small"
              label={t('serviceLevel')}
              value={levels.includes(info.serviceLevel) ? info.serviceLevel : ''}
              onChange={(e) => dispatch({ type: 'billMyAccountEdited', serviceLevel: e.target.value })}
              error={Boolean(errorOf('carrierServiceLevel'))}
              helperText={errorOf('carrierServiceLevel')}
              required
              disabled={levels.length === 0}
            >
              {levels.map((l) => (
                <MenuItem key={l} value={l}>
                  {l}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              size="small"
              label={t('serviceLevel')}
              value={info.serviceLevel}
              onChange={(e) => dispatch({ type: 'billMyAccountEdited', serviceLevel: e.target.value })}
              error={Boolean(errorOf('carrierServiceLevel'))}
              helperText={errorOf('carrierServiceLevel')}
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          )}
          <TextField
            size="small"
            label={t('accountNumber')}
            value={info.accountNumber}
            onChange={(e) => dispatch({ type: 'billMyAccountEdited', accountNumber: e.target.value })}
            error={Boolean(errorOf('carrierShippingAccountNumber'))}
            helperText={errorOf('carrierShippingAccountNumber')}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Box>
      ) : null}
      {method?.insuranceAvailable ? (
        <InsuranceInput selection={selection} dispatch={dispatch} errorOf={errorOf} />
      ) : null}
      {method && !method.ignoreShippingInstructions ? (
        <TextField
          label={t('shippingInstructions')}
          multiline
          minRows={1}
          maxRows={SHIPPING_INSTRUCTIONS_ROWS}
          value={selection.shippingInstruction}
          onChange={(e) => dispatch({ type: 'shippingInstructionEdited', text: e.target.value })}
          error={Boolean(errorOf('shippingInstruction'))}
          helperText={
            errorOf('shippingInstruction') ??
            `${selection.shippingInstruction.length}/${SHIPPING_INSTRUCTIONS_MAX_LENGTH}`
          }
          slotProps={{ htmlInput: { maxLength: SHIPPING_INSTRUCTIONS_MAX_LENGTH } }}
          fullWidth
        />
      ) : null}
    </Stack>
  );
}

function InsuranceInput({
  selection,
  dispatch,
  errorOf,
}: {
  selection: CheckoutSelection;
  dispatch(event: CheckoutEvent): void;
  errorOf(field: CheckoutField): string | undefined;
}) {
  const { t } = useTranslation();
  const applied = selection.shippingInsuranceAmount;
  const appliedText = applied === undefined || applied === null ? '' : String(applied);
  const [text, setText] = useState(appliedText);
  const [seen, setSeen] = useState(appliedText);
  if (seen !== appliedText) {
    setSeen(appliedText);
    setText(appliedText);
  }
  const latest = useRef(dispatch);
  latest.current = dispatch;
  useEffect(() => {
    if (text === appliedText) return;
    const timer = setTimeout(
      () => latest.current({ type: 'insuranceAmountApplied', amount: text }),
      INSURANCE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, appliedText]);
  const apply = () => {
    if (text !== appliedText) dispatch({ type: 'insuranceAmountApplied', amount: text });
  };
  const choiceError = errorOf('shippingInsured');
  const amountError = errorOf('shippingInsuranceAmount');
  const value = selection.shippingInsured === undefined ? '' : selection.shippingInsured ? 'yes' : 'no';
  return (
    <FormControl error={Boolean(choiceError)}>
      <FormLabel
        id="preferences-insurance"
        sx={{ typography: 'body2', fontWeight: 600, color: 'text.primary' }}
      >
        {t('shippingInsurance')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="preferences-insurance"
        value={value}
        onChange={(_, v) => dispatch({ type: 'insuranceChosen', insured: v === 'yes' })}
      >
        <FormControlLabel value="yes" control={<Radio size="small" />} label={t('insured')} />
        <FormControlLabel value="no" control={<Radio size="small" />} label={t('notInsured')} />
      </RadioGroup>
      {choiceError ? <FormHelperText sx={{ mx: 0 }}>{choiceError}</FormHelperText> : null}
      {selection.shippingInsured ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1, maxWidth: 360 }}>
          <TextField
            size="small"
            label={t('insuranceAmount')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={apply}
            error={Boolean(amountError)}
            helperText={amountError}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: {
                startAdornment: <InputAdornment position="start">{t('currencySymbol')}</InputAdornment>,
              },
            }}
          />
          <Button variant="outlined" onClick={apply} sx={{ height: 40 }}>
            {t('apply')}
          </Button>
        </Stack>
      ) : null}
    </FormControl>
  );
}
