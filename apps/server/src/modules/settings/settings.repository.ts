import type { FreeFreightMethod } from '@portico/domain';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  grades,
  shippingMethods,
  stockCategories,
  warehouseGroups,
  warehouses,
} from '../../db/schema/index.ts';

/**
 * The tenant's shown, address-free methods with a free-freight threshold, in checkout order (docs/decisions/015):
 * what the cart's free-shipping message promises. A method bound to one buyer's address is never advertised.
 */
export async function freeFreightMethods(db: DbOrTx, tenantId: string): Promise<FreeFreightMethod[]> {
  const rows = await db
    .select({
      label: shippingMethods.label,
      customLabel: shippingMethods.customLabel,
      freeFreightOver: shippingMethods.freeFreightOverMinor,
    })
    .from(shippingMethods)
    .where(
      and(
        eq(shippingMethods.tenantId, tenantId),
        isNotNull(shippingMethods.freeFreightOverMinor),
        inArray(shippingMethods.type, ['STANDARD', 'EXPRESS', 'REAL_TIME']),
        eq(shippingMethods.showMethod, true),
        isNull(shippingMethods.buyerAddressId),
      ),
    )
    .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.code));
  return rows.map((r) => ({ label: r.customLabel ?? r.label, freeFreightOver: r.freeFreightOver }));
}

/** Reference data of the stock list settings (C-056): warehouses, warehouse groups, categories, grades. */
export async function stockReference(db: DbOrTx, tenantId: string) {
  const [whs, groups, categories, gradeRows] = await Promise.all([
    db
      .select({ code: warehouses.code, label: warehouses.label, acceptsOffers: warehouses.acceptsOffers })
      .from(warehouses)
      .where(eq(warehouses.tenantId, tenantId))
      .orderBy(asc(warehouses.sortOrder), asc(warehouses.code)),
    db
      .select({
        name: warehouseGroups.name,
        description: warehouseGroups.description,
        selectOrder: warehouseGroups.selectOrder,
        warehouseCodes: warehouseGroups.warehouseCodes,
      })
      .from(warehouseGroups)
      .where(eq(warehouseGroups.tenantId, tenantId))
      .orderBy(asc(warehouseGroups.selectOrder), asc(warehouseGroups.name)),
    db
      .select({
        code: stockCategories.code,
        label: stockCategories.label,
        searchLevels: stockCategories.searchLevels,
      })
      .from(stockCategories)
      .where(eq(stockCategories.tenantId, tenantId))
      .orderBy(asc(stockCategories.sortOrder), asc(stockCategories.code)),
    db
      .select({ code: grades.code, label: grades.label, description: grades.description })
      .from(grades)
      .where(eq(grades.tenantId, tenantId))
      .orderBy(asc(grades.sortOrder), asc(grades.code)),
  ]);
  return { warehouses: whs, warehouseGroups: groups, categories, grades: gradeRows };
}
export type StockReference = Awaited<ReturnType<typeof stockReference>>;
