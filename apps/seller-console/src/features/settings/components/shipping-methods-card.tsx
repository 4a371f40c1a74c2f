import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  ShippingMethodBody,
  type ShippingMethodSetting,
  ShippingMethodSettings,
  ShippingMethodType,
} from '@portico/contract';
import { useState } from 'react';
import { SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { DeskDialog } from '../../orders/components/order-dialogs.tsx';
import { numberOf } from '../../orders/logic/form-input.ts';
import { commerceSettingsApi } from '../api/commerce-settings.ts';
import { CommerceTable, type SettingsWrite, useSettingsForm } from './commerce-table.tsx';

/**
 * Settings › Shipping methods (docs/decisions/021; I-023…I-033, Q-037): the tenant's methods — rate-table,
 * real-time, bill-my-account and request-a-quote — by country and warehouse. Checked with the contract's
 * ShippingMethodBody before it is sent; the next checkout offers what is saved.
 */
export const shippingMethodsApi = commerceSettingsApi(
  'seller/settings/shipping-methods',
  ShippingMethodSettings,
);

const TYPE_LABEL: Record<ShippingMethodType, string> = {
  STANDARD: 'consoleShippingTypeStandard',
  EXPRESS: 'consoleShippingTypeExpress',
  REAL_TIME: 'consoleShippingTypeRealTime',
  BILL_MY_ACCOUNT: 'consoleShippingTypeBillMyAccount',
  REQUEST_A_QUOTE: 'consoleShippingTypeRequestAQuote',
};

export function ShippingMethodsCard() {
  const list = shippingMethodsApi.useList();
  const write = shippingMethodsApi.useWrite();
  const money = useMoney();
  return (
    <SettingsCard
      headingId="shipping-methods-heading"
      title={t('consoleShippingMethods')}
      explanation={t('consoleShippingMethodsIntro')}
      query={list}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={200}
      errorLead={t('consoleCommerceCouldNotLoad', { name: t('consoleShippingMethodsLower') })}
    >
      {(saved) => (
        <CommerceTable
          label={t('consoleShippingMethodsList')}
          rows={saved.methods}
          nameOf={(m) => m.customLabel ?? m.label}
          addLabel={t('consoleAddShippingMethod')}
          empty={t('consoleNoShippingMethods')}
          remove={write}
          columns={[
            { label: t('consoleCommerceName'), value: (m) => m.customLabel ?? m.label },
            { label: t('consoleShippingMethodType'), value: (m) => t(TYPE_LABEL[m.type]) },
            {
              label: t('consoleShippingServes'),
              value: (m) =>
                [
                  m.allowedCountries.length ? m.allowedCountries.join(', ') : t('consoleCommerceEverywhere'),
                  m.warehouseCodes.length
                    ? m.warehouseCodes
                        .map((c) => saved.warehouses.find((w) => w.code === c)?.label ?? c)
                        .join(', ')
                    : t('consoleCommerceEveryWarehouse'),
                ].join(' · '),
            },
            {
              label: t('consoleShippingFreight'),
              value: (m) =>
                m.type === 'STANDARD' || m.type === 'EXPRESS'
                  ? t('consoleShippingFreightRate', {
                      base: money(m.baseRate),
                      perUnit: money(m.perUnitRate),
                    })
                  : m.type === 'REAL_TIME'
                    ? t('consoleShippingFreightCarrier', { carrier: m.carrier ?? '' })
                    : m.type === 'BILL_MY_ACCOUNT'
                      ? t('consoleShippingFreightNone')
                      : t('consoleShippingFreightQuoted'),
            },
            {
              label: t('consoleCommerceShowToBuyers'),
              value: (m) => (m.showMethod ? t('consoleCommerceShown') : t('consoleCommerceHidden')),
            },
          ]}
          editor={(row, close) => (
            <ShippingMethodDialog method={row} saved={saved} write={write} onClose={close} />
          )}
        />
      )}
    </SettingsCard>
  );
}

type Draft = {
  code: string;
  type: ShippingMethodType;
  label: string;
  description: string;
  instructions: string;
  countries: string;
  warehouseCodes: string[];
  baseRate: string;
  perUnitRate: string;
  carrier: string;
  carrierServiceLevel: string;
  carriers: string;
  carriersRestricted: boolean;
  serviceLevels: string;
  serviceLevelsRestricted: boolean;
  maxDevices: string;
  sortOrder: string;
  showMethod: boolean;
  insuranceAvailable: boolean;
  ignoreShippingInstructions: boolean;
  rateSku: string;
};

const draftOf = (m: ShippingMethodSetting | null): Draft => ({
  code: m?.code ?? '',
  type: m?.type ?? 'STANDARD',
  label: m?.label ?? '',
  description: m?.description ?? '',
  instructions: m?.instructions ?? '',
  countries: m?.allowedCountries.join(', ') ?? '',
  warehouseCodes: m?.warehouseCodes ?? [],
  baseRate: m ? String(m.baseRate) : '0',
  perUnitRate: m ? String(m.perUnitRate) : '0',
  carrier: m?.carrier ?? '',
  carrierServiceLevel: m?.carrierServiceLevel ?? '',
  carriers: m
    ? m.carrierOptions.map((c) => `${c}: ${(m.carrierServiceLevelOptions[c] ?? []).join(', ')}`).join('\n')
    : '',
  carriersRestricted: m ? m.carrierChoiceRestricted : true,
  serviceLevels: m?.serviceLevels.join('\n') ?? '',
  serviceLevelsRestricted: m ? m.serviceLevelsRestricted : true,
  maxDevices: m?.maxDevicesInShipment === null || !m ? '' : String(m.maxDevicesInShipment),
  sortOrder: String(m?.sortOrder ?? 50),
  showMethod: m?.showMethod ?? true,
  insuranceAvailable: m?.insuranceAvailable ?? false,
  ignoreShippingInstructions: m?.ignoreShippingInstructions ?? false,
  rateSku: m?.rateSku ?? '',
});

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** 'FedEx: Ground, Overnight' lines → the carriers and each one's levels. */
function carriersOf(text: string): { options: string[]; levels: Record<string, string[]> } {
  const options: string[] = [];
  const levels: Record<string, string[]> = {};
  for (const line of linesOf(text)) {
    const [carrier = '', rest = ''] = line.split(/:(.*)/s);
    const name = carrier.trim();
    options.push(name);
    levels[name] = rest
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
  }
  return { options, levels };
}

/** The request body of a draft (the contract's shape; the contract's schema judges it). */
function bodyOf(d: Draft): ShippingMethodBody {
  const carriers = carriersOf(d.carriers);
  return {
    code: d.code.trim(),
    type: d.type,
    label: d.label,
    customLabel: null,
    description: d.description,
    instructions: d.instructions,
    insuranceAvailable: d.insuranceAvailable,
    ignoreShippingInstructions: d.ignoreShippingInstructions,
    showMethod: d.showMethod,
    maxDevicesInShipment: d.maxDevices.trim() === '' ? null : numberOf(d.maxDevices),
    allowedCountries: d.countries
      .split(/[,\s]+/)
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
    warehouseCodes: d.warehouseCodes,
    baseRate: d.type === 'STANDARD' || d.type === 'EXPRESS' ? numberOf(d.baseRate) : 0,
    perUnitRate: d.type === 'STANDARD' || d.type === 'EXPRESS' ? numberOf(d.perUnitRate) : 0,
    carrier: d.carrier,
    carrierServiceLevel: d.carrierServiceLevel,
    carrierChoiceRestricted: d.carriersRestricted,
    carrierOptions: carriers.options,
    carrierServiceLevelsRestricted: d.carriersRestricted,
    carrierServiceLevelOptions: carriers.levels,
    serviceLevelsRestricted: d.serviceLevelsRestricted,
    serviceLevels: linesOf(d.serviceLevels),
    rateSku: d.rateSku,
    sortOrder: numberOf(d.sortOrder),
  };
}

function ShippingMethodDialog(props: {
  method: ShippingMethodSetting | null;
  saved: ShippingMethodSettings;
  write: SettingsWrite;
  onClose(): void;
}) {
  const { method } = props;
  const form = useSettingsForm(props.write, props.onClose);
  const [d, setD] = useState(() => draftOf(method));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((x) => ({ ...x, [key]: value }));
  const err = (field: string) => form.errors[field];
  const fieldProps = (key: keyof Draft, field: string, label: string, help?: string) => ({
    label,
    value: d[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: Boolean(err(field)),
    helperText: err(field) ?? help,
  });
  const submit = () => {
    const parsed = ShippingMethodBody.safeParse(bodyOf(d));
    if (!parsed.success) return form.invalid(parsed.error);
    const name = parsed.data.label;
    form.send(
      method ? { kind: 'update', code: method.code, body: bodyOf(d) } : { kind: 'create', body: bodyOf(d) },
      t('consoleCommerceSaved', { name }),
    );
  };
  const rated = d.type === 'STANDARD' || d.type === 'EXPRESS';
  const warehouseError = Object.entries(form.errors).find(([k]) => k.startsWith('warehouseCodes'))?.[1];
  return (
    <DeskDialog
      form={form}
      title={method ? t('consoleCommerceEditNamed', { name: method.label }) : t('consoleNewShippingMethod')}
      submitLabel={t('consoleCommerceSave')}
      onSubmit={submit}
      wide
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('consoleShippingMethodType')}
          value={d.type}
          disabled={Boolean(method)}
          onChange={(e) => {
            const type = e.target.value as ShippingMethodType;
            setD((x) => ({
              ...x,
              type,
              code: type === 'BILL_MY_ACCOUNT' || type === 'REQUEST_A_QUOTE' ? type : x.code,
            }));
          }}
        >
          {ShippingMethodType.options.map((type) => (
            <MenuItem key={type} value={type}>
              {t(TYPE_LABEL[type])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          {...fieldProps('code', 'code', t('consoleCommerceCode'), t('consoleCommerceCodeHelp'))}
          disabled={Boolean(method)}
        />
      </Stack>
      <TextField {...fieldProps('label', 'label', t('consoleCommerceName'))} />
      <TextField {...fieldProps('description', 'description', t('consoleCommerceDescription'))} />
      <TextField
        multiline
        minRows={2}
        {...fieldProps('instructions', 'instructions', t('consoleShippingInstructions'))}
      />
      {rated && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            {...fieldProps('baseRate', 'baseRate', t('consoleShippingBaseRate'))}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            fullWidth
            {...fieldProps('perUnitRate', 'perUnitRate', t('consoleShippingPerUnitRate'))}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
      )}
      {d.type === 'REAL_TIME' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField fullWidth {...fieldProps('carrier', 'carrier', t('consoleShippingCarrier'))} />
          <TextField
            fullWidth
            {...fieldProps(
              'carrierServiceLevel',
              'carrierServiceLevel',
              t('consoleShippingCarrierServiceLevel'),
            )}
          />
        </Stack>
      )}
      {d.type === 'BILL_MY_ACCOUNT' && (
        <>
          <TextField
            multiline
            minRows={2}
            {...fieldProps(
              'carriers',
              'carrierOptions',
              t('consoleShippingCarriers'),
              t('consoleShippingCarriersHelp'),
            )}
            error={Boolean(err('carrierOptions') ?? err('carrierServiceLevelOptions'))}
            helperText={
              err('carrierOptions') ?? err('carrierServiceLevelOptions') ?? t('consoleShippingCarriersHelp')
            }
          />
          <FormControlLabel
            control={
              <Switch
                checked={d.carriersRestricted}
                onChange={(e) => set('carriersRestricted', e.target.checked)}
              />
            }
            label={t('consoleShippingCarriersRestricted')}
          />
        </>
      )}
      {d.type === 'REQUEST_A_QUOTE' && (
        <>
          <TextField
            multiline
            minRows={2}
            {...fieldProps(
              'serviceLevels',
              'serviceLevels',
              t('consoleShippingServiceLevels'),
              t('consoleShippingServiceLevelsHelp'),
            )}
          />
          <FormControlLabel
            control={
              <Switch
                checked={d.serviceLevelsRestricted}
                onChange={(e) => set('serviceLevelsRestricted', e.target.checked)}
              />
            }
            label={t('consoleShippingServiceLevelsRestricted')}
          />
        </>
      )}
      <TextField
        {...fieldProps(
          'countries',
          'allowedCountries',
          t('consoleShippingCountries'),
          t('consoleShippingCountriesHelp'),
        )}
        error={Boolean(Object.keys(form.errors).find((k) => k.startsWith('allowedCountries')))}
        helperText={
          Object.entries(form.errors).find(([k]) => k.startsWith('allowedCountries'))?.[1] ??
          t('consoleShippingCountriesHelp')
        }
      />
      <FormControl component="fieldset" error={Boolean(warehouseError)}>
        <FormLabel component="legend">{t('consoleShippingWarehouses')}</FormLabel>
        <FormGroup row>
          {props.saved.warehouses.map((w) => (
            <FormControlLabel
              key={w.code}
              label={w.label}
              control={
                <Checkbox
                  checked={d.warehouseCodes.includes(w.code)}
                  onChange={(e) =>
                    set(
                      'warehouseCodes',
                      e.target.checked
                        ? [...d.warehouseCodes, w.code]
                        : d.warehouseCodes.filter((c) => c !== w.code),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{warehouseError ?? t('consoleShippingWarehousesHelp')}</FormHelperText>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          {...fieldProps(
            'maxDevices',
            'maxDevicesInShipment',
            t('consoleShippingMaxDevices'),
            t('consoleShippingMaxDevicesHelp'),
          )}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          fullWidth
          {...fieldProps(
            'sortOrder',
            'sortOrder',
            t('consoleCommerceSortOrder'),
            t('consoleCommerceSortOrderHelp'),
          )}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField fullWidth {...fieldProps('rateSku', 'rateSku', t('consoleShippingRateSku'))} />
      </Stack>
      <FormGroup>
        <FormControlLabel
          control={<Switch checked={d.showMethod} onChange={(e) => set('showMethod', e.target.checked)} />}
          label={t('consoleCommerceShowToBuyers')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={d.insuranceAvailable}
              onChange={(e) => set('insuranceAvailable', e.target.checked)}
            />
          }
          label={t('consoleShippingInsurance')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={d.ignoreShippingInstructions}
              onChange={(e) => set('ignoreShippingInstructions', e.target.checked)}
            />
          }
          label={t('consoleShippingIgnoreInstructions')}
        />
      </FormGroup>
    </DeskDialog>
  );
}
