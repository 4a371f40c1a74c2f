import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type FeeType,
  PaymentMethodBody,
  type PaymentMethodSetting,
  PaymentMethodSettings,
} from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { numberOf } from '../../orders/logic/form-input.ts';
import { commerceSettingsApi } from '../api/commerce-settings.ts';
import { FeeFields, useFeeText } from './fee-fields.tsx';
import { SettingsListCard, showToBuyersColumn } from './settings-list-card.tsx';

/**
 * Settings › Payment methods (docs/decisions/021; I-042, Q-032…Q-035): each method's words, fee and credit limit,
 * checked with the contract's PaymentMethodBody; the next checkout offers and charges what is saved.
 */
export const paymentMethodsApi = commerceSettingsApi(
  'seller/settings/payment-methods',
  PaymentMethodSettings,
);

const draftOf = (method: PaymentMethodSetting | null) => ({
  code: method?.code ?? '',
  label: method?.label ?? '',
  description: method?.description ?? '',
  instructions: method?.instructions ?? '',
  feeType: (method?.feeType ?? '') as FeeType | '',
  feeRate: method?.feeRate === null || !method ? '' : String(method.feeRate),
  creditLimit: method?.creditLimit === null || !method ? '' : String(method.creditLimit),
  dueDays: method?.dueDays === null || !method ? '' : String(method.dueDays),
  sortOrder: String(method?.sortOrder ?? 50),
  showMethod: method?.showMethod ?? true,
});

const bodyOf = (d: ReturnType<typeof draftOf>) => ({
  code: d.code.trim(),
  label: d.label,
  description: d.description,
  instructions: d.instructions,
  feeType: d.feeType === '' ? null : d.feeType,
  feeRate: d.feeType === '' ? null : d.feeRate.trim() === '' ? null : numberOf(d.feeRate),
  creditLimit: d.creditLimit.trim() === '' ? null : numberOf(d.creditLimit),
  dueDays: d.dueDays.trim() === '' ? null : numberOf(d.dueDays),
  showMethod: d.showMethod,
  sortOrder: numberOf(d.sortOrder),
});

export function PaymentMethodsCard() {
  const money = useMoney();
  const feeText = useFeeText();
  return (
    <SettingsListCard
      api={paymentMethodsApi}
      id="payment-methods"
      title={t('consolePaymentMethods')}
      explanation={t('consolePaymentMethodsIntro')}
      lowerName={t('consolePaymentMethodsLower')}
      loadingHeight={200}
      addLabel={t('consoleAddPaymentMethod')}
      empty={t('consoleNoPaymentMethods')}
      rowsOf={(saved) => saved.methods}
      columns={() => [
        { label: t('consoleCommerceName'), value: (m) => m.label },
        { label: t('consoleCommerceFeeType'), value: (m) => feeText(m.feeType, m.feeRate) },
        {
          label: t('consolePaymentCreditLimit'),
          value: (m) => (m.creditLimit === null ? t('consoleCommerceNone') : money(m.creditLimit)),
        },
        showToBuyersColumn(),
      ]}
      dialog={{
        newTitle: t('consoleNewPaymentMethod'),
        draftOf,
        bodyOf,
        schema: PaymentMethodBody,
        fields: (f) => (
          <>
            <TextField {...f.code} />
            <TextField {...f.text('label', t('consoleCommerceName'))} />
            <TextField {...f.text('description', t('consoleCommerceDescription'))} />
            <TextField multiline minRows={2} {...f.text('instructions', t('consolePaymentInstructions'))} />
            <FeeFields
              feeType={f.draft.feeType}
              feeRate={f.draft.feeRate}
              allowNone
              errors={f.errors}
              onType={(v) => f.set('feeType', v)}
              onRate={(v) => f.set('feeRate', v)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                fullWidth
                {...f.text('creditLimit', t('consolePaymentCreditLimit'), {
                  help: t('consolePaymentCreditLimitHelp'),
                })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                fullWidth
                {...f.text('dueDays', t('consolePaymentDueDays'), { help: t('consolePaymentDueDaysHelp') })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Stack>
            <TextField {...f.sortOrder} />
            {f.toggle('showMethod', t('consoleCommerceShowToBuyers'))}
          </>
        ),
      }}
    />
  );
}
