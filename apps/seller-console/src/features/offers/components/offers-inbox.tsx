import Inbox from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SellerOffer, SellerOfferAction, SellerOfferAnswer } from '@portico/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFocusWhenLost } from '../../../components/focus-when-lost.ts';
import { LoadFailed } from '../../../components/load-states.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { ReadOnlyNote } from '../../../components/read-only-note.tsx';
import { t } from '../../../lib/i18n.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { useStaffCan } from '../../staff/hooks.ts';
import { useAnswerOffers, useUndoAnswers } from '../api/answer-offers.ts';
import { useSellerOffers } from '../api/get-seller-offers.ts';
import { useNow } from '../hooks/use-now.ts';
import {
  type AnswerFailure,
  answerMessage,
  noLongerWaiting,
  reasonOf,
  summarizeAnswers,
} from '../logic/answer-results.ts';
import type { BulkCounterPlan } from '../logic/counter.ts';
import { formatQuantity, offersWord } from '../logic/format.ts';
import {
  clampPage,
  hasFilters,
  PAGE_SIZES,
  type PageSize,
  parseInboxUrl,
  reduceInbox,
  serializeInboxUrl,
  sortOffers,
  toOffersQuery,
} from '../logic/inbox-url-state.ts';
import {
  EMPTY_SELECTION,
  headerState,
  prune,
  type Selection,
  selectAll,
  selectedInOrder,
  toggle,
  toggleAll,
} from '../logic/selection.ts';
import { AnswerFailures } from './answer-failures.tsx';
import { BulkCounterDialog } from './bulk-counter-dialog.tsx';
import { ConfirmAnswerDialog } from './confirm-answer-dialog.tsx';
import { CounterDialog } from './counter-dialog.tsx';
import { InboxFilters } from './inbox-filters.tsx';
import { OfferCards } from './offer-cards.tsx';
import { OffersTable } from './offers-table.tsx';
import { SelectionBar } from './selection-bar.tsx';

type Pending =
  | { kind: 'counter'; offer: SellerOffer }
  | { kind: 'reject'; offers: SellerOffer[] }
  | { kind: 'accept'; offers: SellerOffer[] }
  | { kind: 'bulk-counter'; offers: SellerOffer[] };

type Target = { offer: SellerOffer; counterPrice?: number; minimumCheckoutQuantity?: number };

