import FilterAltOff from '@mui/icons-material/FilterAltOff';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SellerOfferAction, type SellerOfferHistoryResponse } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed, NothingYet } from '../../../components/load-states.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { t } from '../../../lib/i18n.ts';
import { useTypedFilter } from '../../../lib/use-typed-filter.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { useOfferHistory } from '../api/get-offer-history.ts';
import { useNow } from '../hooks/use-now.ts';
import { formatAge, formatQuantity, percentOfList } from '../logic/format.ts';
import { ActionChip } from './action-chip.tsx';

type HistoryRow = SellerOfferHistoryResponse['answers'][number];

const PAGE_SIZE = 25;
const num = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

const OUTCOMES = [
  ['ACCEPT', 'consoleAccepted'],
  ['COUNTER', 'consoleCountered'],
  ['REJECT', 'consoleRejected'],
] as const;
const TYPING_PAUSE_MS = 300;

/**
 * Answered offers, newest first: who answered (a seller or an auto-rule, Q-020), what, at which prices, when — of
 * one outcome or matching an item or buyer (in the URL: `action`, `q`), older ones a page of 100 at a time.
 */
export function OffersHistory() {
  const [params, setParams] = useSearchParams();
  const action = SellerOfferAction.safeParse(params.get('action')).data ?? null;
  const q = params.get('q') ?? '';
  const setFilter = (name: 'action' | 'q', value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const search = useTypedFilter(q, (value) => setFilter('q', value), TYPING_PAUSE_MS);
  const history = useOfferHistory({ action, q });
  // Another filter starts on its first page: the page is kept with the filter it was chosen under.
  const filterKey = `${action ?? ''}|${q}`;
  const [paged, setPaged] = useState({ filterKey, page: 0 });
  const page = paged.filterKey === filterKey ? paged.page : 0;
  const setPage = (next: number) => setPaged({ filterKey, page: next });
  const isFiltered = Boolean(action || q || search.text);
  const filters = (
    <Box
      role="search"
      aria-label={t('consoleFilterHistory')}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '2fr minmax(180px, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <SearchField
        label={t('consoleItemOrBuyer')}
        placeholder={t('consoleItemOrBuyerPlaceholder')}
        value={search.text}
        onChange={(e) => search.type(e.target.value)}
      />
      <TextField
        select
        size="small"
        label={t('consoleAnswer')}
        value={action ?? ''}
        onChange={(e) => setFilter('action', e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('consoleAllAnswers')}</MenuItem>
        {OUTCOMES.map(([value, word]) => (
          <MenuItem key={value} value={value}>
            {t(word)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        startIcon={<FilterAltOff />}
        onClick={() => {
          search.clear();
          setParams(
            (now) => {
              const next = new URLSearchParams(now);
              next.delete('action');
              next.delete('q');
              return next;
            },
            { replace: true },
          );
        }}
        disabled={!isFiltered}
        sx={{ justifySelf: 'start' }}
      >
        {t('consoleClearFilters')}
      </Button>
    </Box>
  );
  const money = useMoney();
  const now = useNow();
  // Cards below 1200 px: beside the permanent side navigation the table would need a horizontal scroll.
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));

  if (history.isPending) {
    return (
      <>
        {filters}
        <Stack spacing={1} aria-busy="true" aria-label={t('consoleLoadingHistory')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      </>
    );
  }
  if (history.isError) {
    return (
      <>
        {filters}
        <LoadFailed
          error={history.error}
          onRetry={() => void history.refetch()}
          lead={t('consoleTheHistoryCouldNotBeLoaded')}
        />
      </>
    );
  }
  const rows = history.data.pages.flatMap((p) => p.answers);
  if (rows.length === 0) {
    // Nothing answered yet: no filters to offer.
    return isFiltered ? (
      <>
        {filters}
        <NothingYet
          title={t('consoleNoAnswerMatchesTheFilters')}
          explanation={t('consoleTryAnotherSearchOrClearThe')}
        />
      </>
    ) : (
      <NothingYet title={t('consoleNoAnsweredOffersYet')} explanation={t('consoleOffersYouOrAnAutoRule')} />
    );
  }
  const lastPage = Math.max(0, Math.ceil(rows.length / PAGE_SIZE) - 1);
  const shown = rows.slice(Math.min(page, lastPage) * PAGE_SIZE, (Math.min(page, lastPage) + 1) * PAGE_SIZE);
  const answeredBy = (row: HistoryRow) =>
    row.auto || row.answeredBy === null ? (
      <Chip size="small" icon={<SmartToyOutlined />} label={t('consoleAutoRule')} />
    ) : (
      row.answeredBy
    );
  const counter = (row: HistoryRow) =>
    row.counterPrice === null
      ? '—'
      : `${money(row.counterPrice)}${row.minimumCheckoutQuantity === null ? '' : ` · min ${formatQuantity(row.minimumCheckoutQuantity)}`}`;

  return (
    <>
      {filters}
      <Card>
        {isCompact ? (
          <Stack
            component="ul"
            aria-label={t('consoleAnsweredOffers')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {shown.map((row) => (
              <Box component="li" key={row.answerId} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
                  <Box
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}
                  >
                    <ActionChip action={row.action} />
                    <Typography variant="body2" color="text.secondary">
                      <time dateTime={row.answeredAt}>{formatAge(row.answeredAt, now)}</time>
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 600, mt: 1 }}>{row.itemDescription}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.itemNumberWarehouse} · {row.buyer.name}
                    {row.buyer.company ? `, ${row.buyer.company}` : ''}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {t('consoleOffer')} {formatQuantity(row.offerQuantity)} × {money(row.offerPrice)} (
                    {percentOfList(row.offerPrice, row.listPrice)} {t('consoleOf')} {money(row.listPrice)})
                    {row.counterPrice !== null && (
                      <>
                        {' '}
                        {t('consoleCounter2')} {counter(row)}
                      </>
                    )}
                  </Typography>
                  <Box sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>
                    {t('consoleBy')} {answeredBy(row)}
                  </Box>
                </CardContent>
              </Box>
            ))}
          </Stack>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('consoleAnsweredOffers')} sx={{ minWidth: 900 }}>
              <TableHead>
                <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                  <TableCell>{t('consoleAnswered')}</TableCell>
                  <TableCell>{t('consoleBuyer')}</TableCell>
                  <TableCell>{t('consoleItem')}</TableCell>
                  <TableCell>{t('consoleAnswer')}</TableCell>
                  <TableCell sx={num}>{t('consoleOffer')}</TableCell>
                  <TableCell sx={num}>{t('consoleListPrice')}</TableCell>
                  <TableCell sx={num}>{t('consoleCounter')}</TableCell>
                  <TableCell>{t('consoleBy')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => (
                  <TableRow key={row.answerId} hover sx={{ '& td': { py: 1.25 } }}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={row.answeredAt} title={formatDateTime(row.answeredAt)}>
                        {formatAge(row.answeredAt, now)}
                      </time>
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {row.buyer.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {row.buyer.company ?? row.buyer.email}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ maxWidth: 260 }}>
                      <Typography variant="body2">{row.itemDescription}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {row.itemNumberWarehouse}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <ActionChip action={row.action} />
                    </TableCell>
                    <TableCell sx={num}>
                      {formatQuantity(row.offerQuantity)} × {money(row.offerPrice)}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {percentOfList(row.offerPrice, row.listPrice)} {t('consoleOfList')}
                      </Typography>
                    </TableCell>
                    <TableCell sx={num}>{money(row.listPrice)}</TableCell>
                    <TableCell sx={num}>{counter(row)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{answeredBy(row)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <TablePagination
          component="div"
          count={rows.length}
          page={Math.min(page, lastPage)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_e, p) => setPage(p)}
        />
        {/* On the last page loaded, older answers are a click away (a page of 100 at a time). */}
        {history.hasNextPage && Math.min(page, lastPage) === lastPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
            <Button
              variant="outlined"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage().then(() => setPage(lastPage + 1))}
            >
              {t('consoleShowOlderAnswers')}
            </Button>
          </Box>
        )}
      </Card>
    </>
  );
}
