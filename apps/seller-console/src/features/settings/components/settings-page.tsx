import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReadOnlyNote } from '../../../components/read-only-note.tsx';
import { SectionIndex } from '../../../components/section-index.tsx';
import { t } from '../../../lib/i18n.ts';
import { OrderSettingsCard } from '../../orders/components/order-settings-card.tsx';
import { SiteServicesCard } from '../../site-services/site-services-card.tsx';
import { AdditionalServicesCard } from './additional-services-card.tsx';
import { DailyReportSettingsCard } from './daily-report-settings-card.tsx';
import { FreeFreightCard } from './free-freight-card.tsx';
import { InsuranceCard } from './insurance-card.tsx';
import { PaymentMethodsCard } from './payment-methods-card.tsx';
import { ShippingMethodsCard } from './shipping-methods-card.tsx';
import { StockListCard } from './stock-list-card.tsx';
import { TaxRulesCard } from './tax-rules-card.tsx';
import { WarehousesCard } from './warehouses-card.tsx';

/**
 * /seller/settings: the console's tenant-wide settings: the daily stock report, the order settings
 * (statuses, release, invoices, payment collection, the hold window Q-043), the stock list's display (C-056) and
 * the commerce settings; the offer windows stay with the offers (Offers › Settings).
 */
export function SettingsPage() {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}>
        {t('consoleSettings')}
      </Typography>
      {/* Read-only staff: said once here, not in each of the eleven cards. */}
      <ReadOnlyNote>{t('consoleYourRoleCanViewTheseSettings')}</ReadOnlyNote>
      {/* Eleven cards: a way straight to each (their headings' ids, in the order below). */}
      <SectionIndex
        label={t('consoleSettingsSections')}
        sections={[
          { id: 'daily-report-settings-heading', label: t('consoleDailyStockReport') },
          { id: 'order-settings-heading', label: t('consoleOrderSettings') },
          { id: 'stock-list-settings-heading', label: t('consoleStockList') },
          { id: 'shipping-methods-heading', label: t('consoleShippingMethods') },
          { id: 'payment-methods-heading', label: t('consolePaymentMethods') },
          { id: 'warehouses-heading', label: t('consoleWarehouses') },
          { id: 'additional-services-heading', label: t('consoleAdditionalServices') },
          { id: 'insurance-heading', label: t('consoleInsurance') },
          { id: 'tax-rules-heading', label: t('consoleTaxRules') },
          { id: 'free-freight-heading', label: t('consoleFreeFreight') },
          { id: 'site-services-heading', label: t('consoleHelpdeskAndAnalytics') },
        ]}
      />
      <Stack spacing={3}>
        <DailyReportSettingsCard />
        <OrderSettingsCard />
        <StockListCard />
        <ShippingMethodsCard />
        <PaymentMethodsCard />
        <WarehousesCard />
        <AdditionalServicesCard />
        <InsuranceCard />
        <TaxRulesCard />
        <FreeFreightCard />
        <SiteServicesCard />
      </Stack>
    </Box>
  );
}
