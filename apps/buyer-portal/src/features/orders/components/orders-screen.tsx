/** The Orders list screen (/orders; K-001…K-009, Q-047): a table when wide, a card per order on a phone. */

import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ORDERS_PAGE_SIZE, type OrderSettings, type OrdersListRow } from '@portico/contract';
import { formatDateTime, formatMoney } from '@portico/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { pagerAriaLabel } from '../../../lib/pager-labels.ts';
import { PATHS } from '../../../lib/routes.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useOrderSettings } from '../../cart/api/get-settings.ts';
import { useExportOrders } from '../api/export-orders.ts';
import { useOrders } from '../api/get-orders.ts';
import {
  clampPage,
  DEFAULT_ORDERS_SORT,
  nextSort,
  type OrdersColumn,
  type OrdersColumnField,
  type OrdersSort,
  orderSearchParam,
  ordersListColumns,
  ordersPage,
  sortOrders,
} from '../logic/orders-list.ts';
import { OrderStatusChip } from './order-status-chip.tsx';
import { OrdersSearch } from './orders-search.tsx';

export const orderPath = (phonexOrderNumber: string) =>
  `${PATHS.orders}/${encodeURIComponent(phonexOrderNumber)}`;

const ID_FIELDS = new Set<OrdersColumnField>(['refOrderNumberOrPhonexOrderNumber', 'phonexOrderNumber']);
const NUMERIC_FIELDS = new Set<OrdersColumnField>(['total', 'totalOrderedQuantity']);

