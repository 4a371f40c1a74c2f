import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { grades, stockCategories, warehouseGroups, warehouses } from '../../db/schema/index.ts';

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
