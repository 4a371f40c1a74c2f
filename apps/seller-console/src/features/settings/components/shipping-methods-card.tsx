import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ShippingMethodBody,
  type ShippingMethodSetting,
  ShippingMethodSettings,
  ShippingMethodType,
} from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { numberOf } from '../../orders/logic/form-input.ts';
import { commerceSettingsApi } from '../api/commerce-settings.ts';
import { type DraftFields, SettingsListCard, showToBuyersColumn } from './settings-list-card.tsx';

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
  const money = useMoney();
  return (
    <SettingsListCard
      api={shippingMethodsApi}
      id="shipping-methods"
      title={t('consoleShippingMethods')}
      explanation={t('consoleShippingMethodsIntro')}
      lowerName={t('consoleShippingMethodsLower')}
      loadingHeight={200}
      tableLabel={t('consoleShippingMethodsList')}
      addLabel={t('consoleAddShippingMethod')}
      empty={t('consoleNoShippingMethods')}
      rowsOf={(saved) => saved.methods}
      nameOf={(m) => m.customLabel ?? m.label}
      columns={(saved) => [
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
        showToBuyersColumn(),
      ]}
      dialog={{
        newTitle: t('consoleNewShippingMethod'),
        wide: true,
        draftOf,
        bodyOf,
        schema: ShippingMethodBody,
        fields: (f, method, saved) => <ShippingMethodFields f={f} method={method} saved={saved} />,
      }}
    />
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
function bodyOf(d: Draft) {
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

/** The dialog's fields: the type decides which freight fields show (rates, a carrier, carriers, levels). */
function ShippingMethodFields({
  f,
  method,
  saved,
}: {
  f: DraftFields<Draft>;
  method: ShippingMethodSetting | null;
  saved: ShippingMethodSettings;
}) {
  const { draft: d, set, errors } = f;
  const err = (field: string) => errors[field];
  const rated = d.type === 'STANDARD' || d.type === 'EXPRESS';
  const warehouseError = Object.entries(errors).find(([k]) => k.startsWith('warehouseCodes'))?.[1];
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('consoleShippingMethodType')}
          value={d.type}
          disabled={Boolean(method)}
          onChange={(e) => {
            const type = e.target.value as ShippingMethodType;
            f.update((x) => ({
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
        <TextField fullWidth {...f.code} />
      </Stack>
      <TextField {...f.text('label', t('consoleCommerceName'))} />
      <TextField {...f.text('description', t('consoleCommerceDescription'))} />
      <TextField multiline minRows={2} {...f.text('instructions', t('consoleShippingInstructions'))} />
      {rated && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            {...f.text('baseRate', t('consoleShippingBaseRate'))}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            fullWidth
            {...f.text('perUnitRate', t('consoleShippingPerUnitRate'))}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
      )}
      {d.type === 'REAL_TIME' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField fullWidth {...f.text('carrier', t('consoleShippingCarrier'))} />
          <TextField fullWidth {...f.text('carrierServiceLevel', t('consoleShippingCarrierServiceLevel'))} />
        </Stack>
      )}
      {d.type === 'BILL_MY_ACCOUNT' && (
        <>
          <TextField
            multiline
            minRows={2}
            {...f.text('carriers', t('consoleShippingCarriers'), {
              field: 'carrierOptions',
              help: t('consoleShippingCarriersHelp'),
            })}
            error={Boolean(err('carrierOptions') ?? err('carrierServiceLevelOptions'))}
            helperText={
              err('carrierOptions') ?? err('carrierServiceLevelOptions') ?? t('consoleShippingCarriersHelp')
            }
          />
          {f.toggle('carriersRestricted', t('consoleShippingCarriersRestricted'))}
        </>
      )}
      {d.type === 'REQUEST_A_QUOTE' && (
        <>
          <TextField
            multiline
            minRows={2}
            {...f.text('serviceLevels', t('consoleShippingServiceLevels'), {
              help: t('consoleShippingServiceLevelsHelp'),
            })}
          />
          {f.toggle('serviceLevelsRestricted', t('consoleShippingServiceLevelsRestricted'))}
        </>
      )}
      <TextField
        {...f.text('countries', t('consoleShippingCountries'), {
          field: 'allowedCountries',
          help: t('consoleShippingCountriesHelp'),
        })}
        error={Boolean(Object.keys(errors).find((k) => k.startsWith('allowedCountries')))}
        helperText={
          Object.entries(errors).find(([k]) => k.startsWith('allowedCountries'))?.[1] ??
          t('consoleShippingCountriesHelp')
        }
      />
      <FormControl component="fieldset" error={Boolean(warehouseError)}>
        <FormLabel component="legend">{t('consoleShippingWarehouses')}</FormLabel>
        <FormGroup row>
          {saved.warehouses.map((w) => (
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
          {...f.text('maxDevices', t('consoleShippingMaxDevices'), {
            field: 'maxDevicesInShipment',
            help: t('consoleShippingMaxDevicesHelp'),
          })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField fullWidth {...f.sortOrder} />
        <TextField fullWidth {...f.text('rateSku', t('consoleShippingRateSku'))} />
      </Stack>
      <FormGroup>
        {f.toggle('showMethod', t('consoleCommerceShowToBuyers'))}
        {f.toggle('insuranceAvailable', t('consoleShippingInsurance'))}
        {f.toggle('ignoreShippingInstructions', t('consoleShippingIgnoreInstructions'))}
      </FormGroup>
    </>
  );
}
