import type {
  StockListDisplaySettings,
  StockListDisplaySettingsResponse,
  StocklistSettings,
} from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { grades, stockCategories, tenants } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, type FieldError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/publish.ts';
import { stockReference } from '../settings/settings.repository.ts';
import { stocklistSettings } from '../settings/settings.service.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';

/**
 * Seller console › Settings › Stock list (C-056): the display settings of the buyers' stock list, read as the
 * portal reads them (GET stocklist/stocklist/settings, defaults included) and written where it reads them — the
 * tenant settings' stocklistSettings, and the labels of the categories and grades, which live in their tables
 * beside the codes the stock brings. A save is one transaction with its audit row and a
 * `stocklist-settings.changed` event, on which open portals read the settings again.
 */

/** Attributes every stock list has: the grade (C-016) and the warehouse (C-011) of a group. */
const ALWAYS = ['grade', 'warehouse'];

const ATTRIBUTES_SQL = `select distinct k as name from stock_groups g, jsonb_object_keys(g.attributes) k
  where g.tenant_id = $1::uuid`;

/** The attribute names the tenant's groups carry, with the filters', the labels' and the corners' ones. */
async function attributesOf(db: DbOrTx, tenantId: string, settings: StocklistSettings): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, 'stock_list_attributes', ATTRIBUTES_SQL, [tenantId]);
  const names = new Set<string>([
    ...ALWAYS,
    ...Object.values(settings.searchLevels).flat(),
    ...rows.map((r) => r.name),
    ...Object.keys(settings.attributeLabels),
    settings.groupTopRightAttribute,
    settings.groupBottomRightAttribute,
  ]);
  return [...names].filter((n) => /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(n)).sort();
}

