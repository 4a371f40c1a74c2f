import type {
  CreateStockAlertRequest,
  StockAlert,
  StockAlertsMap,
  UpdateStockAlertRequest,
} from '@portico/contract';
import { normaliseAlertQuantity } from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, refused } from '../../plugins/errors.ts';
import { requireAuthority } from '../accounts/accounts.service.ts';
import * as repo from './alerts.repository.ts';

/**
 * Stock alerts (E-001…E-015, N-026…N-029). Every call needs CAN_SET_STOCKLIST_ALERT (403 otherwise) and reaches
 * only the caller's own alerts: another buyer's alert answers 404, like one that does not exist. Quantities are
 * normalised with the part 1 §5 rules (E-004) whatever the client sent.
 */
const AUTHORITY = 'CAN_SET_STOCKLIST_ALERT';
const notFound = () => new AppError('notFound', 'No such stock alert');

/** GET stocklist/alert/items (E-008): a map keyed by itemNumberWarehouse. */
export async function getAlerts(db: DbOrTx, ctx: RequestContext): Promise<StockAlertsMap> {
  await requireAuthority(db, ctx, AUTHORITY);
  const rows = await repo.listAlerts(db, ctx.tenantId, ctx.userId);
  return Object.fromEntries(rows.map((r) => [r.itemNumberWarehouse, r]));
}

/** POST stocklist/alert/item (E-005): creates, or updates the caller's alert on that item (E-002). */
export async function createAlert(
  db: DbOrTx,
  ctx: RequestContext,
  body: CreateStockAlertRequest,
): Promise<StockAlert> {
  await requireAuthority(db, ctx, AUTHORITY);
  const item = await repo.findItem(db, ctx.tenantId, body.itemNumberWarehouse);
  if (!item) throw refused('stockItemNotFound', 'itemNumberWarehouse');
  const quantity = normaliseAlertQuantity(body.quantity, item.incrementSize);
  await repo.upsertAlert(db, ctx.tenantId, ctx.userId, body.itemNumberWarehouse, quantity);
  return { itemNumberWarehouse: body.itemNumberWarehouse, quantity, ...item };
}

/** PUT stocklist/alert/item/{itemNumberWarehouse} (E-006). */
export async function updateAlert(
  db: DbOrTx,
  ctx: RequestContext,
  itemNumberWarehouse: string,
  body: UpdateStockAlertRequest,
): Promise<StockAlert> {
  await requireAuthority(db, ctx, AUTHORITY);
  const item = await repo.findItem(db, ctx.tenantId, itemNumberWarehouse);
  // An alert on an item that has left the stock list keeps the quantity rules of increment 1.
  const incrementSize = item?.incrementSize ?? 1;
  const quantity = normaliseAlertQuantity(body.quantity, incrementSize);
  const found = await repo.updateAlert(db, ctx.tenantId, ctx.userId, itemNumberWarehouse, quantity);
  if (!found) throw notFound();
  return {
    itemNumberWarehouse,
    quantity,
    description: item?.description ?? itemNumberWarehouse,
    incrementSize,
  };
}

/** DELETE stocklist/alert/item/{itemNumberWarehouse} (E-007). */
export async function removeAlert(db: DbOrTx, ctx: RequestContext, itemNumberWarehouse: string) {
  await requireAuthority(db, ctx, AUTHORITY);
  const found = await repo.deleteAlert(db, ctx.tenantId, ctx.userId, itemNumberWarehouse);
  if (!found) throw notFound();
}
