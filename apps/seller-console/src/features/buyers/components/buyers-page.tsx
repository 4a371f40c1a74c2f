import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
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
import { BuyerAdminStatus, type BuyerSummary } from '@portico/contract';
import { formatDate } from '@portico/domain';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigation } from 'react-router';
import { ConsoleList, ConsolePaging, type ListColumn } from '../../../components/console-list.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { t } from '../../../lib/i18n.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { CanWrite } from '../../staff/hooks.ts';
import { useBuyers } from '../api/buyers.ts';
import {
  BUYER_PAGE_SIZES,
  parseBuyersUrl,
  reduceBuyers,
  serializeBuyersUrl,
  toBuyersQuery,
} from '../logic/buyers-url-state.ts';
import { InviteBuyerDialog } from './buyer-dialogs.tsx';
import { BuyerStatusChip } from './buyer-status-chip.tsx';

const COLUMNS: ListColumn<never>[] = [
  { label: t('consoleBuyerName') },
  { label: t('consoleCompany') },
  { label: t('consoleEMail') },
  { label: t('consoleStatus') },
  { label: t('consoleSince') },
];

const nameOf = (b: BuyerSummary) => `${b.firstName} ${b.lastName}`.trim() || b.email;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /seller/buyers: the tenant's buyers, searched (name, company, e-mail), filtered by status and paged by the
 * server, each opening the buyer's page; Invite buyer opens an account with a mailed temporary password.
 */
export function BuyersPage() {
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [state, dispatch] = useUrlState(parseBuyersUrl, serializeBuyersUrl, reduceBuyers);
  const query = useMemo(() => toBuyersQuery(state), [state]);
  const buyers = useBuyers(query);
  const [search, setSearch] = useState(state.q);
  const [isInviting, setInviting] = useState(false);
  // While another page loads (the user left), a search still waiting must not pull them back here.
  const isLeaving = useNavigation().state !== 'idle';
  useEffect(() => {
    if (isLeaving || search.trim() === state.q) return;
    const timer = setTimeout(() => dispatch({ type: 'filter', q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state.q, dispatch, isLeaving]);
  const filtered = state.q !== '' || state.status !== '';

  const data = buyers.data;
  const pagination = data && data.total > 0 && (
    <ConsolePaging
      count={data.total}
      page={state.page}
      size={state.size}
      sizes={BUYER_PAGE_SIZES}
      isCompact={isCompact}
      onPage={(page) => dispatch({ type: 'page', page })}
      onSize={(size) => dispatch({ type: 'size', size })}
      labelDisplayedRows={({ from, to, count }) => t('consoleRowsFromToOf', { from, to, count })}
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
            {t('consoleBuyers')}
          </Typography>
          <Typography color="text.secondary">{t('consoleBuyersIntro')}</Typography>
        </Box>
        <CanWrite>
          <Button
            variant="contained"
            startIcon={<PersonAddOutlined />}
            onClick={() => setInviting(true)}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {t('consoleInviteBuyer')}
          </Button>
        </CanWrite>
      </Stack>

      <Card variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <SearchField
            label={t('consoleSearchBuyers')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            // Wide enough for a company name, not the whole row: the status filters stay on one line beside it.
            sx={{ minWidth: { md: 280 }, maxWidth: { md: 420 } }}
          />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            role="group"
            aria-label={t('consoleBuyerStatusFilter')}
          >
            {(['', ...BuyerAdminStatus.options] as const).map((status) => (
              <Chip
                key={status || 'all'}
                label={status ? t(`consoleBuyerStatus${status}`) : t('consoleAllBuyers')}
                color={state.status === status ? 'primary' : 'default'}
                variant={state.status === status ? 'filled' : 'outlined'}
                aria-pressed={state.status === status}
                onClick={() => dispatch({ type: 'status', status })}
              />
            ))}
          </Stack>
        </Stack>
      </Card>

      <ConsoleList
        query={buyers}
        items={data?.buyers}
        label={t('consoleBuyers')}
        loadingLabel={t('consoleLoadingBuyers')}
        empty={
          <Typography variant="h6" component="p">
            {filtered ? t('consoleNoBuyersMatch') : t('consoleNoBuyersYet')}
          </Typography>
        }
        isCompact={isCompact}
        columns={COLUMNS}
        sort={{ by: undefined as never, dir: 'asc', onSort: () => undefined }}
        card={(b) => (
          <li key={b.id}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={`/buyers/${b.id}`} sx={{ p: 2 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{nameOf(b)}</Typography>
                  <BuyerStatusChip status={b.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[b.company, b.email].filter(Boolean).join(' · ')}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        )}
        row={(b) => (
          <TableRow key={b.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/buyers/${b.id}`} sx={{ fontWeight: 600 }}>
                {nameOf(b)}
              </Link>
            </TableCell>
            <TableCell>{b.company}</TableCell>
            <TableCell>{b.email}</TableCell>
            <TableCell>
              <BuyerStatusChip status={b.status} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(b.createdAt)}</TableCell>
          </TableRow>
        )}
        pagination={pagination}
      />
      {isInviting && <InviteBuyerDialog onClose={() => setInviting(false)} />}
    </Box>
  );
}
