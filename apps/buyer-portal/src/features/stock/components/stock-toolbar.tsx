import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import LaunchIcon from '@mui/icons-material/Launch';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ExportRequest, StocklistSettings } from '@portico/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthority } from '../../../lib/authorities.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useStockAlerts } from '../../alerts/api/stock-alerts.ts';
import { useOffers } from '../../offers/api/get-offers.ts';
import { useExportStock } from '../api/export-stock.ts';
import { BADGE_MAX, capBadge } from '../logic/display.ts';
import { BROWSE_ONLY_NOTE_ID, BrowseOnlyReason } from './browse-only.tsx';

const buttonSx = { whiteSpace: 'nowrap' } as const;

// P9: the toolbar's dialogs load when first opened, not with the stock list.
const TutorialDialog = lazy(() =>
  import('./tutorial-dialog.tsx').then((m) => ({ default: m.TutorialDialog })),
);
const DailyReportDialog = lazy(() =>
  import('./daily-report-dialog.tsx').then((m) => ({ default: m.DailyReportDialog })),
);
const ImportDialog = lazy(() =>
  import('../../offer-import/components/import-dialog.tsx').then((m) => ({ default: m.ImportDialog })),
);

/** C-002…C-008: Tutorial, Grading Scale, Stock Alerts, Daily Report, Import, Export, Cart. */
export function StockToolbar({
  settings,
  exportBody,
  filteredItems,
}: {
  settings: StocklistSettings;
  exportBody: ExportRequest;
  /** F-003: itemNumberWarehouse of the items the current filter shows (the template's optional pre-fill). */
  filteredItems(): string[];
}) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const canBuy = useAuthority('CAN_BUY_ONLINE');
  const canAlert = useAuthority('CAN_SET_STOCKLIST_ALERT');
  const canReport = useAuthority('CAN_SUBSCRIBE_DAILY_REPORT');
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [importItems, setImportItems] = useState<string[] | undefined>();
  const exporter = useExportStock();
  // C-052 / §6: the offers map is loaded only with CAN_BUY_ONLINE.
  const offers = useOffers(canBuy).data;
  // every cart entry across the three tabs, capped at 999999.
  const cartCount = capBadge(Object.keys(offers ?? {}).length);
  // E-008 / C-004: the badge counts the buyer's alerts (loaded only with the authority, B-036).
  const alerts = useStockAlerts(canAlert);
  const alertCount = capBadge(Object.keys(alerts.data ?? {}).length);
  void settings;

  const runExport = (body: ExportRequest) => {
    setExportAnchor(null);
    exporter.mutate(body);
  };

  return (
    <Box
      role="toolbar"
      aria-label={t('stockListHeading')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: { sm: 'flex-end' },
      }}
    >
      {config.tutorial_url ? (
        <Button
          size="small"
          variant="text"
          startIcon={<OndemandVideoOutlinedIcon />}
          onClick={() => setTutorialOpen(true)}
          sx={buttonSx}
        >
          {t('tutorial')}
        </Button>
      ) : null}
      {config.grading_scale_url ? (
        <Button
          size="small"
          variant="text"
          component="a"
          href={config.grading_scale_url}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<LaunchIcon fontSize="small" />}
          sx={buttonSx}
        >
          {t('gradingScale')}
        </Button>
      ) : null}
      <Button
        size="small"
        variant="text"
        component={Link}
        to="/stock-alerts"
        disabled={!canAlert}
        aria-label={t('stockAlertsWithCount', { count: alertCount, n: alertCount })}
        startIcon={
          <Badge badgeContent={alertCount} max={BADGE_MAX} color="secondary" data-testid="stock-alerts-badge">
            <NotificationsNoneOutlinedIcon />
          </Badge>
        }
        sx={buttonSx}
      >
        {t('stockAlerts')}
      </Button>
      <Button
        size="small"
        variant="text"
        startIcon={<MailOutlinedIcon />}
        disabled={!canReport}
        onClick={() => setReportOpen(true)}
        sx={buttonSx}
      >
        {t('dailyReport')}
      </Button>
      {/* C-006 / F-001: the Import upload dialog. */}
      <BrowseOnlyReason isBrowseOnly={!canBuy}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<FileUploadOutlinedIcon />}
          disabled={!canBuy}
          onClick={() => setImportItems(filteredItems())}
          aria-describedby={canBuy ? undefined : BROWSE_ONLY_NOTE_ID}
          sx={buttonSx}
        >
          {t('import')}
        </Button>
      </BrowseOnlyReason>
      <Button
        size="small"
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={exportAnchor ? true : undefined}
        aria-controls={exportAnchor ? 'stock-export-menu' : undefined}
        onClick={(e) => setExportAnchor(e.currentTarget)}
        disabled={exporter.isPending}
        sx={buttonSx}
      >
        {t('export')}
      </Button>
      <Menu
        id="stock-export-menu"
        anchorEl={exportAnchor}
        open={exportAnchor !== null}
        onClose={() => setExportAnchor(null)}
      >
        {/* C-060: only includeOutOfStock=false. */}
        <MenuItem onClick={() => runExport({ includeOutOfStock: false })}>{t('exportAllItems')}</MenuItem>
        <MenuItem onClick={() => runExport(exportBody)}>{t('exportFilteredItems')}</MenuItem>
      </Menu>
      <IconButton
        component={Link}
        to="/cart"
        disabled={!canBuy}
        color="primary"
        aria-label={t('cartWithCount', { n: cartCount, count: cartCount })}
      >
        <Badge badgeContent={cartCount} max={BADGE_MAX} color="secondary" data-testid="cart-badge">
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
      <Suspense fallback={null}>
        {tutorialOpen && config.tutorial_url ? (
          <TutorialDialog url={config.tutorial_url} onClose={() => setTutorialOpen(false)} />
        ) : null}
        {reportOpen ? <DailyReportDialog onClose={() => setReportOpen(false)} /> : null}
        {importItems ? (
          <ImportDialog filteredItems={importItems} onClose={() => setImportItems(undefined)} />
        ) : null}
      </Suspense>
    </Box>
  );
}