/** The seller's work queue: offers awaiting an answer (AWAITING_TENANT_REVIEW), answered one by one or in bulk. */
export function OffersInbox() {
  const notify = useNotify();
  const money = useMoney();
  const now = useNow();
  // Cards below 1200 px: beside the permanent side navigation the table would need a horizontal scroll.
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));

  const [state, dispatch] = useUrlState(parseInboxUrl, serializeInboxUrl, reduceInbox);

  const query = useMemo(() => toOffersQuery(state), [state]);
  const inbox = useSellerOffers(query);
  // The unfiltered inbox names the warehouses to filter by and the total waiting (one request when unfiltered).
  const everything = useSellerOffers({});
  const warehouses = useMemo(
    () => [...new Set((everything.data?.offers ?? []).map((o) => o.warehouse))].sort(),
    [everything.data],
  );

  const offers = useMemo(() => sortOffers(inbox.data?.offers ?? [], state.sort), [inbox.data, state.sort]);
  const ids = useMemo(() => offers.map((o) => o.offerId), [offers]);
  // WCAG 2.4.3: an answered offer leaves the inbox with the button that answered it; the focus goes to the line
  // saying how many still wait, not to the page's body.
  const summary = useRef<HTMLElement>(null);
  useFocusWhenLost(summary, ids.join(','));
  const byId = useMemo(() => new Map(offers.map((o) => [o.offerId, o])), [offers]);
  const page = clampPage(state.page, offers.length, state.size);
  const pageOffers = offers.slice((page - 1) * state.size, page * state.size);
  const pageIds = pageOffers.map((o) => o.offerId);

  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  useEffect(() => setSelection((s) => prune(s, ids)), [ids]);
  const selected = selectedInOrder(selection, ids)
    .map((id) => byId.get(id))
    .filter((o): o is SellerOffer => Boolean(o));

  const [pending, setPending] = useState<Pending>();
  const [failures, setFailures] = useState<AnswerFailure[]>([]);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const answer = useAnswerOffers();
  // The open dialog's offers a colleague answered (or the buyer changed) meanwhile; not while this answer is sent.
  const held = pending ? ('offer' in pending ? [pending.offer] : pending.offers) : [];
  const gone = answer.isPending ? [] : noLongerWaiting(held, everything.data?.offers);
  const can = useStaffCan();
  const undo = useUndoAnswers();

  /** Takes answers back while the buyer has not been told (docs/decisions/004). */
  function undoNow(offerIds: string[]) {
    undo.mutate(offerIds, {
      onSuccess: ({ results }) => {
        const undone = results.filter((r) => r.ok).length;
        const late = results.find((r) => !r.ok);
        if (undone === 0) notify(late ? reasonOf(late) : t('consoleNothingToUndo'), 'error');
        else
          notify(
            undone === 1
              ? t('consoleUndoneTheOfferIsBackIn')
              : t('consoleUndoneOffersAreBackInThe', { undone }),
            'info',
          );
      },
      onError: (err) => notify(err.message, 'error'),
    });
  }

  async function send(action: SellerOfferAction, targets: Target[]) {
    const answers: SellerOfferAnswer[] = targets.map(({ offer, counterPrice, minimumCheckoutQuantity }) => ({
      offerId: offer.offerId,
      version: offer.version,
      action,
      ...(counterPrice === undefined ? {} : { counterPrice }),
      ...(minimumCheckoutQuantity === undefined ? {} : { minimumCheckoutQuantity }),
    }));
    setBusyIds(new Set(answers.map((a) => a.offerId)));
    try {
      const { results } = await answer.mutateAsync(answers);
      const summary = summarizeAnswers(
        results,
        targets.map((x) => x.offer),
      );
      setFailures(summary.failures);
      const done = results.filter((r) => r.ok).map((r) => r.offerId);
      // The buyer hears of it only when the window ends: until then the snackbar offers Undo.
      const until = results.flatMap((r) => (r.ok && r.undoUntil ? [Date.parse(r.undoUntil)] : []));
      const window = until.length > 0 ? Math.min(...until) - Date.now() : 0;
      notify(
        answerMessage(action, summary),
        summary.succeeded > 0 ? 'success' : 'error',
        window > 500
          ? { label: t('consoleUndo'), onClick: () => undoNow(done), duration: window }
          : undefined,
      );
      setSelection((s) =>
        prune(
          s,
          ids.filter((id) => !done.includes(id)),
        ),
      );
      setPending(undefined);
    } catch (err) {
      notify(err instanceof Error ? err.message : t('consoleTheAnswerCouldNotBeSent'), 'error');
    } finally {
      setBusyIds(new Set());
    }
  }

  const rowActions = {
    onAccept: (offer: SellerOffer) => void send('ACCEPT', [{ offer }]),
    onCounter: (offer: SellerOffer) => setPending({ kind: 'counter', offer }),
    onReject: (offer: SellerOffer) => setPending({ kind: 'reject', offers: [offer] }),
  };
  const listProps = {
    offers: pageOffers,
    selection,
    header: headerState(selection, pageIds),
    busyIds,
    now,
    onToggle: (id: string) => setSelection((s) => toggle(s, id)),
    onTogglePage: () => setSelection((s) => toggleAll(s, pageIds)),
    selectable: can.write,
    ...rowActions,
  };

  const isFiltered = hasFilters(state);
  const waiting = everything.data?.offers.length;

  return (
    <Stack spacing={2.5}>
      <ReadOnlyNote>{t('consoleYourRoleCanViewTheOffers')}</ReadOnlyNote>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography
          color="text.secondary"
          ref={summary}
          tabIndex={-1}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {waiting === undefined
            ? t('consoleOffersFromBuyersBelowTheList')
            : waiting === 0
              ? t('consoleNothingIsWaitingForYou')
              : t('consoleWaitingForAnAnswer2', {
                  waiting: offersWord(waiting),
                  value:
                    isFiltered && inbox.data
                      ? t('consoleShownCount', { n: formatQuantity(offers.length) })
                      : '',
                })}
        </Typography>
      </Box>

      <InboxFilters
        state={state}
        warehouses={warehouses}
        onFilter={(field, value) => dispatch({ type: 'filter', field, value })}
        onClear={() => dispatch({ type: 'clear-filters' })}
        onSort={(sort) => dispatch({ type: 'sort', sort })}
      />

      {failures.length > 0 && <AnswerFailures failures={failures} onClose={() => setFailures([])} />}

      {selected.length > 0 && can.write && (
        <SelectionBar
          count={selected.length}
          total={offers.length}
          canSelectAll={selected.length < offers.length && headerState(selection, pageIds) === 'all'}
          disabled={answer.isPending}
          onAccept={() => setPending({ kind: 'accept', offers: selected })}
          onCounter={() => setPending({ kind: 'bulk-counter', offers: selected })}
          onReject={() => setPending({ kind: 'reject', offers: selected })}
          onSelectAll={() => setSelection(selectAll(ids))}
          onClear={() => setSelection(EMPTY_SELECTION)}
        />
      )}

      <Card
        sx={{
          p: isCompact ? 0 : 0.5,
          border: isCompact ? 0 : undefined,
          bgcolor: isCompact ? 'transparent' : undefined,
        }}
      >
        {/* A new filter is loading: the previous rows stay (no flash), marked as being refreshed. */}
        {inbox.isPlaceholderData && (
          <LinearProgress aria-label={t('consoleFilteringOffers')} sx={{ mb: -0.5 }} />
        )}
        {inbox.isPending ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={t('consoleLoadingOffers')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : inbox.isError ? (
          <LoadFailed
            error={inbox.error}
            onRetry={() => void inbox.refetch()}
            lead={t('consoleTheOffersCouldNotBeLoaded')}
            sx={{ m: 2 }}
          />
        ) : offers.length === 0 ? (
          <EmptyInbox isFiltered={isFiltered} onClear={() => dispatch({ type: 'clear-filters' })} />
        ) : (
          <>
            {isCompact ? <OfferCards {...listProps} /> : <OffersTable {...listProps} />}
            <TablePagination
              component="div"
              count={offers.length}
              page={page - 1}
              rowsPerPage={state.size}
              rowsPerPageOptions={[...PAGE_SIZES]}
              onPageChange={(_e, p) => dispatch({ type: 'page', page: p + 1 })}
              onRowsPerPageChange={(e) =>
                dispatch({ type: 'size', size: Number(e.target.value) as PageSize })
              }
              labelRowsPerPage={t('consolePerPage')}
            />
          </>
        )}
      </Card>

      {pending?.kind === 'counter' && (
        <CounterDialog
          offer={pending.offer}
          isSending={answer.isPending}
          noLongerWaiting={gone.length > 0}
          onCancel={() => setPending(undefined)}
          onSubmit={(c) => void send('COUNTER', [{ offer: pending.offer, ...c }])}
        />
      )}
      {pending?.kind === 'bulk-counter' && (
        <BulkCounterDialog
          offers={pending.offers}
          isSending={answer.isPending}
          notice={
            gone.length > 0
              ? t('consoleSomeOffersNoLongerWaiting', { count: gone.length, total: pending.offers.length })
              : undefined
          }
          onCancel={() => setPending(undefined)}
          onSubmit={(plan: BulkCounterPlan<SellerOffer>) => void send('COUNTER', plan.counter)}
        />
      )}
      {(pending?.kind === 'accept' || pending?.kind === 'reject') && (
        <ConfirmAnswerDialog
          title={
            pending.offers.length === 1
              ? t('consoleThisOffer', {
                  value: pending.kind === 'accept' ? t('consoleAccept') : t('consoleReject'),
                })
              : t('consoleAnswerOffersQuestion', {
                  answer: pending.kind === 'accept' ? t('consoleAccept') : t('consoleReject'),
                  offers: offersWord(pending.offers.length),
                })
          }
          confirmLabel={pending.kind === 'accept' ? t('consoleAccept') : t('consoleReject')}
          tone={pending.kind === 'accept' ? 'primary' : 'error'}
          isSending={answer.isPending}
          notice={
            gone.length === 0
              ? undefined
              : pending.offers.length === 1
                ? t('consoleOfferNoLongerWaiting')
                : t('consoleSomeOffersNoLongerWaiting', { count: gone.length, total: pending.offers.length })
          }
          confirmDisabled={gone.length === pending.offers.length}
          onCancel={() => setPending(undefined)}
          onConfirm={() =>
            void send(
              pending.kind === 'accept' ? 'ACCEPT' : 'REJECT',
              pending.offers.map((offer) => ({ offer })),
            )
          }
        >
          <ConfirmSummary offers={pending.offers} kind={pending.kind} money={money} />
        </ConfirmAnswerDialog>
      )}
    </Stack>
  );
}

