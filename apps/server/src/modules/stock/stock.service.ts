/** The buyer's stock list, its export and the daily report subscription (N-012…N-014, N-020, C-060/C-061). */

import type { ExportRequest, NotificationPreference } from '@portico/contract';
import { splitSearchTerms } from '@portico/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireAuthority } from '../accounts/accounts.service.ts';
import { stockReference } from '../settings/settings.repository.ts';
import { stocklistSettings } from '../settings/settings.service.ts';
import { findTenantById } from '../tenants/tenant.repository.ts';
import {
  currentStockVersion,
  type ExportRow,
  type ExportSelection,
  exportAttributeNames,
  exportRows,
  findNotificationPreference,
  upsertNotificationPreference,
} from './stock.repository.ts';
import type { StockBytes, StockCache } from './stock-cache.ts';
import { etagOf } from './stock-cache.ts';
import { attributeColumns, exportFileName } from './stock-export.ts';

export type StockListAnswer = { kind: 'notModified'; etag: string } | { kind: 'bytes'; bytes: StockBytes };

/**
 * GET stocklist/items (N-014): the cached bytes of the tenant's current stock version, or 304 when the client
 * already holds that version (If-None-Match).
 */
export async function stockList(
  db: DbOrTx,
  cache: StockCache,
  ctx: RequestContext,
  input: { includeOutOfStock: boolean; ifNoneMatch?: string },
): Promise<StockListAnswer> {
  const version = await currentStockVersion(db, ctx.tenantId);
  const etag = etagOf(version, input.includeOutOfStock);
  if (input.ifNoneMatch?.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return { kind: 'notModified', etag };
  }
  return { kind: 'bytes', bytes: await cache.get(db, ctx.tenantId, input.includeOutOfStock, version) };
}

export type ExportPlan = {
  fileName: string;
  /** The attribute columns, in order. */
  attributes: string[];
  /** The items, in batches as the database answers them (read when iterated). */
  batches: AsyncIterable<ExportRow[]>;
  settings: ReturnType<typeof stocklistSettings>;
};

/**
 * POST stocklist/export (N-020, C-060, C-061): always allowed to a signed-in buyer (§6). The rows are exactly
 * the items the stock list shows for the same filter (the stock list's predicate in SQL, stock.repository.ts),
 * streamed from the database rather than built from the cached list (PERFORMANCE P7).
 */
export async function planExport(
  db: Db,
  ctx: RequestContext,
  input: ExportRequest,
  now: Date,
): Promise<ExportPlan> {
  const tenant = await findTenantById(db, ctx.tenantId);
  if (!tenant) throw new AppError('notFound', 'No tenant answers on this host');
  const settings = stocklistSettings(tenant, await stockReference(db, ctx.tenantId));
  const selection: ExportSelection = {
    includeOutOfStock: input.includeOutOfStock,
    filters: input.filters ?? {},
    terms: splitSearchTerms(input.search),
  };
  const names = await exportAttributeNames(db, ctx.tenantId, selection);
  return {
    fileName: exportFileName(tenant.shortName ?? tenant.slug, now),
    attributes: attributeColumns(names, settings.attributeLabels),
    batches: exportRows(db, ctx.tenantId, selection),
    settings,
  };
}

/** N-012 */
export async function getNotificationPreference(
  db: DbOrTx,
  ctx: RequestContext,
): Promise<NotificationPreference> {
  const row = await findNotificationPreference(db, ctx.tenantId, ctx.userId);
  return { stockReportNotification: row?.stockReportNotification ?? false };
}

/** N-013, C-005: subscribing needs CAN_SUBSCRIBE_DAILY_REPORT. */
export async function setNotificationPreference(
  db: DbOrTx,
  ctx: RequestContext,
  input: NotificationPreference,
): Promise<NotificationPreference> {
  await requireAuthority(db, ctx, 'CAN_SUBSCRIBE_DAILY_REPORT');
  await upsertNotificationPreference(db, ctx.tenantId, ctx.userId, input.stockReportNotification);
  return { stockReportNotification: input.stockReportNotification };
}
