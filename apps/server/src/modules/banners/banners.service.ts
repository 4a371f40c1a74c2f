import type { BannerPreview, SellerBanner, SellerBannerInput } from '@portico/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/publish.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { sanitizeBannerHtml } from '../tenants/sanitize-banner.ts';
import * as repo from './banners.repository.ts';

/**
 * The seller console's banners: list (any staff), create, change and delete (staff who may write),
 * each write with its audit row and a `banners.changed` event to the tenant's buyers in the same transaction, so
 * open portals fetch the banners again. Content is kept to the Q-069 tags on save (sanitize-banner.ts); preview
 * answers what would be stored. The portal's read side is tenants.service listActiveBanners.
 */
type Input = z.output<typeof SellerBannerInput>;

const toSellerBanner = (row: repo.BannerRow): SellerBanner => ({
  id: row.id,
  isBannerActive: row.isBannerActive,
  content: row.content,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a banner. */
const snapshot = (b: SellerBanner) => ({
  content: b.content,
  isBannerActive: b.isBannerActive,
  startsAt: b.startsAt,
  endsAt: b.endsAt,
});

function cleanContent(content: string): string {
  const clean = sanitizeBannerHtml(content);
  if (clean === '') {
    const messageDescription = 'content: nothing is left once disallowed HTML is removed';
    throw new AppError('validationFailed', messageDescription, undefined, [
      { messageCode: 'validationFailed', messageDescription, field: 'content' },
    ]);
  }
  return clean;
}

const valuesOf = (input: Input): repo.BannerValues => ({
  content: cleanContent(input.content),
  isBannerActive: input.isBannerActive,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

const announce = (tx: DbOrTx, ctx: RequestContext, bannerId: string) =>
  publishEvent(tx, {
    tenantId: ctx.tenantId,
    audience: 'buyer',
    userId: null,
    type: 'banners.changed',
    data: { bannerId },
  });

const notFound = () => new AppError('notFound', 'Banner not found');

export async function listBanners(db: DbOrTx, ctx: RequestContext): Promise<SellerBanner[]> {
  await requireStaff(db, ctx, 'read');
  return (await repo.listTenantBanners(db, ctx.tenantId)).map(toSellerBanner);
}

export async function previewBanner(
  db: DbOrTx,
  ctx: RequestContext,
  input: { content: string },
): Promise<BannerPreview> {
  await requireStaff(db, ctx, 'read');
  return { content: sanitizeBannerHtml(input.content) };
}

export async function createBanner(db: DbOrTx, ctx: RequestContext, input: Input): Promise<SellerBanner> {
  await requireStaff(db, ctx, 'write');
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const created = toSellerBanner(await repo.insertBanner(tx, ctx.tenantId, values));
    await recordStaffAction(tx, ctx, {
      action: 'banners.banner.create',
      targetType: 'banner',
      targetId: created.id,
      after: snapshot(created),
    });
    await announce(tx, ctx, created.id);
    return created;
  });
}

export async function updateBanner(
  db: DbOrTx,
  ctx: RequestContext,
  id: string,
  input: Input,
): Promise<SellerBanner> {
  await requireStaff(db, ctx, 'write');
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const before = await repo.findBanner(tx, ctx.tenantId, id);
    if (!before) throw notFound();
    const after = await repo.updateBanner(tx, ctx.tenantId, id, values);
    if (!after) throw notFound();
    const updated = toSellerBanner(after);
    await recordStaffAction(tx, ctx, {
      action: 'banners.banner.update',
      targetType: 'banner',
      targetId: id,
      before: snapshot(toSellerBanner(before)),
      after: snapshot(updated),
    });
    await announce(tx, ctx, id);
    return updated;
  });
}

export async function deleteBanner(db: DbOrTx, ctx: RequestContext, id: string): Promise<void> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const before = await repo.findBanner(tx, ctx.tenantId, id);
    if (!before || !(await repo.deleteBanner(tx, ctx.tenantId, id))) throw notFound();
    await recordStaffAction(tx, ctx, {
      action: 'banners.banner.delete',
      targetType: 'banner',
      targetId: id,
      before: snapshot(toSellerBanner(before)),
    });
    await announce(tx, ctx, id);
  });
}
