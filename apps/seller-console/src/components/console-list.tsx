import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination, { type TablePaginationProps } from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { t } from '../lib/i18n.ts';
import { LoadFailed } from './load-states.tsx';

/**
 * The list of a console page searched, sorted and paged by the server (stock, orders): an error with Retry, six
 * placeholders while the first page loads, the page's empty card, else the rows — a table with sortable headings
 * from 900 px (`isCompact` false), a list of cards below — with a bar while a newer page loads and the paging under
 * them.
 */

export type ListColumn<S extends string> = { label: string; sort?: S; align?: 'right' };

type ListQuery = {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  refetch(): unknown;
};

export function ConsoleList<T, S extends string>(props: {
  query: ListQuery;
  /** The page's rows, once loaded. */
  items: readonly T[] | undefined;
  /** Names the table and the list of cards. */
  label: string;
  loadingLabel: string;
  /** The empty card's content. */
  empty: ReactNode;
  isCompact: boolean;
  /** A heading without a label is the row actions' column, named for screen readers only. */
  columns: readonly ListColumn<S>[];
  sort: { by: S; dir: 'asc' | 'desc'; onSort(by: S): void };
  row(item: T): ReactNode;
  /** A card of the compact list: an `li`. */
  card(item: T): ReactNode;
  pagination: ReactNode;
}) {
  const { query, items, sort } = props;
  if (query.isError)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} size="medium" />;
  if (query.isPending || !items)
    return (
      <Stack spacing={1} aria-busy="true" aria-label={props.loadingLabel}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} variant="rounded" height={52} />
        ))}
      </Stack>
    );
  if (items.length === 0)
    return (
      <Card variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        {props.empty}
      </Card>
    );
  if (props.isCompact)
    return (
      <Box>
        <CompactSort columns={props.columns} sort={sort} />
        {query.isFetching && <LinearProgress aria-label={t('consoleRefreshing')} sx={{ mb: 1 }} />}
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={props.label}>
          {items.map(props.card)}
        </Stack>
        {props.pagination}
      </Box>
    );
  return (
    <Card variant="outlined">
      {query.isFetching && <LinearProgress aria-label={t('consoleRefreshing')} />}
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {props.columns.map((c) => (
                <TableCell
                  key={c.label || 'actions'}
                  align={c.align}
                  sx={{ whiteSpace: 'nowrap' }}
                  sortDirection={c.sort && sort.by === c.sort ? sort.dir : false}
                >
                  {c.sort ? (
                    <TableSortLabel
                      active={sort.by === c.sort}
                      direction={sort.by === c.sort ? sort.dir : 'asc'}
                      onClick={() => sort.onSort(c.sort!)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label || <span className="visually-hidden">{t('consoleActions')}</span>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{items.map(props.row)}</TableBody>
        </Table>
      </TableContainer>
      {props.pagination}
    </Card>
  );
}

/**
 * The sort of a list of cards (no headings to click): a field of the sortable columns and a button that turns the
 * direction — the same calls as the table's headings (another column, or the active one again).
 */
function CompactSort<S extends string>(props: {
  columns: readonly ListColumn<S>[];
  sort: { by: S; dir: 'asc' | 'desc'; onSort(by: S): void };
}) {
  const { sort } = props;
  const sortable = props.columns.filter((c): c is ListColumn<S> & { sort: S } => c.sort !== undefined);
  if (sortable.length === 0) return null;
  const ascending = sort.dir === 'asc';
  const turn = t(ascending ? 'consoleSortedAscending' : 'consoleSortedDescending');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('consoleSortBy')}
        value={sort.by}
        onChange={(e) => {
          if (e.target.value !== sort.by) sort.onSort(e.target.value as S);
        }}
        slotProps={{ select: { native: true } }}
        sx={{ flex: 1 }}
      >
        {sortable.map((c) => (
          <option key={c.sort} value={c.sort}>
            {c.label}
          </option>
        ))}
      </TextField>
      <IconButton aria-label={turn} title={turn} onClick={() => sort.onSort(sort.by)}>
        {ascending ? <ArrowUpward /> : <ArrowDownward />}
      </IconButton>
    </Stack>
  );
}

/**
 * The paging under a console list: `page` counts from 1; `count` -1 when the server only says another page follows.
 * A phone reads "Rows" for "Rows per page".
 */
export function ConsolePaging(props: {
  count: number;
  page: number;
  size: number;
  sizes: readonly number[];
  isCompact: boolean;
  onPage(page: number): void;
  onSize(size: number): void;
  labelDisplayedRows?: TablePaginationProps['labelDisplayedRows'];
}) {
  return (
    <TablePagination
      component="div"
      count={props.count}
      page={props.page - 1}
      rowsPerPage={props.size}
      rowsPerPageOptions={[...props.sizes]}
      onPageChange={(_e, page) => props.onPage(page + 1)}
      onRowsPerPageChange={(e) => props.onSize(Number(e.target.value))}
      labelRowsPerPage={props.isCompact ? t('consoleRows') : t('consoleRowsPerPage')}
      // A phone's width: the controls wrap instead of pushing the next-page arrow off the screen.
      sx={
        props.isCompact
          ? {
              '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 },
              '& .MuiTablePagination-spacer': { display: 'none' },
            }
          : undefined
      }
      {...(props.labelDisplayedRows ? { labelDisplayedRows: props.labelDisplayedRows } : {})}
    />
  );
}
