import type { DbOrTx } from '../../db/client.ts';
import { loadCheckoutContext } from '../checkout/checkout-context.ts';
import { linesOfOrders } from '../orders/orders.repository.ts';
import type { Tenant } from '../tenants/tenant.repository.ts';
import { attemptByToken } from './payments.service.ts';
import { renderSandboxPage } from './sandbox-page.ts';

/** The sandbox approval page of an attempt: the order's lines and the attempt's amount; undefined = unknown token. */
export async function sandboxPage(db: DbOrTx, tenant: Tenant, token: string): Promise<string | undefined> {
  const found = await attemptByToken(db, tenant.id, 'sandbox', token);
  if (!found) return undefined;
  const { payment, order } = found;
  const lines = await linesOfOrders(db, tenant.id, [order.id]);
  const checkout = await loadCheckoutContext(db, tenant.id, order.buyerId, order.warehouse);
  return renderSandboxPage({
    tenantName: tenant.name,
    orderNumber: order.phonexOrderNumber,
    lines: lines.map(({ line }) => ({
      description: line.itemDescription,
      quantity: line.orderedQuantity - line.canceledQuantity,
    })),
    amountMinor: payment.amountMinor,
    currencyCode: payment.currencyCode,
    precision: checkout.currencyPrecision,
    token,
    decided: payment.status === 'CREATED' ? null : payment.status,
  });
}
