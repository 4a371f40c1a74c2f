import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DeskQueueRow } from '@portico/contract/order-desk';
import { formatDate } from '@portico/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConsoleList, ConsolePaging, type ListColumn } from '../../../components/console-list.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { useDeskQueue, useExportDeskQueue } from '../api/desk-queue.ts';
import { useOrdersEvents } from '../hooks/use-orders-events.ts';
import { NEEDS_ACTION_LABEL } from '../logic/needs-action-label.ts';
import {
  hasOrdersFilters,
  type OrderSort,
  PAGE_SIZES,
  type PageSize,
  parseOrdersUrl,
  reduceOrders,
  serializeOrdersUrl,
  toDeskQuery,
} from '../logic/orders-url-state.ts';
import { OrderStatusChip } from './order-status-chip.tsx';
import { OrdersFilters } from './orders-filters.tsx';

const COLUMNS: ListColumn<OrderSort>[] = [
  { label: t('consoleOrder'), sort: 'phonexOrderNumber' },
  { label: t('consoleBuyer'), sort: 'buyer' },
  { label: t('consolePlaced'), sort: 'createDate' },
  { label: t('consoleUpdated'), sort: 'updateDate' },
  { label: t('consoleWarehouse') },
  { label: t('consoleStatus') },
  { label: t('consoleUnits'), align: 'right' },
  { label: t('consoleTotal'), sort: 'total', align: 'right' },
];

const buyerName = (row: DeskQueueRow) => row.buyer.name;

/**
 * /seller/orders: every order of the tenant, searched (one number or a pasted list), filtered, sorted and paged by
 * the server, with the orders that need the desk's action one filter away; exported as .xlsx with the same
 * filters. A table from 900 px, cards below. An orders.changed event refreshes it.
 */
export function OrdersPage() {
  const money = useMoney();
  const notify = useNotify();
  useOrdersEvents();
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const exportOrders = useExportDeskQueue();

  const [state, dispatch] = useUrlState(parseOrdersUrl, serializeOrdersUrl, reduceOrders);
  const query = useMemo(() => toDeskQuery(state), [state]);
  const queue = useDeskQueue(query);
  const { data } = queue;
  const exportNow = () => {
    const { page: _page, pageSize: _size, ...filters } = query;
    exportOrders.mutate(filters, {
      onSuccess: (name) => notify(t('consoleExportedOrders', { name })),
      onError: (err) => notify(err.message, 'error'),
    });
  };
  const filteredBuyer = state.buyer ? data?.orders.find((o) => o.buyer.buyerId === state.buyer) : undefined;

  // The server answers a page and whether another follows (no count over the whole table, P14).
  const shownUpTo = data ? (state.page - 1) * state.size + data.orders.length : 0;
  const pagination = data && (data.orders.length > 0 || state.page > 1) && (
    <ConsolePaging
      count={data.hasMore ? -1 : shownUpTo}
      page={state.page}
      size={state.size}
      sizes={PAGE_SIZES}
      isCompact={isCompact}
      onPage={(page) => dispatch({ type: 'page', page })}
      onSize={(size) => dispatch({ type: 'size', size: size as PageSize })}
      labelDisplayedRows={({ from, to, count }) =>
        count === -1
          ? t('consoleRowsFromToOfMore', { from, to })
          : t('consoleRowsFromToOf', { from, to, count })
      }
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
            {t('consoleOrders')}
          </Typography>
          <Typography color="text.secondary">
            {hasOrdersFilters(state)
              ? t('consoleOrdersMatchingTheFilters')
              : t('consoleEveryOrderOfYourBuyers')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<FileDownload />}
          onClick={exportNow}
          loading={exportOrders.isPending}
          loadingPosition="start"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {hasOrdersFilters(state) ? t('consoleExportFiltered') : t('consoleExportOrders')}
        </Button>
      </Stack>

      <Card variant="outlined" sx={{ p: 2, mb: 2 }}>
        <OrdersFilters
          state={state}
          warehouses={data?.warehouses ?? []}
          buyerLabel={filteredBuyer ? buyerName(filteredBuyer) : undefined}
          onFilter={(field, value) => dispatch({ type: 'filter', field, value })}
          onClear={() => dispatch({ type: 'clear-filters' })}
        />
      </Card>

      {data && data.notFound.length > 0 && (
        // K-006: a pasted list is matched whole; what matched no order is named, not dropped in silence.
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('consoleNoOrderHasTheNumber', { numbers: data.notFound.join(', ') })}
        </Alert>
      )}

      <ConsoleList
        query={queue}
        items={data?.orders}
        label={t('consoleOrders')}
        loadingLabel={t('consoleLoadingOrders')}
        empty={
          state.page > 1 ? (
            // Past the last page (an old link, or rows that left the filter): not "no orders".
            <>
              <Typography variant="h6" component="p">
                {t('consoleNoOrdersOnThisPage')}
              </Typography>
              <Button onClick={() => dispatch({ type: 'page', page: 1 })}>
                {t('consoleGoToTheFirstPage')}
              </Button>
            </>
          ) : (
            <>
              <Typography variant="h6" component="p">
                {hasOrdersFilters(state) ? t('consoleNoOrdersMatch') : t('consoleNoOrdersYet')}
              </Typography>
              {hasOrdersFilters(state) && (
                <Typography color="text.secondary">{t('consoleTryAnotherSearchOrClearThe')}</Typography>
              )}
            </>
          )
        }
        isCompact={isCompact}
        columns={COLUMNS}
        sort={{ by: state.sort, dir: state.dir, onSort: (sort) => dispatch({ type: 'sort', sort }) }}
        card={(row) => (
          <li key={row.phonexOrderNumber}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={`/orders/${row.phonexOrderNumber}`} sx={{ p: 2 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{row.phonexOrderNumber}</Typography>
                  <Typography sx={{ fontWeight: 600 }}>
                    {row.freightUndefined ? t('consoleToBeQuoted') : money(row.total)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {buyerName(row)} · {formatDate(row.createDate)} · {row.warehouse}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                  <OrderStatusChip status={row.fulfillmentStatus} />
                  <OrderStatusChip status={row.paymentStatus} />
                  {row.needsAction && (
                    <Chip size="small" color="secondary" label={NEEDS_ACTION_LABEL[row.needsAction]()} />
                  )}
                </Stack>
              </CardActionArea>
            </Card>
          </li>
        )}
        row={(row) => (
          <TableRow key={row.phonexOrderNumber} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link component={RouterLink} to={`/orders/${row.phonexOrderNumber}`} sx={{ fontWeight: 600 }}>
                {row.phonexOrderNumber}
              </Link>
              {row.refOrderNumber && (
                <Typography variant="body2" color="text.secondary">
                  {row.refOrderNumber}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              {buyerName(row)}
              <Typography variant="body2" color="text.secondary">
                {row.buyer.email}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.createDate)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.updateDate)}</TableCell>
            <TableCell>{row.warehouse}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <OrderStatusChip status={row.fulfillmentStatus} />
                <OrderStatusChip status={row.paymentStatus} />
                {row.needsAction && (
                  <Chip size="small" color="secondary" label={NEEDS_ACTION_LABEL[row.needsAction]()} />
                )}
              </Stack>
            </TableCell>
            <TableCell align="right">{row.totalOrderedQuantity.toLocaleString('en-US')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {row.freightUndefined ? t('consoleToBeQuoted') : money(row.total)}
            </TableCell>
          </TableRow>
        )}
        pagination={pagination}
      />
    </Box>
  );
}
