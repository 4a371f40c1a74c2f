import FileDownload from '@mui/icons-material/FileDownload';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SellerStockSort } from '@portico/contract';
import { useMemo, useState } from 'react';
import { ConsoleList, ConsolePaging, type ListColumn } from '../../../components/console-list.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { ReadOnlyNote } from '../../../components/read-only-note.tsx';
import { t } from '../../../lib/i18n.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useTenantConfig } from '../../config/components/tenant-config-provider.tsx';
import { useMoney } from '../../config/hooks/use-money.ts';
import { CanWrite, useStaffCan } from '../../staff/hooks.ts';
import { useExportSellerStock } from '../api/export-stock.ts';
import { useSellerStock } from '../api/get-seller-stock.ts';
import { useStockEvents } from '../hooks/use-stock-events.ts';
import {
  hasStockFilters,
  PAGE_SIZES,
  type PageSize,
  parseStockUrl,
  reduceStock,
  serializeStockUrl,
  toStockQuery,
} from '../logic/stock-url-state.ts';
import { StockFilters } from './stock-filters.tsx';
import { StockItemCard, StockItemRow } from './stock-item-row.tsx';
import { UploadDialog } from './upload-dialog.tsx';

const COLUMNS = (canWrite: boolean): ListColumn<SellerStockSort>[] => [
  { label: t('consoleItem2'), sort: 'itemNumber' },
  { label: t('consoleDescription'), sort: 'description' },
  { label: t('consoleWarehouse'), sort: 'warehouse' },
  { label: t('consoleAvailable'), sort: 'quantity', align: 'right' },
  { label: t('consoleListPrice'), sort: 'price', align: 'right' },
  { label: t('consoleOffers') },
  // Read-only staff have no actions: no empty column.
  ...(canWrite ? [{ label: '' }] : []),
];

/** Seller console /stock: the stock, searched and filtered server-side, edited in place or by upload. */
export function StockPage() {
  const money = useMoney();
  const can = useStaffCan();
  const config = useTenantConfig();
  useStockEvents(config.tenantApiEndPoint);
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const notify = useNotify();
  const exportStock = useExportSellerStock();

  const [state, dispatch] = useUrlState(parseStockUrl, serializeStockUrl, reduceStock);
  const query = useMemo(() => toStockQuery(state), [state]);
  const stock = useSellerStock(query);
  const { data } = stock;
  const exportNow = () =>
    exportStock.mutate(
      { q: query.q, warehouse: query.warehouse, category: query.category, stock: query.stock },
      {
        onSuccess: (name) => notify(t('consoleExportedEditItAndUploadIt', { name })),
        onError: (err) => notify(err.message, 'error'),
      },
    );
  const warehouseOf = (code: string) => data?.warehouses.find((w) => w.code === code);
  const categoryLabel = (code: string) => data?.categories.find((c) => c.code === code)?.label ?? code;

  const pagination = data && data.total > 0 && (
    <ConsolePaging
      count={data.total}
      page={Math.min(state.page, Math.max(1, Math.ceil(data.total / state.size)))}
      size={state.size}
      sizes={PAGE_SIZES}
      isCompact={isCompact}
      onPage={(page) => dispatch({ type: 'page', page })}
      onSize={(size) => dispatch({ type: 'size', size: size as PageSize })}
    />
  );

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {t('consoleStock')}
          </Typography>
          <Typography color="text.secondary">
            {stock.isPlaceholderData
              ? // The rows of the previous filters stay on screen; their count would read as the new one's.
                t('consoleFindingItems')
              : data
                ? `${t('consoleItemCount', { count: data.total, n: data.total.toLocaleString('en-US') })}${hasStockFilters(state) ? (data.total === 1 ? t('consoleMatchesTheFilters') : t('consoleMatchTheFilters')) : ''}`
                : t('consoleQuantitiesAndListPricesBuyersSee')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignSelf: { sm: 'center' } }}>
          <Button
            variant="outlined"
            startIcon={<FileDownload />}
            onClick={exportNow}
            loading={exportStock.isPending}
            loadingPosition="start"
          >
            {hasStockFilters(state) ? t('consoleExportFiltered') : t('consoleExportStock')}
          </Button>
          <CanWrite>
            <Button variant="contained" startIcon={<UploadFile />} onClick={() => setIsUploadOpen(true)}>
              {t('consoleUploadInventory')}
            </Button>
          </CanWrite>
        </Stack>
      </Stack>

      <ReadOnlyNote>{t('consoleYourRoleCanViewTheStock')}</ReadOnlyNote>
      <Card variant="outlined" sx={{ p: 2, mb: 2 }}>
        <StockFilters
          state={state}
          warehouses={data?.warehouses ?? []}
          categories={data?.categories ?? []}
          onFilter={(field, value) => dispatch({ type: 'filter', field, value })}
          onStock={(value) => dispatch({ type: 'stock', value })}
          onClear={() => dispatch({ type: 'clear-filters' })}
        />
      </Card>

      <ConsoleList
        query={stock}
        items={data?.items}
        label={t('consoleStockItems')}
        loadingLabel={t('consoleLoadingStock')}
        empty={
          <>
            <Typography variant="h6" component="p">
              {t('consoleNoItemsMatch')}
            </Typography>
            <Typography color="text.secondary">{t('consoleTryAnotherSearchOrClearThe')}</Typography>
          </>
        }
        isCompact={isCompact}
        columns={COLUMNS(can.write)}
        sort={{ by: state.sort, dir: state.dir, onSort: (sort) => dispatch({ type: 'sort', sort }) }}
        card={(item) => (
          <StockItemCard
            key={item.itemNumberWarehouse}
            item={item}
            money={money}
            categoryLabel={categoryLabel(item.category)}
            warehouse={warehouseOf(item.warehouse)}
          />
        )}
        row={(item) => (
          <StockItemRow
            key={item.itemNumberWarehouse}
            item={item}
            money={money}
            categoryLabel={categoryLabel(item.category)}
            warehouse={warehouseOf(item.warehouse)}
          />
        )}
        pagination={pagination}
      />
      <UploadDialog open={isUploadOpen} onClose={() => setIsUploadOpen(false)} money={money} />
    </Box>
  );
}
