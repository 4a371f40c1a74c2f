import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
        {t('consoleSettings')}
      </Typography>
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
