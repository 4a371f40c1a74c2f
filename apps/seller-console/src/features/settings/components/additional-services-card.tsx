import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  AdditionalServiceBody,
  type AdditionalServiceSetting,
  AdditionalServiceSettings,
  type FeeType,
} from '@portico/contract';
import { useState } from 'react';
import { SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { DeskDialog } from '../../orders/components/order-dialogs.tsx';
import { numberOf } from '../../orders/logic/form-input.ts';
import { commerceSettingsApi } from '../api/commerce-settings.ts';
import { CommerceTable, type SettingsWrite, useSettingsForm } from './commerce-table.tsx';
import { FeeFields, useFeeText } from './fee-fields.tsx';

/**
 * Settings › Additional services (docs/decisions/021; I-044, Q-036): the optional services buyers may add at
 * checkout and their fees, checked with the contract's AdditionalServiceBody.
 */
export const additionalServicesApi = commerceSettingsApi(
  'seller/settings/additional-services',
  AdditionalServiceSettings,
);

export function AdditionalServicesCard() {
  const list = additionalServicesApi.useList();
  const write = additionalServicesApi.useWrite();
  const feeText = useFeeText();
  return (
    <SettingsCard
      headingId="additional-services-heading"
      title={t('consoleAdditionalServices')}
      explanation={t('consoleAdditionalServicesIntro')}
      query={list}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={140}
      errorLead={t('consoleCommerceCouldNotLoad', { name: t('consoleAdditionalServicesLower') })}
    >
      {(saved) => (
        <CommerceTable
          label={t('consoleAdditionalServices')}
          rows={saved.services}
          nameOf={(s) => s.label}
          addLabel={t('consoleAddAdditionalService')}
          empty={t('consoleNoAdditionalServices')}
          remove={write}
          columns={[
            { label: t('consoleCommerceName'), value: (s) => s.label },
            { label: t('consoleCommerceFeeType'), value: (s) => feeText(s.feeType, s.feeRate) },
            {
              label: t('consoleCommerceShowToBuyers'),
              value: (s) => (s.showMethod ? t('consoleCommerceShown') : t('consoleCommerceHidden')),
            },
          ]}
          editor={(row, close) => <ServiceDialog service={row} write={write} onClose={close} />}
        />
      )}
    </SettingsCard>
  );
}

function ServiceDialog(props: {
  service: AdditionalServiceSetting | null;
  write: SettingsWrite;
  onClose(): void;
}) {
  const { service } = props;
  const form = useSettingsForm(props.write, props.onClose);
  const [code, setCode] = useState(service?.code ?? '');
  const [label, setLabel] = useState(service?.label ?? '');
  const [description, setDescription] = useState(service?.description ?? '');
  const [feeType, setFeeType] = useState<FeeType | ''>(service?.feeType ?? 'FIXED');
  const [feeRate, setFeeRate] = useState(
    service?.feeRate === null || !service ? '' : String(service.feeRate),
  );
  const [sortOrder, setSortOrder] = useState(String(service?.sortOrder ?? 50));
  const [showMethod, setShowMethod] = useState(service?.showMethod ?? true);
  const e = form.errors;
  const submit = () => {
    const body = {
      code: code.trim(),
      label,
      description,
      feeType,
      feeRate: feeRate.trim() === '' ? null : numberOf(feeRate),
      showMethod,
      sortOrder: numberOf(sortOrder),
    };
    const parsed = AdditionalServiceBody.safeParse(body);
    if (!parsed.success) return form.invalid(parsed.error);
    form.send(
      service ? { kind: 'update', code: service.code, body } : { kind: 'create', body },
      t('consoleCommerceSaved', { name: parsed.data.label }),
    );
  };
  return (
    <DeskDialog
      form={form}
      title={
        service ? t('consoleCommerceEditNamed', { name: service.label }) : t('consoleNewAdditionalService')
      }
      submitLabel={t('consoleCommerceSave')}
      onSubmit={submit}
    >
      <TextField
        label={t('consoleCommerceCode')}
        value={code}
        onChange={(ev) => setCode(ev.target.value)}
        disabled={Boolean(service)}
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
      <FeeFields
        feeType={feeType}
        feeRate={feeRate}
        allowNone={false}
        errors={e}
        onType={setFeeType}
        onRate={setFeeRate}
      />
      <TextField
        label={t('consoleCommerceSortOrder')}
        value={sortOrder}
        onChange={(ev) => setSortOrder(ev.target.value)}
        error={Boolean(e.sortOrder)}
        helperText={e.sortOrder ?? t('consoleCommerceSortOrderHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormControlLabel
        control={<Switch checked={showMethod} onChange={(ev) => setShowMethod(ev.target.checked)} />}
        label={t('consoleCommerceShowToBuyers')}
      />
    </DeskDialog>
  );
}
