import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockAlerts, stockChanges, stockItems, tenantDomains, users } from '../../db/schema/index.ts';
import { publishEvents } from '../events/publish.ts';
import { preferredOrigin } from '../identity/site-url.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { findTenantById } from '../tenants/tenant.repository.ts';
import { tenantMailWords } from '../tenants/tenants.service.ts';

export type TriggerOptions = {
  /** Only these items' changes (the ones the caller just changed); all of the window when absent. */
  itemNumberWarehouses?: readonly string[];
  /** Site origin for the link in the mail, e.g. https://harbor.example. */
  origin?: string;
  /** Changes since this instant; default 24 hours ago (reruns within it are harmless: dedupe keys). */
  since?: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export async function triggerStockAlerts(
  tx: DbOrTx,
  tenantId: string,
  opts: TriggerOptions = {},
): Promise<number> {
  if (opts.itemNumberWarehouses && opts.itemNumberWarehouses.length === 0) return 0;
  const since = opts.since ?? new Date(Date.now() - DAY_MS);
  const crossings = await tx
    .select({
      changeId: stockChanges.id,
      itemNumberWarehouse: stockChanges.itemNumberWarehouse,
      added: sql<number>`${stockChanges.quantityAfter} - ${stockChanges.quantityBefore}`,
      quantityAfter: stockChanges.quantityAfter,
      userId: stockAlerts.userId,
      alertQuantity: stockAlerts.quantity,
      email: users.email,
      description: stockItems.skuDescription,
    })
    .from(stockChanges)
    .innerJoin(
      stockAlerts,
      and(
        eq(stockAlerts.tenantId, stockChanges.tenantId),
        eq(stockAlerts.itemNumberWarehouse, stockChanges.itemNumberWarehouse),
        // units added by this one change reach the alert quantity (packages/domain alertFires).
        sql`${stockChanges.quantityAfter} - ${stockChanges.quantityBefore} >= ${stockAlerts.quantity}`,
        sql`${stockAlerts.quantity} > 0`,
        // An alert set after the units arrived does not announce them.
        sql`${stockAlerts.createdAt} <= ${stockChanges.changedAt}`,
      ),
    )
    .innerJoin(users, and(eq(users.id, stockAlerts.userId), eq(users.tenantId, tenantId)))
    .leftJoin(
      stockItems,
      and(
        eq(stockItems.tenantId, tenantId),
        eq(stockItems.itemNumberWarehouse, stockChanges.itemNumberWarehouse),
      ),
    )
    .where(
      and(
        eq(stockChanges.tenantId, tenantId),
        gte(stockChanges.changedAt, since),
        eq(users.disabled, false),
        opts.itemNumberWarehouses
          ? inArray(stockChanges.itemNumberWarehouse, [...opts.itemNumberWarehouses])
          : undefined,
      ),
    )
    .orderBy(stockChanges.id);
  if (crossings.length === 0) return 0;

  const origin = opts.origin ?? (await tenantOrigin(tx, tenantId));
  const stockLink = `${origin ?? ''}/stock`;
  // in the tenant's language.
  const tenant = await findTenantById(tx, tenantId);
  const w = tenantMailWords(tenant);
  const askedFor = (quantity: number) =>
    quantity === 1 ? w('mailAlertAskedForOne') : w('mailAlertAskedFor', { quantity });
  let created = 0;
  const notified = new Set<string>();
  for (const c of crossings) {
    const added = Number(c.added);
    const description = c.description ?? c.itemNumberWarehouse;
    const isNew = await enqueueMail(tx, {
      tenantId,
      dedupeKey: `alert:${c.userId}:${c.itemNumberWarehouse}:${c.changeId}`,
      to: c.email,
      subject: w('mailAlertSubject', { added, item: description }),
      text: [
        w('mailAlertAdded', { added, item: description, itemNumberWarehouse: c.itemNumberWarehouse }),
        w('mailAlertAvailable', { available: c.quantityAfter }),
        '',
        askedFor(c.alertQuantity),
        w('mailAlertSeeStockList', { link: stockLink }),
      ].join('\n'),
      html: [
        `<p>${escapeHtml(w('mailAlertAdded', { added, item: description, itemNumberWarehouse: c.itemNumberWarehouse }))}`,
        ` ${escapeHtml(w('mailAlertAvailable', { available: c.quantityAfter }))}</p>`,
        `<p>${escapeHtml(askedFor(c.alertQuantity))}</p>`,
        `<p><a href="${escapeHtml(stockLink)}">${escapeHtml(w('mailAlertOpenStockList'))}</a></p>`,
      ].join(''),
    });
    if (isNew) {
      created += 1;
      notified.add(c.userId);
    }
  }
  await publishEvents(
    tx,
    [...notified].map((userId) => ({
      tenantId,
      audience: 'buyer' as const,
      userId,
      type: 'alerts.changed' as const,
    })),
  );
  return created;
}

/** The tenant's site origin for links in mail sent by jobs (no request to take it from). */
export async function tenantOrigin(tx: DbOrTx, tenantId: string): Promise<string | undefined> {
  const rows = await tx
    .select({ domain: tenantDomains.domain })
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId))
    .orderBy(tenantDomains.domain);
  const port = Number(process.env.PORT ?? 3000) || 3000;
  return preferredOrigin(
    rows.map((r) => r.domain),
    port,
  );
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
