import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
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
import type { StaffAuditEntry } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadFailed, NothingYet } from '../../../components/load-states.tsx';
import { hasText, t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { useAuditLog } from '../api/audit.ts';
import { actionWords, targetOf } from '../audit-words.ts';
import { diffOf } from '../diff.ts';

const PAGE_SIZE = 25;
/** The dictionary's prefixes of enum codes an audit entry may hold. */
const CODE_WORDS = ['consoleStaffRole', 'consoleAuthority', 'consoleBuyerStatus'];

/**
 * /seller/audit (any staff): who did what in the console, when, to what, with what changed (before → after);
 * filtered by action and by staff member, paged. Filters and page are in the URL.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const action = params.get('action') ?? '';
  const actor = params.get('actor') ?? '';
  // Cards below 900 px, where the table would need a horizontal scroll beside the side navigation.
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const log = useAuditLog({
    action: action || undefined,
    actor: actor || undefined,
    page,
    pageSize: PAGE_SIZE,
  });

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  const money = useMoney();
  const words = {
    yes: t('consoleYes'),
    no: t('consoleNo'),
    empty: t('consoleAuditEmpty'),
    money,
    // Codes the console already names elsewhere read as there: 'Read-only', 'Buy online (cart, offers, checkout)'.
    code: (code: string) => {
      const key = CODE_WORDS.map((prefix) => `${prefix}${code}`).find(hasText);
      return key ? t(key) : undefined;
    },
  };
  const changes = (e: StaffAuditEntry) => {
    const rows = diffOf(e.before, e.after, words);
    if (rows.length === 0) return null;
    return (
      <Box component="dl" sx={{ m: 0, fontSize: '0.85rem', display: 'grid', gap: 0.5 }}>
        {rows.map((d) => (
          <Box key={`${d.kind}:${d.field}`}>
            {d.field && (
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {d.field}
              </Box>
            )}
            <Box component="dd" sx={{ m: 0, overflowWrap: 'break-word' }}>
              {d.kind === 'list' ? (
                <>
                  {d.added.length > 0 && (
                    <Box>
                      {t('consoleAuditAdded')}: <ins>{d.added.join(', ')}</ins>
                    </Box>
                  )}
                  {d.removed.length > 0 && (
                    <Box>
                      {t('consoleAuditRemoved')}:{' '}
                      <Box component="del" sx={{ color: 'text.secondary' }}>
                        {d.removed.join(', ')}
                      </Box>
                    </Box>
                  )}
                </>
              ) : d.kind === 'noted' ? (
                d.value
              ) : (
                <>
                  <Box component="del" sx={{ color: 'text.secondary' }}>
                    {d.before}
                  </Box>{' '}
                  → <ins>{d.after}</ins>
                </>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    );
  };
  const target = (e: StaffAuditEntry) => {
    const { kind, name, href } = targetOf(e);
    return (
      <>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {kind}
        </Box>
        {name && (
          <>
            {' '}
            {href ? (
              <Link component={RouterLink} to={href}>
                {name}
              </Link>
            ) : (
              name
            )}
          </>
        )}
      </>
    );
  };
  // An e-mail breaks after its @ when the column is narrow, not in the middle of a word.
  const who = (email: string) => {
    const at = email.indexOf('@');
    return at < 0 ? (
      email
    ) : (
      <>
        {email.slice(0, at)}
        <wbr />
        {email.slice(at)}
      </>
    );
  };

  let body: ReactNode;
  if (log.isPending) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={t('consoleLoadingTheAuditLog')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (log.isError) {
    body = (
      <LoadFailed
        error={log.error}
        onRetry={() => void log.refetch()}
        lead={t('consoleTheAuditLogCouldNotBeLoaded')}
      />
    );
  } else if (log.data.entries.length === 0 && page === 1) {
    body = <NothingYet title={t('consoleNoAuditEntries')} explanation={t('consoleAuditLogIntro')} />;
  } else {
    const { entries, hasMore } = log.data;
    body = (
      <Card>
        {isCompact ? (
          <Stack component="ul" aria-label={t('consoleAuditLog')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((e) => (
              <Box component="li" key={e.id} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                  <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {who(e.actorEmail)}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{actionWords(e.action)}</Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'break-word', mb: 0.5 }}>
                  {target(e)}
                </Typography>
                {changes(e)}
              </Box>
            ))}
          </Stack>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('consoleAuditLog')}>
              <TableHead>
                <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                  <TableCell>{t('consoleAuditWhen')}</TableCell>
                  <TableCell>{t('consoleAuditWho')}</TableCell>
                  <TableCell>{t('consoleAuditAction')}</TableCell>
                  <TableCell>{t('consoleAuditTarget')}</TableCell>
                  <TableCell>{t('consoleAuditChanges')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((e) => (
                  <TableRow key={e.id} sx={{ verticalAlign: 'top' }}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'break-word', minWidth: 140 }}>
                      {who(e.actorEmail)}
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>{actionWords(e.action)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'break-word', minWidth: 140 }}>{target(e)}</TableCell>
                    <TableCell sx={{ maxWidth: 480 }}>{changes(e)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <TablePagination
          component="div"
          count={hasMore ? -1 : (page - 1) * PAGE_SIZE + entries.length}
          page={page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_e, p) => update({ page: p === 0 ? null : String(p + 1) })}
          labelDisplayedRows={({ from, to, count }) =>
            count === -1
              ? t('consoleRowsFromToOfMore', { from, to })
              : t('consoleRowsFromToOf', { from, to, count })
          }
        />
      </Card>
    );
  }

  const facets = log.data;
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        {t('consoleAuditLog')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('consoleAuditLogIntro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('consoleAuditAction')}
          value={action}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => update({ action: e.target.value, page: null })}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('consoleAuditAnyAction')}</MenuItem>
          {(facets?.actions ?? (action ? [action] : []))
            .map((a) => ({ code: a, words: actionWords(a) }))
            .sort((x, y) => x.words.localeCompare(y.words))
            .map((a) => (
              <MenuItem key={a.code} value={a.code}>
                {a.words}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('consoleAuditWho')}
          value={actor}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => update({ actor: e.target.value, page: null })}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('consoleAuditAnyone')}</MenuItem>
          {(facets?.actors ?? (actor ? [actor] : [])).map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {body}
    </Box>
  );
}
