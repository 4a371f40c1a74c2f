import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '../../../lib/i18n.ts';
import { DailyReportSettingsCard } from './daily-report-settings-card.tsx';
import { HoldWindowSettingsCard } from './hold-window-settings-card.tsx';

/**
 * /seller/settings: the console's tenant-wide settings. For now the daily stock report and the order hold
 * window; the offer windows stay with the offers (Offers › Settings).
 */
export function SettingsPage() {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
        {t('consoleSettings')}
      </Typography>
      <Stack spacing={3}>
        <DailyReportSettingsCard />
        <HoldWindowSettingsCard />
      </Stack>
    </Box>
  );
}
