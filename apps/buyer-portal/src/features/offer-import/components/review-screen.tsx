import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ImportConflictOffer } from '@portico/contract';
import { formatMoney } from '@portico/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { Page } from '../../../components/page.tsx';
import { notify, notifySuccess } from '../../../lib/notify.ts';
import { PATHS } from '../../../lib/routes.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { usePinned } from '../../cart/hooks/use-pinned.ts';
import { PENDING_IMPORT_KEY, usePendingImport } from '../api/pending-import.ts';
import { useFinishImport, useRemoveImportRow } from '../api/review-actions.ts';
import {
  canSubmit,
  conflictRows,
  importCounts,
  invalidRows,
  isNothingFound,
  newRequestGroups,
} from '../logic/review.ts';
import { ReviewHeader } from './review-header.tsx';
import { ConflictSection, InvalidSection, NewRequestsSection } from './review-sections.tsx';

/** Where SUBMIT REQUESTS lands: the cart, where the submitted offers now are (F-019). */
const AFTER_SUBMIT = '/cart';

/** Whether the sticky header is stuck under the top bar (the cart's header's rule, G-012). */
function usePinnedHeader(ready: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const pinned = usePinned(sentinel, header, ready);
  return { sentinel, header, pinned };
}

/**
 * The Review Import screen (part 1 §2, §4 Import flow; F-007…F-020). It shows the buyer's pending import as the
 * server holds it, so a reload or a second tab sees the same review; with none pending it goes back to /stock.
 */
export function ReviewScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useSiteConfig();
  const pending = usePendingImport();
  const remove = useRemoveImportRow();
  const { cancel, accept } = useFinishImport();
  const [leaving, setLeaving] = useState(false);
  const result = pending.data;
  const { sentinel, header, pinned } = usePinnedHeader(Boolean(result));

  const view = useMemo(() => {
    if (!result) return undefined;
    return {
      counts: importCounts(result),
      invalid: invalidRows(result),
      conflicts: conflictRows(result),
      groups: newRequestGroups(result.validOffersMap),
    };
  }, [result]);

  const symbol = t('currencySymbol');
  const precision = config.currencyPrecision ?? 2;
  const money = (n: number) => formatMoney(n, { symbol, precision });

  if (pending.isError) {
    return (
      <Page title={t('importReviewHeading')} back={PATHS.stock}>
        <Alert severity="error">{t('internalServerError')}</Alert>
      </Page>
    );
  }
  // Nothing pending (never uploaded, or cancelled/submitted in another tab): back to the stock list.
  if (result === null && !leaving) return <Navigate to="/stock" replace />;
  if (!result || !view) return <LoadingOverlay />;

  const { counts } = view;
  const busy = cancel.isPending ? 'cancel' : accept.isPending ? 'accept' : undefined;

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setLeaving(true);
        notify({ message: t('importCancelled'), severity: 'info' });
        void navigate('/stock');
      },
    });

  const onSubmit = () =>
    accept.mutate(undefined, {
      onSuccess: () => {
        setLeaving(true);
        notifySuccess(t('successfullySubmittedOffers'));
        void navigate(AFTER_SUBMIT);
      },
      // The API client has shown the refusal; the server's review (perhaps changed) is shown again.
      onError: () => void queryClient.invalidateQueries({ queryKey: PENDING_IMPORT_KEY }),
    });

  const onRemove = (row: ImportConflictOffer) => remove.mutate(row.itemNumberWarehouse);

  return (
    <Page
      title={t('importReviewHeading')}
      heading={t('importReviewHeading')}
      back={PATHS.stock}
      actions={
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('importReviewFile', { fileName: result.fileName, interpolation: { escapeValue: false } })}
        </Typography>
      }
    >
      <div ref={sentinel} aria-hidden style={{ height: 0 }} />
      <ReviewHeader
        ref={header}
        counts={counts}
        pinned={pinned}
        submittable={canSubmit(counts)}
        busy={busy}
        onCancel={onCancel}
        onSubmit={onSubmit}
      />
      {isNothingFound(counts) ? (
        <Paper variant="outlined" sx={{ py: { xs: 6, sm: 8 }, px: 3, textAlign: 'center' }}>
          <InboxOutlined sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mt: 1.5 }}>
            {t('importNothingFound')}
          </Typography>
        </Paper>
      ) : null}
      {view.invalid.length > 0 ? <InvalidSection rows={view.invalid} money={money} /> : null}
      {view.conflicts.length > 0 ? (
        <ConflictSection
          rows={view.conflicts}
          money={money}
          removing={remove.isPending ? remove.variables : undefined}
          onRemove={onRemove}
        />
      ) : null}
      {view.groups.length > 0 ? <NewRequestsSection groups={view.groups} money={money} /> : null}
    </Page>
  );
}
