import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { WarehouseBody, type WarehouseSetting, WarehouseSettings } from '@portico/contract';
import { useState } from 'react';
import { SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { DeskDialog } from '../../orders/components/order-dialogs.tsx';
import { numberOf } from '../../orders/logic/form-input.ts';
import { commerceSettingsApi } from '../api/commerce-settings.ts';
import { CommerceTable, type SettingsWrite, useSettingsForm } from './commerce-table.tsx';

/**
 * Settings › Warehouses (docs/decisions/021): each warehouse's label, offers (C-051) and daily report,
 * checked with the contract's WarehouseBody; the portal reads them on its next load.
 */
export const warehousesApi = commerceSettingsApi('seller/settings/warehouses', WarehouseSettings);

const yesNo = (v: boolean) => (v ? t('consoleYes') : t('consoleNo'));

export function WarehousesCard() {
  const list = warehousesApi.useList();
  const write = warehousesApi.useWrite();
  return (
    <SettingsCard
      headingId="warehouses-heading"
      title={t('consoleWarehouses')}
      explanation={t('consoleWarehousesIntro')}
      query={list}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={140}
      errorLead={t('consoleCommerceCouldNotLoad', { name: t('consoleWarehousesLower') })}
    >
      {(saved) => (
        <CommerceTable
          label={t('consoleWarehouses')}
          rows={saved.warehouses}
          nameOf={(w) => w.label}
          addLabel={t('consoleAddWarehouse')}
          empty={t('consoleNoWarehouses')}
          remove={write}
          columns={[
            { label: t('consoleCommerceName'), value: (w) => w.label },
            { label: t('consoleCommerceCode'), value: (w) => w.code },
            { label: t('consoleWarehouseOffers'), value: (w) => yesNo(w.acceptsOffers) },
            { label: t('consoleWarehouseDailyReport'), value: (w) => yesNo(w.dailyReport) },
            { label: t('consoleWarehouseStockItems'), value: (w) => w.stockItems, align: 'right' },
          ]}
          editor={(row, close) => <WarehouseDialog warehouse={row} write={write} onClose={close} />}
        />
      )}
    </SettingsCard>
  );
}

function WarehouseDialog(props: {
  warehouse: WarehouseSetting | null;
  write: SettingsWrite;
  onClose(): void;
}) {
  const { warehouse } = props;
  const form = useSettingsForm(props.write, props.onClose);
  const [code, setCode] = useState(warehouse?.code ?? '');
  const [label, setLabel] = useState(warehouse?.label ?? '');
  const [acceptsOffers, setAcceptsOffers] = useState(warehouse?.acceptsOffers ?? false);
  const [dailyReport, setDailyReport] = useState(warehouse?.dailyReport ?? true);
  const [sortOrder, setSortOrder] = useState(String(warehouse?.sortOrder ?? 0));
  const e = form.errors;
  const submit = () => {
    const body = { code: code.trim(), label, acceptsOffers, dailyReport, sortOrder: numberOf(sortOrder) };
    const parsed = WarehouseBody.safeParse(body);
    if (!parsed.success) return form.invalid(parsed.error);
    form.send(
      warehouse ? { kind: 'update', code: warehouse.code, body } : { kind: 'create', body },
      t('consoleCommerceSaved', { name: parsed.data.label }),
    );
  };
  return (
    <DeskDialog
      form={form}
      title={warehouse ? t('consoleCommerceEditNamed', { name: warehouse.label }) : t('consoleNewWarehouse')}
      submitLabel={t('consoleCommerceSave')}
      onSubmit={submit}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          label={t('consoleCommerceCode')}
          value={code}
          onChange={(ev) => setCode(ev.target.value)}
          disabled={Boolean(warehouse)}
          error={Boolean(e.code)}
          helperText={e.code ?? t('consoleCommerceCodeHelp')}
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
      <TextField
        label={t('consoleCommerceName')}
        value={label}
        onChange={(ev) => setLabel(ev.target.value)}
        error={Boolean(e.label)}
        helperText={e.label ?? t('consoleWarehouseNameHelp')}
      />
      <FormGroup>
        <FormControlLabel
          control={<Switch checked={acceptsOffers} onChange={(ev) => setAcceptsOffers(ev.target.checked)} />}
          label={t('consoleWarehouseAcceptsOffers')}
        />
        <FormControlLabel
          control={<Switch checked={dailyReport} onChange={(ev) => setDailyReport(ev.target.checked)} />}
          label={t('consoleWarehouseInDailyReport')}
        />
      </FormGroup>
    </DeskDialog>
  );
}
