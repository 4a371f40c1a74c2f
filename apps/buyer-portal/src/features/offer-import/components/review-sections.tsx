/** The three sections of the Review Import screen (F-008…F-014): invalid rows, conflicts and new requests. */

import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type ImportConflictOffer,
  type ImportInvalidOffer,
  type ImportValidOffer,
  OFFER_STATUS_LABEL_KEYS,
} from '@portico/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusChipStyle } from '../../cart/components/status-chip.tsx';
import { cellText, formatCount, reasonParamsForDisplay } from '../logic/display.ts';
import type { NewRequestGroup } from '../logic/review.ts';
import { type Column, ItemCell, ReviewTable } from './review-table.tsx';

export type Money = (amount: number) => string;

/** One section of the review: an outlined card with an icon, a heading (its accessible name) and a count. */
function Section({
  id,
  icon,
  tone,
  heading,
  count,
  children,
}: {
  id: string;
  icon: ReactNode;
  tone: 'error' | 'warning' | 'success';
  heading: string;
  count?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ mb: 3, overflow: 'hidden', borderTop: 3, borderTopColor: `${tone}.main` }}
    >
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', px: { xs: 1.5, sm: 2 }, py: 1.5 }}>
        <Box sx={{ color: `${tone}.main`, display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, flex: 1 }}>
          {heading}
        </Typography>
        {count ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {count}
          </Typography>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}

/** Section 1 (F-008, F-009): rows that could not be imported, each with its reason. */
export function InvalidSection({ rows, money }: { rows: ImportInvalidOffer[]; money: Money }) {
  const { t } = useTranslation();
  const reason = (r: ImportInvalidOffer) =>
    t(r.reasonCode, {
      ...reasonParamsForDisplay(r.reasonParams, money),
      defaultValue: r.reason,
      interpolation: { escapeValue: false },
    });
  const columns: Column<ImportInvalidOffer>[] = [
    {
      key: 'item',
      label: t('importColumnItem'),
      width: '24%',
      render: (r) => (
        <>
          {r.description ? (
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {r.description}
            </Typography>
          ) : null}
          {/* F-009: where the row is in the buyer's file (an unknown item has no description to go by). */}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('importSpreadsheetRow', { n: r.rowNumber })}
          </Typography>
        </>
      ),
    },
    {
      key: 'sku',
      label: t('importColumnSku'),
      width: '17%',
      render: (r) => <Box sx={{ overflowWrap: 'anywhere' }}>{cellText(r.itemNumber)}</Box>,
    },
    {
      key: 'warehouse',
      label: t('importColumnWarehouse'),
      width: '10%',
      render: (r) => cellText(r.warehouse),
    },
    {
      key: 'quantity',
      label: t('importColumnNewQuantity'),
      align: 'right',
      width: '10%',
      render: (r) => cellText(r.offerQuantity),
    },
    {
      key: 'price',
      label: t('importColumnNewPrice'),
      align: 'right',
      width: '10%',
      render: (r) => cellText(r.offerPrice),
    },
    {
      key: 'reason',
      label: t('importColumnReason'),
      width: '29%',
      wide: true,
      render: (r) => (
        <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 500 }}>
          {reason(r)}
        </Typography>
      ),
    },
  ];
  return (
    <Section
      id="import-invalid"
      icon={<ErrorOutline />}
      tone="error"
      heading={t('importInvalidHeading', { count: rows.length, n: rows.length })}
    >
      <ReviewTable
        groups={[{ key: 'invalid', rows }]}
        rowKey={(r) => `${r.rowNumber}`}
        rowLabel={(r) => r.description || r.itemNumber || `#${r.rowNumber}`}
        columns={columns}
      />
    </Section>
  );
}