function ConfirmSummary({
  offers,
  kind,
  money,
}: {
  offers: SellerOffer[];
  kind: 'accept' | 'reject';
  money: (n: number) => string;
}) {
  const consequence =
    kind === 'accept' ? t('consoleTheBuyersAreToldAtOnce') : t('consoleTheBuyersAreToldAtOnce2');
  if (offers.length === 1) {
    const o = offers[0]!;
    return (
      <>
        {o.buyer.name} {t('consoleOffered')} {money(o.offerPrice)} × {formatQuantity(o.offerQuantity)}{' '}
        {t('consoleFor2')} {o.itemDescription} ({o.itemNumber}).{' '}
        {kind === 'reject' ? t('consoleTheBuyerIsToldAtOnce') : t('consoleTheBuyerIsToldAtOnce2')}
      </>
    );
  }
  const value = offers.reduce((sum, o) => sum + o.offerPrice * o.offerQuantity, 0);
  const units = offers.reduce((sum, o) => sum + o.offerQuantity, 0);
  return (
    <>
      {offersWord(offers.length)} {t('consoleFor2')} {formatQuantity(units)} {t('consoleUnitsWorth')}{' '}
      {money(value)} {t('consoleAtTheOfferedPrices')} {consequence}
    </>
  );
}

function EmptyInbox({ isFiltered, onClear }: { isFiltered: boolean; onClear(): void }) {
  return (
    <Box sx={{ py: 8, px: 3, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}>
      <Box
        sx={(theme) => ({
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: theme.palette.action.hover,
          color: 'primary.main',
          mb: 1,
        })}
      >
        <Inbox />
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
        {isFiltered ? t('consoleNoOffersMatchTheseFilters') : t('consoleNoOffersWaitingForAnAnswer')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {isFiltered ? t('consoleTryAnotherBuyerItemOrWarehouse') : t('consoleWhenABuyerOffersBelowThe')}
      </Typography>
      {isFiltered && (
        <Button onClick={onClear} sx={{ mt: 1 }}>
          {t('consoleClearFilters')}
        </Button>
      )}
    </Box>
  );
}
