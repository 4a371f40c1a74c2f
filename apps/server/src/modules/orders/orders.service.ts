import {
  DEFAULT_DICTIONARY,
  type GetOrderResponse,
  type OrderSettings,
  type OrdersListQuery,
  type OrdersListResponse,
} from '@portico/contract';
import { DEFAULT_CURRENCY_PRECISION, splitOrderSearch } from '@portico/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireAuthority, requireOrderAccess } from '../accounts/accounts.service.ts';
import { reportTimeZone } from '../reports/daily-report.service.ts';
import { orderSettings } from '../settings/settings.service.ts';
import { findTenantById } from '../tenants/tenant.repository.ts';
import { tenantLanguage } from '../tenants/tenants.service.ts';
import { toListRow } from './order-mapper.ts';
import { canUpdateOrders, loadOrderView } from './order-view.ts';
import { orderViewBytes } from './order-view-cache.ts';
import { findOrder, listOrderRows, warehousesWithOnHoldOrders } from './orders.repository.ts';

/** What the order reads need of the tenant: its order settings, currencyPrecision and short name. */
export type TenantOrderContext = {
  settings: OrderSettings;
  precision: number;
  shortName: string;
  /** The tenant's name and currency code (config currencyCode, USD unless set), for the order mails. */
  name: string;
  currencyCode: string;
  /** the tenant's language (config language), for the order mails. */
  language: string;
  /** The tenant's clock (config timeZone): the dates its order mails and invoices name. */
  timeZone: string;
};

const Precision = z.number().int().min(0).max(4);

/** A tenant's stored currencyPrecision, or the default when it holds none that fits. */
export function precisionOf(stored: unknown): number {
  const precision = Precision.safeParse(stored);
  return precision.success ? precision.data : DEFAULT_CURRENCY_PRECISION;
}

export async function tenantOrderContext(db: DbOrTx, tenantId: string): Promise<TenantOrderContext> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw new AppError('notFound', 'No such tenant');
  return {
    settings: orderSettings(tenant),
    precision: precisionOf(tenant.config?.currencyPrecision),
    shortName: tenant.shortName ?? tenant.slug,
    name: tenant.name,
    currencyCode: typeof tenant.config?.currencyCode === 'string' ? tenant.config.currencyCode : 'USD',
    language: tenantLanguage(tenant),
    timeZone: reportTimeZone(tenant.config ?? {}),
  };
}

/** O-078: 'No order found of this id: {path}' — also for another buyer's or tenant's number. */
export function orderNotFound(phonexOrderNumber: string): AppError {
  const text = DEFAULT_DICTIONARY.orderNotFound?.i18n_value ?? 'No order found of this id: {path}';
  const description = text.replaceAll('{path}', phonexOrderNumber);
  return new AppError('notFound', description, { path: phonexOrderNumber }, [
    { messageCode: 'orderNotFound', messageDescription: description, field: 'phonexOrderNumber' },
  ]);
}

/** GET orders (N-060, K-001, K-006, Q-048): the buyer's orders, updateDate newest first. */
export async function listOrders(
  db: DbOrTx,
  ctx: RequestContext,
  query: OrdersListQuery,
  tenant?: TenantOrderContext,
): Promise<OrdersListResponse> {
  await requireOrderAccess(db, ctx);
  const { precision } = tenant ?? (await tenantOrderContext(db, ctx.tenantId));
  const terms = splitOrderSearch(query.search ?? '');
  const rows = await listOrderRows(db, ctx.tenantId, ctx.userId, terms);
  return rows.map((r) => toListRow(r, precision));
}

/** GET orders/export (N-061, K-008, Q-052): the same rows, with what the workbook needs of the tenant. */
export async function planOrdersExport(db: DbOrTx, ctx: RequestContext, query: OrdersListQuery) {
  const tenant = await tenantOrderContext(db, ctx.tenantId);
  const rows = await listOrders(db, ctx, query, tenant);
  return { rows, settings: tenant.settings, shortName: tenant.shortName };
}

/** GET order/{phonexOrderNumber} (N-042, N-053, Q-008, L-002): salesOrder, orderOptions and permission. */
export async function getOrder(
  db: DbOrTx,
  ctx: RequestContext,
  phonexOrderNumber: string,
): Promise<GetOrderResponse> {
  const access = await requireOrderAccess(db, ctx);
  const order = await findOrder(db, ctx.tenantId, ctx.userId, normalizeOrderNumber(phonexOrderNumber));
  if (!order) throw orderNotFound(phonexOrderNumber);
  return loadOrderView(db, ctx, order, canUpdateOrders(access));
}

/**
 * GET order/{phonexOrderNumber}'s answer as JSON bytes: getOrder's, kept per state of the order so a repeat read
 * of an unchanged order is one statement (P13, order-view-cache.ts).
 */
export async function getOrderBytes(
  db: DbOrTx,
  ctx: RequestContext,
  phonexOrderNumber: string,
): Promise<Buffer> {
  const bytes = await orderViewBytes(db, ctx, normalizeOrderNumber(phonexOrderNumber));
  if (!bytes) throw orderNotFound(phonexOrderNumber);
  return bytes;
}

/** Order numbers are matched as the server writes them: trimmed, upper case. */
export const normalizeOrderNumber = (n: string) => n.trim().toUpperCase();

/**
 * GET stocklist/cart/add-to-existing-order/warehouses (G-035, N-036, Q-053): the warehouses where the buyer has
 * an ON_HOLD order the cart can be added to (orders module).
 */
export async function existingOrderWarehouses(db: DbOrTx, ctx: RequestContext): Promise<string[]> {
  const access = await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  // Adding the cart to an order changes that order: a buyer who may not change orders is offered none.
  if (!canUpdateOrders(access)) return [];
  return warehousesWithOnHoldOrders(db, ctx.tenantId, ctx.userId);
}
