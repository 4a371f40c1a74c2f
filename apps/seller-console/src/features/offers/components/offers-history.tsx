import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SellerOfferHistoryResponse } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import { useState } from 'react';
import { LoadFailed, NothingYet } from '../../../components/load-states.tsx';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { useOfferHistory } from '../api/get-offer-history.ts';
import { useNow } from '../hooks/use-now.ts';
import { formatAge, formatQuantity, percentOfList } from '../logic/format.ts';
import { ActionChip } from './action-chip.tsx';

type HistoryRow = SellerOfferHistoryResponse['answers'][number];

const PAGE_SIZE = 25;
const num = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** Answered offers, newest first: who answered (a seller or an auto-rule, Q-020), what, at which prices, when. */
export function OffersHistory() {
  const history = useOfferHistory();
  const money = useMoney();
  const now = useNow();
  // Cards below 1200 px: beside the permanent side navigation the table would need a horizontal scroll.
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const [page, setPage] = useState(0);

  if (history.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('consoleLoadingHistory')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <LoadFailed
        error={history.error}
        onRetry={() => void history.refetch()}
        lead={t('consoleTheHistoryCouldNotBeLoaded')}
      />
    );
  }
  const rows = history.data.answers;
  if (rows.length === 0) {
    return (
      <NothingYet title={t('consoleNoAnsweredOffersYet')} explanation={t('consoleOffersYouOrAnAutoRule')} />
    );
  }
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
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
    <Card>
      {isCompact ? (
        <Stack component="ul" aria-label={t('consoleAnsweredOffers')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((row) => (
            <Box component="li" key={row.answerId} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
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
        page={Math.min(page, Math.max(0, Math.ceil(rows.length / PAGE_SIZE) - 1))}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_e, p) => setPage(p)}
      />
    </Card>
  );
}
