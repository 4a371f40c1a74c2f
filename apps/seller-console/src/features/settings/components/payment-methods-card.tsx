import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type FeeType,
  PaymentMethodBody,
  type PaymentMethodSetting,
  PaymentMethodSettings,
} from '@portico/contract';
import { useState } from 'react';
import { SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { DeskDialog } from '../../orders/components/order-dialogs.tsx';
import { numberOf } from '../../orders/logic/form-input.ts';
import { commerceSettingsApi } from '../api/commerce-settings.ts';
import { CommerceTable, type SettingsWrite, useSettingsForm } from './commerce-table.tsx';
import { FeeFields, useFeeText } from './fee-fields.tsx';

/**
 * Settings › Payment methods (docs/decisions/021; I-042, Q-032…Q-035): each method's words, fee and credit limit,
 * checked with the contract's PaymentMethodBody; the next checkout offers and charges what is saved.
 */
export const paymentMethodsApi = commerceSettingsApi(
  'seller/settings/payment-methods',
  PaymentMethodSettings,
);

export function PaymentMethodsCard() {
  const list = paymentMethodsApi.useList();
  const write = paymentMethodsApi.useWrite();
  const money = useMoney();
  const feeText = useFeeText();
  return (
    <SettingsCard
      headingId="payment-methods-heading"
      title={t('consolePaymentMethods')}
      explanation={t('consolePaymentMethodsIntro')}
      query={list}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={200}
      errorLead={t('consoleCommerceCouldNotLoad', { name: t('consolePaymentMethodsLower') })}
    >
      {(saved) => (
        <CommerceTable
          label={t('consolePaymentMethods')}
          rows={saved.methods}
          nameOf={(m) => m.label}
          addLabel={t('consoleAddPaymentMethod')}
          empty={t('consoleNoPaymentMethods')}
          remove={write}
          columns={[
            { label: t('consoleCommerceName'), value: (m) => m.label },
            { label: t('consoleCommerceFeeType'), value: (m) => feeText(m.feeType, m.feeRate) },
            {
              label: t('consolePaymentCreditLimit'),
              value: (m) => (m.creditLimit === null ? t('consoleCommerceNone') : money(m.creditLimit)),
            },
            {
              label: t('consoleCommerceShowToBuyers'),
              value: (m) => (m.showMethod ? t('consoleCommerceShown') : t('consoleCommerceHidden')),
            },
          ]}
          editor={(row, close) => <PaymentMethodDialog method={row} write={write} onClose={close} />}
        />
      )}
    </SettingsCard>
  );
}

function PaymentMethodDialog(props: {
  method: PaymentMethodSetting | null;
  write: SettingsWrite;
  onClose(): void;
}) {
  const { method } = props;
  const form = useSettingsForm(props.write, props.onClose);
  const [code, setCode] = useState(method?.code ?? '');
  const [label, setLabel] = useState(method?.label ?? '');
  const [description, setDescription] = useState(method?.description ?? '');
  const [instructions, setInstructions] = useState(method?.instructions ?? '');
  const [feeType, setFeeType] = useState<FeeType | ''>(method?.feeType ?? '');
  const [feeRate, setFeeRate] = useState(method?.feeRate === null || !method ? '' : String(method.feeRate));
  const [creditLimit, setCreditLimit] = useState(
    method?.creditLimit === null || !method ? '' : String(method.creditLimit),
  );
  const [sortOrder, setSortOrder] = useState(String(method?.sortOrder ?? 50));
  const [showMethod, setShowMethod] = useState(method?.showMethod ?? true);
  const e = form.errors;
  const submit = () => {
    const body = {
      code: code.trim(),
      label,
      description,
      instructions,
      feeType: feeType === '' ? null : feeType,
      feeRate: feeType === '' ? null : feeRate.trim() === '' ? null : numberOf(feeRate),
      creditLimit: creditLimit.trim() === '' ? null : numberOf(creditLimit),
      showMethod,
      sortOrder: numberOf(sortOrder),
    };
    const parsed = PaymentMethodBody.safeParse(body);
    if (!parsed.success) return form.invalid(parsed.error);
    form.send(
      method ? { kind: 'update', code: method.code, body } : { kind: 'create', body },
      t('consoleCommerceSaved', { name: parsed.data.label }),
    );
  };
  return (
    <DeskDialog
      form={form}
      title={method ? t('consoleCommerceEditNamed', { name: method.label }) : t('consoleNewPaymentMethod')}
      submitLabel={t('consoleCommerceSave')}
      onSubmit={submit}
    >
      <TextField
        label={t('consoleCommerceCode')}
        value={code}
        onChange={(ev) => setCode(ev.target.value)}
        disabled={Boolean(method)}
        error={Boolean(e.code)}
        helperText={e.code ?? t('consoleCommerceCodeHelp')}
      />
      <TextField
        label={t('consoleCommerceName')}
        value={label}
        onChange={(ev) => setLabel(ev.target.value)}
        error={Boolean(e.label)}
        helperText={e.label}
      />
      <TextField
        label={t('consoleCommerceDescription')}
        value={description}
        onChange={(ev) => setDescription(ev.target.value)}
        error={Boolean(e.description)}
        helperText={e.description}
      />
      <TextField
        multiline
        minRows={2}
        label={t('consolePaymentInstructions')}
        value={instructions}
        onChange={(ev) => setInstructions(ev.target.value)}
        error={Boolean(e.instructions)}
        helperText={e.instructions}
      />
      <FeeFields
        feeType={feeType}
        feeRate={feeRate}
        allowNone
        errors={e}
        onType={setFeeType}
        onRate={setFeeRate}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          label={t('consolePaymentCreditLimit')}
          value={creditLimit}
          onChange={(ev) => setCreditLimit(ev.target.value)}
          error={Boolean(e.creditLimit)}
          helperText={e.creditLimit ?? t('consolePaymentCreditLimitHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          fullWidth
          label={t('consoleCommerceSortOrder')}
          value={sortOrder}
          onChange={(ev) => setSortOrder(ev.target.value)}
          error={Boolean(e.sortOrder)}
          helperText={e.sortOrder ?? t('consoleCommerceSortOrderHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <FormControlLabel
        control={<Switch checked={showMethod} onChange={(ev) => setShowMethod(ev.target.checked)} />}
        label={t('consoleCommerceShowToBuyers')}
      />
    </DeskDialog>
  );
}