/** Reads the list state from the URL, so Back from an order returns to the same search, sort and page. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1) || 0;
  const sortField = params.get('sort') as OrdersColumnField | null;
  const sort: OrdersSort = sortField
    ? { field: sortField, direction: params.get('dir') === 'asc' ? 'asc' : 'desc' }
    : DEFAULT_ORDERS_SORT;
  const update = (next: { search?: string; page?: number; sort?: OrdersSort }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next.search !== undefined) {
          if (next.search.trim()) p.set('search', next.search);
          else p.delete('search');
          p.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 0) p.set('page', String(next.page + 1));
          else p.delete('page');
        }
        if (next.sort) {
          const isDefault =
            next.sort.field === DEFAULT_ORDERS_SORT.field &&
            next.sort.direction === DEFAULT_ORDERS_SORT.direction;
          if (isDefault) {
            p.delete('sort');
            p.delete('dir');
          } else {
            p.set('sort', next.sort.field);
            p.set('dir', next.sort.direction);
          }
          p.delete('page');
        }
        return p;
      },
      { replace: true },
    );
  return { search, page, sort, update };
}

/** /orders (part 2 §2 Orders list; K-001…K-009, Q-047). */
export function OrdersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { search, page, sort, update } = useListState();
  const searchParam = orderSearchParam(search);
  const orders = useOrders(searchParam);
  // K-009: a failed settings load is only logged; the Q-047 defaults stand in.
  const settings = useOrderSettings().data;
  const exporter = useExportOrders();
  const columns = useMemo(() => ordersListColumns(settings), [settings]);
  const validSort =
    columns.some((c) => c.field === sort.field) || sort.field === 'updateDate' ? sort : DEFAULT_ORDERS_SORT;
  const sorted = useMemo(() => sortOrders(orders.data ?? [], validSort), [orders.data, validSort]);
  const shownPage = clampPage(page, sorted.length);
  const rows = ordersPage(sorted, shownPage);
  const open = (row: OrdersListRow) => navigate(orderPath(row.phonexOrderNumber));
  const loading = orders.isPending;
  const empty = !loading && sorted.length === 0;

  return (
    <Page
      title={t('ordersHeading')}
      actions={
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => exporter.mutate(searchParam)}
          disabled={exporter.isPending || loading}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('export')}
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: { xs: 1.5, sm: 2 }, pb: { xs: 0.5, sm: 1 }, maxWidth: 640 }}>
          <OrdersSearch value={search} onSearch={(text) => update({ search: text })} />
        </Box>
        <Box sx={{ height: 4 }}>
          {orders.isFetching && !loading ? <LinearProgress aria-label={t('loading')} /> : null}
        </Box>
        {empty ? (
          <EmptyState searching={searchParam !== undefined} onClear={() => update({ search: '' })} />
        ) : phone ? (
          <>
            <PhoneSort columns={columns} sort={validSort} onSort={(next) => update({ sort: next })} />
            <OrderCards rows={rows} columns={columns} settings={settings} loading={loading} onOpen={open} />
          </>
        ) : (
          <TableContainer>
            <Table size="medium" aria-label={t('ordersHeading')}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell
                      key={column.field}
                      align={NUMERIC_FIELDS.has(column.field) ? 'right' : 'left'}
                      sortDirection={validSort.field === column.field ? validSort.direction : false}
                      sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'action.hover' }}
                    >
                      <TableSortLabel
                        active={validSort.field === column.field}
                        direction={validSort.field === column.field ? validSort.direction : 'asc'}
                        onClick={() => update({ sort: nextSort(validSort, column.field) })}
                      >
                        {columnLabel(column, t)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {loading
                  ? Array.from({ length: 6 }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                      <TableRow key={i}>
                        {columns.map((c) => (
                          <TableCell key={c.field}>
                            <Skeleton width={c.field.includes('Status') ? 110 : '70%'} />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : rows.map((row) => (
                      <TableRow
                        key={row.phonexOrderNumber}
                        hover
                        onClick={() => open(row)}
                        sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
                      >
                        {columns.map((column) => (
                          <TableCell
                            key={column.field}
                            align={NUMERIC_FIELDS.has(column.field) ? 'right' : 'left'}
                            sx={{ whiteSpace: 'nowrap' }}
                          >
                            <OrderCell row={row} column={column} settings={settings} />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {!empty && !loading ? (
          <TablePagination
            component="div"
            count={sorted.length}
            page={shownPage}
            rowsPerPage={ORDERS_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => {
              update({ page: next });
              window.scrollTo({ top: 0 });
            }}
            showFirstButton
            showLastButton
            labelDisplayedRows={({ from, to, count }) => t('ordersRange', { from, to, total: count })}
            getItemAriaLabel={pagerAriaLabel(t)}
            sx={{ borderTop: 1, borderColor: 'divider' }}
          />
        ) : null}
      </Paper>
    </Page>
  );
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

const columnLabel = (column: OrdersColumn, t: Translate) =>
  column.label || (column.labelKey ? t(column.labelKey) : column.field);

/** One cell of a row (K-003, K-004): ids as links, dates formatted, statuses as chips. */
function OrderCell({
  row,
  column,
  settings,
}: {
  row: OrdersListRow;
  column: OrdersColumn;
  settings: OrderSettings | undefined;
}): ReactNode {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const value = row[column.field];
  switch (column.field) {
    case 'refOrderNumberOrPhonexOrderNumber':
    case 'phonexOrderNumber':
      return (
        <Link
          component={RouterLink}
          to={orderPath(row.phonexOrderNumber)}
          underline="hover"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          onClick={(e) => e.stopPropagation()}
        >
          {String(value)}
        </Link>
      );
    case 'updateDate':
    case 'createDate':
      return formatDateTime(String(value));
    case 'fulfillmentStatus':
      return (
        <OrderStatusChip code={row.fulfillmentStatus} statuses={settings?.fulfillmentSettings.statuses} />
      );
    case 'paymentStatus':
      return (
        <OrderStatusChip
          code={row.paymentStatus}
          statuses={settings?.paymentSettings.statuses}
          muted={row.fulfillmentStatus === 'CANCELED'}
        />
      );
    case 'pxnsOrder':
      return row.pxnsOrder ? t('yes') : t('no');
    case 'total':
      return formatMoney(row.total, { symbol: t('currencySymbol'), precision: config.currencyPrecision });
    default:
      return value === null || value === undefined || value === '' ? t('emptyValue') : String(value);
  }
}

/** Phones: one card per order; the same columns as label/value pairs, the id and statuses on top. */
/**
 * K-007 on a phone: the cards have no column headers to click, so the sort is a field (the list's columns, and
 * Updated, the default) and a button that turns the direction.
 */
function PhoneSort({
  columns,
  sort,
  onSort,
}: {
  columns: OrdersColumn[];
  sort: OrdersSort;
  onSort(next: OrdersSort): void;
}) {
  const { t } = useTranslation();
  const fields = columns.some((c) => c.field === 'updateDate')
    ? columns
    : [...columns, { field: 'updateDate' as const, label: '', labelKey: 'columnUpdated' }];
  const ascending = sort.direction === 'asc';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, pt: 1 }}>
      <TextField
        select
        size="small"
        label={t('sortBy')}
        value={sort.field}
        onChange={(e) => {
          const field = e.target.value as OrdersColumnField;
          if (field !== sort.field) onSort(nextSort(sort, field));
        }}
        slotProps={{ select: { native: true } }}
        sx={{ flex: 1 }}
      >
        {fields.map((c) => (
          <option key={c.field} value={c.field}>
            {columnLabel(c, t)}
          </option>
        ))}
      </TextField>
      <IconButton
        aria-label={t(ascending ? 'sortedAscending' : 'sortedDescending')}
        title={t(ascending ? 'sortedAscending' : 'sortedDescending')}
        onClick={() => onSort({ ...sort, direction: ascending ? 'desc' : 'asc' })}
      >
        {ascending ? <ArrowUpward /> : <ArrowDownward />}
      </IconButton>
    </Stack>
  );
}

function OrderCards({
  rows,
  columns,
  settings,
  loading,
  onOpen,
}: {
  rows: OrdersListRow[];
  columns: OrdersColumn[];
  settings: OrderSettings | undefined;
  loading: boolean;
  onOpen(row: OrdersListRow): void;
}) {
  const { t } = useTranslation();
  const idColumn = columns.find((c) => ID_FIELDS.has(c.field));
  const rest = columns.filter(
    (c) => c !== idColumn && c.field !== 'fulfillmentStatus' && c.field !== 'paymentStatus',
  );
  if (loading) {
    return (
      <Stack spacing={1.5} sx={{ p: 1.5 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ p: 1.5, m: 0, listStyle: 'none' }}
      aria-label={t('ordersHeading')}
    >
      {rows.map((row) => (
        <Card component="li" key={row.phonexOrderNumber} variant="outlined">
          <CardActionArea onClick={() => onOpen(row)} sx={{ p: 1.5 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
            >
              <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {idColumn ? String(row[idColumn.field]) : row.phonexOrderNumber}
              </Typography>
              <Stack
                direction="row"
                spacing={0.5}
                useFlexGap
                sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
              >
                {columns.some((c) => c.field === 'fulfillmentStatus') ? (
                  <OrderStatusChip
                    code={row.fulfillmentStatus}
                    statuses={settings?.fulfillmentSettings.statuses}
                  />
                ) : null}
                {columns.some((c) => c.field === 'paymentStatus') ? (
                  <OrderStatusChip
                    code={row.paymentStatus}
                    statuses={settings?.paymentSettings.statuses}
                    muted={row.fulfillmentStatus === 'CANCELED'}
                  />
                ) : null}
              </Stack>
            </Stack>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0 }}
            >
              {rest.map((column) => (
                <Box key={column.field} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {columnLabel(column, t)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    <OrderCell row={row} column={column} settings={settings} />
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

function EmptyState({ searching, onClear }: { searching: boolean; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', px: 2, py: { xs: 6, sm: 8 } }}>
      {searching ? (
        <SearchOff sx={{ fontSize: 48, color: 'text.disabled' }} />
      ) : (
        <ReceiptLongOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
      )}
      <Typography variant="h6" component="p">
        {searching ? t('noOrdersMatch') : t('noOrdersYet')}
      </Typography>
      {searching ? (
        <Button onClick={onClear}>{t('clearSearch')}</Button>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary' }}>{t('noOrdersYetText')}</Typography>
          <Button component={RouterLink} to={PATHS.stock} variant="contained">
            {t('backToStocklist')}
          </Button>
        </>
      )}
    </Stack>
  );
}