/** The old status as the cart shows it (G-017's chip styles). */
function OldStatus({ row }: { row: ImportConflictOffer }) {
  const { t } = useTranslation();
  const key = OFFER_STATUS_LABEL_KEYS[row.existingOfferStatus];
  return (
    <Chip
      size="small"
      label={key ? t(key) : row.existingOfferStatusString}
      {...(statusChipStyle(row.existingOfferStatus) ?? {})}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}

/** Section 2 (F-010, F-011, F-012): rows that overwrite a cart line, old against new, each removable. */
export function ConflictSection({
  rows,
  money,
  removing,
  onRemove,
}: {
  rows: ImportConflictOffer[];
  money: Money;
  removing: string | undefined;
  onRemove(row: ImportConflictOffer): void;
}) {
  const { t } = useTranslation();
  const changed = (old: string, next: string) => (
    <Box component="span" sx={{ fontWeight: 700, color: old === next ? 'text.primary' : 'primary.main' }}>
      {next}
    </Box>
  );
  const columns: Column<ImportConflictOffer>[] = [
    {
      key: 'item',
      label: t('importColumnItem'),
      width: '30%',
      render: (r) => <ItemCell title={r.description} caption={`${r.itemNumber} · ${r.warehouse}`} />,
    },
    {
      key: 'oldStatus',
      label: t('importColumnOldStatus'),
      width: '14%',
      wide: true,
      render: (r) => <OldStatus row={r} />,
    },
    {
      key: 'oldQuantity',
      label: t('importColumnOldQuantity'),
      align: 'right',
      width: '12%',
      nowrap: true,
      render: (r) => (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {formatCount(r.existingTransactionQuantity)}
        </Box>
      ),
    },
    {
      key: 'oldPrice',
      label: t('importColumnOldPrice'),
      align: 'right',
      width: '12%',
      nowrap: true,
      render: (r) => (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {money(r.existingTransactionPrice)}
        </Box>
      ),
    },
    {
      key: 'newQuantity',
      label: t('importColumnNewQuantity'),
      align: 'right',
      width: '12%',
      nowrap: true,
      render: (r) => changed(formatCount(r.existingTransactionQuantity), formatCount(r.offerQuantity)),
    },
    {
      key: 'newPrice',
      label: t('importColumnNewPrice'),
      align: 'right',
      width: '12%',
      nowrap: true,
      render: (r) => changed(money(r.existingTransactionPrice), money(r.offerPrice)),
    },
  ];
  return (
    <Section
      id="import-conflicts"
      icon={<SwapHorizOutlined />}
      tone="warning"
      heading={t('importConflictsHeading')}
      count={t('itemCountLabel', { count: rows.length, n: rows.length })}
    >
      <ReviewTable
        groups={[{ key: 'conflicts', rows }]}
        rowKey={(r) => r.itemNumberWarehouse}
        rowLabel={(r) => r.description}
        columns={columns}
        action={{
          label: t('remove'),
          render: (r) => (
            <Tooltip title={t('remove')}>
              <span>
                <IconButton
                  aria-label={t('importRemoveRow', { item: r.description })}
                  onClick={() => onRemove(r)}
                  disabled={removing === r.itemNumberWarehouse}
                  size="small"
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          ),
        }}
      />
    </Section>
  );
}

/** Section 3 (F-013, F-014): new requests, grouped by group name. */
export function NewRequestsSection({ groups, money }: { groups: NewRequestGroup[]; money: Money }) {
  const { t } = useTranslation();
  const total = groups.reduce((n, g) => n + g.rows.length, 0);
  const columns: Column<ImportValidOffer>[] = [
    {
      key: 'item',
      label: t('importColumnItem'),
      width: '30%',
      render: (r) => (
        <ItemCell title={r.groupItemName || r.description} caption={`${r.itemNumber} · ${r.warehouse}`} />
      ),
    },
    {
      key: 'available',
      label: t('importColumnAvailableQuantity'),
      align: 'right',
      width: '13%',
      nowrap: true,
      render: (r) => formatCount(r.availableQuantity),
    },
    {
      key: 'listPrice',
      label: t('importColumnListPrice'),
      align: 'right',
      width: '11%',
      nowrap: true,
      render: (r) => money(r.listPrice),
    },
    {
      key: 'offerQuantity',
      label: t('importColumnOfferQuantity'),
      align: 'right',
      width: '12%',
      nowrap: true,
      render: (r) => (
        <Box component="span" sx={{ fontWeight: 700 }}>
          {formatCount(r.offerQuantity)}
        </Box>
      ),
    },
    {
      key: 'offerPrice',
      label: t('importColumnOfferPrice'),
      align: 'right',
      width: '12%',
      nowrap: true,
      render: (r) => (
        <Box component="span" sx={{ fontWeight: 700 }}>
          {money(r.offerPrice)}
        </Box>
      ),
    },
    {
      key: 'comments',
      label: t('importColumnComments'),
      width: '22%',
      wide: true,
      hideEmpty: (r) => !r.comments,
      render: (r) => (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {r.comments || '--'}
        </Typography>
      ),
    },
  ];
  return (
    <Section
      id="import-new"
      icon={<PlaylistAddOutlined />}
      tone="success"
      heading={t('importNewHeading')}
      count={t('itemCountLabel', { count: total, n: total })}
    >
      <ReviewTable
        groups={groups.map((g) => ({
          key: g.groupName,
          heading: g.groupName,
          caption: t('itemCountLabel', { count: g.rows.length, n: g.rows.length }),
          rows: g.rows,
        }))}
        rowKey={(r) => r.itemNumberWarehouse}
        rowLabel={(r) => r.groupItemName || r.description}
        columns={columns}
      />
    </Section>
  );
}
