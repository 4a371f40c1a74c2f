import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { WarehouseBody, type WarehouseSetting, WarehouseSettings } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
import { numberOf } from '../../orders/logic/form-input.ts';
import { commerceSettingsApi } from '../api/commerce-settings.ts';
import { SettingsListCard } from './settings-list-card.tsx';

/**
 * Settings › Warehouses (docs/decisions/021): each warehouse's label, offers (C-051) and daily report,
 * checked with the contract's WarehouseBody; the portal reads them on its next load.
 */
export const warehousesApi = commerceSettingsApi('seller/settings/warehouses', WarehouseSettings);

const yesNo = (v: boolean) => (v ? t('consoleYes') : t('consoleNo'));

const draftOf = (warehouse: WarehouseSetting | null) => ({
  code: warehouse?.code ?? '',
  label: warehouse?.label ?? '',
  acceptsOffers: warehouse?.acceptsOffers ?? false,
  dailyReport: warehouse?.dailyReport ?? true,
  sortOrder: String(warehouse?.sortOrder ?? 0),
});

const bodyOf = (d: ReturnType<typeof draftOf>) => ({
  code: d.code.trim(),
  label: d.label,
  acceptsOffers: d.acceptsOffers,
  dailyReport: d.dailyReport,
  sortOrder: numberOf(d.sortOrder),
});

export function WarehousesCard() {
  return (
    <SettingsListCard
      api={warehousesApi}
      id="warehouses"
      title={t('consoleWarehouses')}
      explanation={t('consoleWarehousesIntro')}
      lowerName={t('consoleWarehousesLower')}
      loadingHeight={140}
      addLabel={t('consoleAddWarehouse')}
      empty={t('consoleNoWarehouses')}
      rowsOf={(saved) => saved.warehouses}
      columns={() => [
        { label: t('consoleCommerceName'), value: (w) => w.label },
        { label: t('consoleCommerceCode'), value: (w) => w.code },
        { label: t('consoleWarehouseOffers'), value: (w) => yesNo(w.acceptsOffers) },
        { label: t('consoleWarehouseDailyReport'), value: (w) => yesNo(w.dailyReport) },
        { label: t('consoleWarehouseStockItems'), value: (w) => w.stockItems, align: 'right' },
      ]}
      dialog={{
        newTitle: t('consoleNewWarehouse'),
        draftOf,
        bodyOf,
        schema: WarehouseBody,
        fields: (f) => (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField fullWidth {...f.code} />
              <TextField fullWidth {...f.sortOrder} />
            </Stack>
            <TextField
              {...f.text('label', t('consoleCommerceName'), { help: t('consoleWarehouseNameHelp') })}
            />
            <FormGroup>
              {f.toggle('acceptsOffers', t('consoleWarehouseAcceptsOffers'))}
              {f.toggle('dailyReport', t('consoleWarehouseInDailyReport'))}
            </FormGroup>
          </>
        ),
      }}
    />
  );
}
