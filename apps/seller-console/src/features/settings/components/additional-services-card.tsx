import TextField from '@mui/material/TextField';
import {
  AdditionalServiceBody,
  type AdditionalServiceSetting,
  AdditionalServiceSettings,
  type FeeType,
} from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
import { numberOf } from '../../orders/logic/form-input.ts';
import { commerceSettingsApi } from '../api/commerce-settings.ts';
import { FeeFields, useFeeText } from './fee-fields.tsx';
import { SettingsListCard, showToBuyersColumn } from './settings-list-card.tsx';

/**
 * Settings › Additional services (docs/decisions/021; I-044, Q-036): the optional services buyers may add at
 * checkout and their fees, checked with the contract's AdditionalServiceBody.
 */
export const additionalServicesApi = commerceSettingsApi(
  'seller/settings/additional-services',
  AdditionalServiceSettings,
);

const draftOf = (service: AdditionalServiceSetting | null) => ({
  code: service?.code ?? '',
  label: service?.label ?? '',
  description: service?.description ?? '',
  feeType: (service?.feeType ?? 'FIXED') as FeeType | '',
  feeRate: service?.feeRate === null || !service ? '' : String(service.feeRate),
  sortOrder: String(service?.sortOrder ?? 50),
  showMethod: service?.showMethod ?? true,
});

const bodyOf = (d: ReturnType<typeof draftOf>) => ({
  code: d.code.trim(),
  label: d.label,
  description: d.description,
  feeType: d.feeType,
  feeRate: d.feeRate.trim() === '' ? null : numberOf(d.feeRate),
  showMethod: d.showMethod,
  sortOrder: numberOf(d.sortOrder),
});

export function AdditionalServicesCard() {
  const feeText = useFeeText();
  return (
    <SettingsListCard
      api={additionalServicesApi}
      id="additional-services"
      title={t('consoleAdditionalServices')}
      explanation={t('consoleAdditionalServicesIntro')}
      lowerName={t('consoleAdditionalServicesLower')}
      loadingHeight={140}
      addLabel={t('consoleAddAdditionalService')}
      empty={t('consoleNoAdditionalServices')}
      rowsOf={(saved) => saved.services}
      columns={() => [
        { label: t('consoleCommerceName'), value: (s) => s.label },
        { label: t('consoleCommerceFeeType'), value: (s) => feeText(s.feeType, s.feeRate) },
        showToBuyersColumn(),
      ]}
      dialog={{
        newTitle: t('consoleNewAdditionalService'),
        draftOf,
        bodyOf,
        schema: AdditionalServiceBody,
        fields: (f) => (
          <>
            <TextField {...f.code} />
            <TextField {...f.text('label', t('consoleCommerceName'))} />
            <TextField {...f.text('description', t('consoleCommerceDescription'))} />
            <FeeFields
              feeType={f.draft.feeType}
              feeRate={f.draft.feeRate}
              allowNone={false}
              errors={f.errors}
              onType={(v) => f.set('feeType', v)}
              onRate={(v) => f.set('feeRate', v)}
            />
            <TextField {...f.sortOrder} />
            {f.toggle('showMethod', t('consoleCommerceShowToBuyers'))}
          </>
        ),
      }}
    />
  );
}
