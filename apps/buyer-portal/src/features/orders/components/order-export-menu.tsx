import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ManifestSummary } from '@portico/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportInvoice, exportManifest, exportOrder } from '../api/order-actions.ts';
import { notifyOrder } from '../logic/order-snackbar.ts';

/**
 * The export menu (L-006…L-008): the order always; the manifest only when IMEI data exists (imeiAvailable); the
 * invoices, one entry per invoice number, only when the fulfillment status is one that shows invoices.
 */
export function OrderExportMenu({
  phonexOrderNumber,
  summary,
  showInvoices,
}: {
  phonexOrderNumber: string;
  summary: ManifestSummary | undefined;
  showInvoices: boolean;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (download: () => Promise<string>) => {
    setAnchor(null);
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notifyOrder('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const invoices = showInvoices ? (summary?.invoiceNumbers ?? []) : [];
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'order-export-menu' : undefined}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('exportMenu')}
      </Button>
      <Menu id="order-export-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run(() => exportOrder(phonexOrderNumber))}>{t('exportOrder')}</MenuItem>
        {summary?.imeiAvailable ? (
          <MenuItem onClick={() => void run(() => exportManifest(phonexOrderNumber))}>
            {t('exportManifest')}
          </MenuItem>
        ) : null}
        {invoices.length > 0 ? <ListSubheader>{t('exportInvoices')}</ListSubheader> : null}
        {invoices.map((invoiceNumber) => (
          <MenuItem
            key={invoiceNumber}
            onClick={() => void run(() => exportInvoice(phonexOrderNumber, invoiceNumber))}
          >
            {t('exportInvoiceNumber', { invoiceNumber })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