async function current(db: DbOrTx, tenantId: string) {
  const [tenant] = await db
    .select({ id: tenants.id, name: tenants.name, settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw new AppError('notFound', 'No tenant answers on this host');
  const settings = stocklistSettings(tenant, await stockReference(db, tenantId));
  return { tenant, settings, attributes: await attributesOf(db, tenantId, settings) };
}

function answer(settings: StocklistSettings, attributes: string[]): StockListDisplaySettingsResponse {
  return {
    attributes,
    attributeLabels: attributes.map((attribute) => ({
      attribute,
      label: settings.attributeLabels[attribute] ?? '',
    })),
    categories: settings.category.map((code) => ({ code, label: settings.categoryLabels[code] ?? code })),
    grades: settings.gradeLabelDescriptions.map((g) => ({
      code: g.grade,
      label: g.gradeLabel,
      description: g.gradeDescription,
    })),
    gradeFilterGroups: settings.gradeFilterGroups.map((g) => ({
      header: g.header,
      footer: g.footer,
      grades: g.grades,
    })),
    showGradeIcon: settings.showGradeIcon,
    groupTopRightAttribute: settings.groupTopRightAttribute,
    groupBottomRightAttribute: settings.groupBottomRightAttribute,
    maxItemQuantityToBeDisplayed: settings.maxItemQuantityToBeDisplayed,
    defaultAlertQuantity: settings.defaultAlertQuantity,
    itemNumberDescriptionPrefix: settings.itemDescriptionRules.itemNumberDescriptionPrefix,
    itemNumberDescriptionSuffix: settings.itemDescriptionRules.itemNumberDescriptionSuffix,
  };
}

/** GET seller/settings/stock-list. */
export async function getStockListSettings(
  db: DbOrTx,
  ctx: RequestContext,
): Promise<StockListDisplaySettingsResponse> {
  await requireStaff(db, ctx, 'read');
  const { settings, attributes } = await current(db, ctx.tenantId);
  return answer(settings, attributes);
}

/**
 * What the request names that the stock list does not have, each as the field it is in: a category or grade code
 * the stock does not bring (or named twice), a grade in two groups, a corner or heading attribute the stock list
 * has no such attribute for.
 */
export function stockListRefusals(
  value: StockListDisplaySettings,
  known: { attributes: string[]; categories: string[]; grades: string[] },
): FieldError[] {
  const errors: FieldError[] = [];
  const refuse = (field: string, messageDescription: string) =>
    errors.push({ messageCode: 'validationFailed', messageDescription, field });
  const attributes = new Set(known.attributes);
  const seenAttributes = new Set<string>();
  value.attributeLabels.forEach((a, i) => {
    if (!attributes.has(a.attribute))
      refuse(`attributeLabels.${i}.attribute`, 'The stock list has no such attribute');
    else if (seenAttributes.has(a.attribute))
      refuse(`attributeLabels.${i}.attribute`, 'Name each attribute once');
    seenAttributes.add(a.attribute);
  });
  for (const corner of ['groupTopRightAttribute', 'groupBottomRightAttribute'] as const) {
    if (!attributes.has(value[corner])) refuse(corner, 'The stock list has no such attribute');
  }
  const codes = (list: { code: string }[], valid: string[], field: string, what: string) => {
    const known = new Set(valid);
    const seen = new Set<string>();
    list.forEach((x, i) => {
      if (!known.has(x.code)) refuse(`${field}.${i}.code`, `The stock list has no ${what} ${x.code}`);
      else if (seen.has(x.code)) refuse(`${field}.${i}.code`, `Name each ${what} once`);
      seen.add(x.code);
    });
  };
  codes(value.categories, known.categories, 'categories', 'category');
  codes(value.grades, known.grades, 'grades', 'grade');
  const grades = new Set(known.grades);
  const grouped = new Set<string>();
  value.gradeFilterGroups.forEach((g, i) => {
    g.grades.forEach((code, j) => {
      const field = `gradeFilterGroups.${i}.grades.${j}`;
      if (!grades.has(code)) refuse(field, `The stock list has no grade ${code}`);
      else if (grouped.has(code)) refuse(field, `Grade ${code} is already in a group`);
      grouped.add(code);
    });
  });
  return errors;
}

/**
 * PUT seller/settings/stock-list: refused as a whole (422 naming each field) when it names what the stock list
 * does not have; else the display settings are merged into stocklistSettings (the grades' value labels follow
 * their new labels, so a group card's grade reads as its filter does), the category and grade labels written, the
 * change audited and announced. Answers what GET answers now.
 */
export async function putStockListSettings(
  db: DbOrTx,
  ctx: RequestContext,
  value: StockListDisplaySettings,
): Promise<StockListDisplaySettingsResponse> {
  await requireStaff(db, ctx, 'write');
  return db.transaction(async (tx) => {
    // The tenant row is locked first: two saves apply one after the other, each on what the other wrote.
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, ctx.tenantId)).for('update');
    const before = await current(tx, ctx.tenantId);
    const refusals = stockListRefusals(value, {
      attributes: before.attributes,
      categories: before.settings.category,
      grades: before.settings.grade,
    });
    if (refusals.length > 0) {
      throw new AppError('validationFailed', refusals[0]!.messageDescription, undefined, refusals);
    }
    const valueLabels = before.settings.attributeValueLabels;
    const patch = {
      attributeLabels: Object.fromEntries(
        value.attributeLabels.filter((a) => a.label !== '').map((a) => [a.attribute, a.label]),
      ),
      attributeValueLabels: {
        ...valueLabels,
        grade: {
          ...(valueLabels.grade ?? {}),
          ...Object.fromEntries(value.grades.map((g) => [g.code, g.label])),
        },
      },
      gradeFilterGroups: value.gradeFilterGroups,
      showGradeIcon: value.showGradeIcon,
      groupTopRightAttribute: value.groupTopRightAttribute,
      groupBottomRightAttribute: value.groupBottomRightAttribute,
      maxItemQuantityToBeDisplayed: value.maxItemQuantityToBeDisplayed,
      defaultAlertQuantity: value.defaultAlertQuantity,
      itemDescriptionRules: {
        itemNumberDescriptionPrefix: value.itemNumberDescriptionPrefix,
        itemNumberDescriptionSuffix: value.itemNumberDescriptionSuffix,
      },
    };
    await tx
      .update(tenants)
      .set({
        settings: sql`coalesce(${tenants.settings}, '{}'::jsonb) || jsonb_build_object('stocklistSettings', coalesce(${tenants.settings} -> 'stocklistSettings', '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb)`,
      })
      .where(eq(tenants.id, ctx.tenantId));
    for (const c of value.categories) {
      await tx
        .update(stockCategories)
        .set({ label: c.label })
        .where(and(eq(stockCategories.tenantId, ctx.tenantId), eq(stockCategories.code, c.code)));
    }
    for (const g of value.grades) {
      await tx
        .update(grades)
        .set({ label: g.label, description: g.description })
        .where(and(eq(grades.tenantId, ctx.tenantId), eq(grades.code, g.code)));
    }
    const after = await current(tx, ctx.tenantId);
    const beforeAnswer = answer(before.settings, before.attributes);
    const afterAnswer = answer(after.settings, after.attributes);
    await recordStaffAction(tx, ctx, {
      action: 'settings.stock-list.update',
      targetType: 'settings',
      targetId: 'stock-list',
      before: beforeAnswer,
      after: afterAnswer,
    });
    await publishEvent(tx, {
      tenantId: ctx.tenantId,
      audience: 'buyer',
      userId: null,
      type: 'stocklist-settings.changed',
    });
    return afterAnswer;
  });
}
