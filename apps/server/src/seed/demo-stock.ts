import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import {
  grades,
  stockCategories,
  stockGroups,
  stockItems,
  stocklistOffers,
  tenants,
  warehouseGroups,
  warehouses,
} from '../db/schema/index.ts';

/**
 * Demo stock of a used-phone wholesaler: real manufacturers and models, capacities, colours, grades
 * A…Functional, lock status, several warehouses, increments above 1, some items out of stock and some groups
 * not accepting offers. `generateStock` is pure and deterministic (same seed, same stock), so the demo, the
 * tests and the benchmarks (`seed stock --items N`) all see the same kind of data at any size.
 */

export type DemoStockTenant = 'harbor' | 'summit';

type Model = {
  manufacturer: string;
  model: string;
  code: string;
  capacities: string[];
  colours: string[];
  msrp: number;
};
type CategoryDef = { code: string; label: string; models: Model[] };

const m = (
  manufacturer: string,
  model: string,
  code: string,
  capacities: string[],
  colours: string[],
  msrp: number,
) => ({
  manufacturer,
  model,
  code,
  capacities,
  colours,
  msrp,
});

const PHONES: Model[] = [
  m('Apple', 'iPhone 11', 'IP11', ['64GB', '128GB', '256GB'], ['Black', 'White', 'Purple', 'Red'], 210),
  m('Apple', 'iPhone 12', 'IP12', ['64GB', '128GB', '256GB'], ['Black', 'Blue', 'White', 'Green'], 260),
  m(
    'Apple',
    'iPhone 12 Pro',
    'IP12P',
    ['128GB', '256GB', '512GB'],
    ['Graphite', 'Pacific Blue', 'Gold', 'Silver'],
    330,
  ),
  m(
    'Apple',
    'iPhone 13',
    'IP13',
    ['128GB', '256GB', '512GB'],
    ['Midnight', 'Starlight', 'Blue', 'Pink'],
    340,
  ),
  m(
    'Apple',
    'iPhone 13 Pro Max',
    'IP13PM',
    ['128GB', '256GB', '512GB', '1TB'],
    ['Graphite', 'Sierra Blue', 'Gold'],
    480,
  ),
  m(
    'Apple',
    'iPhone 14',
    'IP14',
    ['128GB', '256GB', '512GB'],
    ['Midnight', 'Purple', 'Blue', 'Starlight'],
    410,
  ),
  m(
    'Apple',
    'iPhone 14 Pro',
    'IP14P',
    ['128GB', '256GB', '512GB', '1TB'],
    ['Space Black', 'Deep Purple', 'Gold'],
    540,
  ),
  m('Apple', 'iPhone 15', 'IP15', ['128GB', '256GB', '512GB'], ['Black', 'Blue', 'Green', 'Pink'], 560),
  m(
    'Apple',
    'iPhone 15 Pro Max',
    'IP15PM',
    ['256GB', '512GB', '1TB'],
    ['Natural Titanium', 'Black Titanium', 'Blue Titanium'],
    820,
  ),
  m('Apple', 'iPhone SE (2022)', 'IPSE3', ['64GB', '128GB', '256GB'], ['Midnight', 'Starlight', 'Red'], 150),
  m(
    'Samsung',
    'Galaxy S21',
    'S21',
    ['128GB', '256GB'],
    ['Phantom Gray', 'Phantom White', 'Phantom Violet'],
    190,
  ),
  m(
    'Samsung',
    'Galaxy S22 Ultra',
    'S22U',
    ['128GB', '256GB', '512GB'],
    ['Phantom Black', 'Burgundy', 'Green'],
    370,
  ),
  m('Samsung', 'Galaxy S23', 'S23', ['128GB', '256GB'], ['Phantom Black', 'Cream', 'Lavender'], 390),
  m(
    'Samsung',
    'Galaxy S24 Ultra',
    'S24U',
    ['256GB', '512GB', '1TB'],
    ['Titanium Gray', 'Titanium Black', 'Titanium Violet'],
    760,
  ),
  m(
    'Samsung',
    'Galaxy A54 5G',
    'A54',
    ['128GB', '256GB'],
    ['Awesome Graphite', 'Awesome Violet', 'Awesome Lime'],
    140,
  ),
  m('Samsung', 'Galaxy Z Flip5', 'ZFL5', ['256GB', '512GB'], ['Mint', 'Graphite', 'Lavender'], 450),
  m('Google', 'Pixel 6', 'PX6', ['128GB', '256GB'], ['Stormy Black', 'Sorta Seafoam', 'Kinda Coral'], 160),
  m('Google', 'Pixel 7 Pro', 'PX7P', ['128GB', '256GB', '512GB'], ['Obsidian', 'Snow', 'Hazel'], 290),
  m('Google', 'Pixel 8', 'PX8', ['128GB', '256GB'], ['Obsidian', 'Hazel', 'Rose'], 350),
  m('Motorola', 'moto g power (2023)', 'MGP23', ['64GB', '128GB'], ['Mineral Black', 'Deep Blue'], 70),
  m('Motorola', 'edge+ (2023)', 'EDGP23', ['256GB', '512GB'], ['Interstellar Black'], 260),
  m(
    'Motorola',
    'razr 40 ultra',
    'RZR40U',
    ['256GB', '512GB'],
    ['Infinite Black', 'Viva Magenta', 'Glacier Blue'],
    330,
  ),
  m('OnePlus', '11 5G', 'OP11', ['128GB', '256GB'], ['Titan Black', 'Eternal Green'], 280),
];

const TABLETS: Model[] = [
  m('Apple', 'iPad (9th generation)', 'IPAD9', ['64GB', '256GB'], ['Space Gray', 'Silver'], 170),
  m(
    'Apple',
    'iPad Air (5th generation)',
    'IPADA5',
    ['64GB', '256GB'],
    ['Space Gray', 'Blue', 'Purple', 'Starlight'],
    330,
  ),
  m(
    'Apple',
    'iPad Pro 11-inch (4th generation)',
    'IPADP11',
    ['128GB', '256GB', '512GB', '1TB'],
    ['Space Gray', 'Silver'],
    560,
  ),
  m('Samsung', 'Galaxy Tab S8', 'TABS8', ['128GB', '256GB'], ['Graphite', 'Silver', 'Pink Gold'], 290),
  m('Samsung', 'Galaxy Tab A8', 'TABA8', ['32GB', '64GB'], ['Gray', 'Silver'], 90),
];

const WATCHES: Model[] = [
  m(
    'Apple',
    'Watch Series 8 45mm',
    'AW8-45',
    ['32GB'],
    ['Midnight', 'Starlight', 'Silver', '(PRODUCT)RED'],
    190,
  ),
  m('Apple', 'Watch Ultra', 'AWU', ['32GB'], ['Titanium'], 410),
  m('Samsung', 'Galaxy Watch5 44mm', 'GW5-44', ['16GB'], ['Graphite', 'Silver', 'Sapphire'], 110),
  m('Google', 'Pixel Watch', 'PXW', ['32GB'], ['Matte Black', 'Polished Silver', 'Champagne Gold'], 130),
];

const CATEGORIES: CategoryDef[] = [
  { code: 'PHONES', label: 'Phones', models: PHONES },
  { code: 'TABLETS', label: 'Tablets', models: TABLETS },
  { code: 'WATCHES', label: 'Watches', models: WATCHES },
];

/** Grades of a used-device wholesaler, best first; factor is the share of the model's reference price. */
export const DEMO_GRADES = [
  {
    code: 'A',
    label: 'Grade A',
    factor: 1,
    description:
      'Excellent condition. Light signs of use at most; no scratches visible at arm’s length. Battery health 85% or better.',
  },
  {
    code: 'AB',
    label: 'Grade AB',
    factor: 0.92,
    description:
      'Very good condition. Minor scratches on the screen or housing, invisible when the screen is on.',
  },
  {
    code: 'B',
    label: 'Grade B',
    factor: 0.82,
    description:
      'Good condition. Visible scratches and light scuffs on the housing; no cracks; fully functional.',
  },
  {
    code: 'C',
    label: 'Grade C',
    factor: 0.68,
    description: 'Fair condition. Heavy wear, dents or deep scratches; no cracks; fully functional.',
  },
  {
    code: 'Functional',
    label: 'Functional',
    factor: 0.5,
    description:
      'Powers on and works, but may have cracked glass, screen burn or a missing part. Sold as is.',
  },
] as const;

const LOCK_STATUSES = ['Unlocked', 'Locked'] as const;

type WarehouseDef = { code: string; label: string; acceptsOffers: boolean };

const TENANT_STOCK: Record<
  DemoStockTenant,
  {
    warehouses: WarehouseDef[];
    groupName: string;
    groupDescription: string;
    items: number;
    seed: number;
    categories: string[];
  }
> = {
  harbor: {
    warehouses: [
      { code: 'MIA', label: 'Miami', acceptsOffers: true },
      { code: 'LAX', label: 'Los Angeles', acceptsOffers: false },
    ],
    groupName: 'Harbor Phones',
    groupDescription: 'Our own stock in Miami and Los Angeles',
    items: 600,
    seed: 20260101,
    categories: ['PHONES', 'TABLETS', 'WATCHES'],
  },
  summit: {
    warehouses: [{ code: 'DEN', label: 'Denver', acceptsOffers: true }],
    groupName: 'Summit Mobile Trade',
    groupDescription: 'Our stock in Denver',
    items: 150,
    seed: 7041,
    categories: ['PHONES', 'TABLETS'],
  },
};

/** Mulberry32: a tiny deterministic PRNG (same seed → same stock). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type GeneratedGroup = {
  groupKey: string;
  title: string;
  description: string;
  category: string;
  attributes: Record<string, string>;
  warehouse: string;
  isOfferAccepted: boolean;
};
export type GeneratedItem = {
  groupKey: string;
  itemNumber: string;
  warehouse: string;
  itemNumberWarehouse: string;
  skuDescription: string;
  groupItemDescription: string;
  attributes: Record<string, string>;
  quantityAvailable: number;
  listPriceMinor: number;
  incrementSize: number;
};
export type GeneratedStock = { groups: GeneratedGroup[]; items: GeneratedItem[] };

const capacityFactor = (capacity: string, all: string[]) => 1 + all.indexOf(capacity) * 0.12;
const colourCode = (colour: string) =>
  colour
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .map((w) => w.slice(0, 3).toUpperCase())
    .join('');

/**
 * Generates `items` stock items for the tenant, deterministically from `seed`. Items are drawn from every
 * (model, capacity, colour, lock status, grade, warehouse) combination in a seeded order; past the number of
 * combinations further lots of the same devices get their own item numbers (`-L2`, `-L3`, …).
 */
export function generateStock(
  tenant: DemoStockTenant,
  opts: { items: number; seed?: number },
): GeneratedStock {
  const def = TENANT_STOCK[tenant];
  const rand = prng(opts.seed ?? def.seed);
  type Combo = {
    cat: CategoryDef;
    model: Model;
    capacity: string;
    colour: string;
    lock: string;
    grade: (typeof DEMO_GRADES)[number];
    wh: WarehouseDef;
  };
  const combos: Combo[] = [];
  for (const cat of CATEGORIES.filter((c) => def.categories.includes(c.code))) {
    for (const model of cat.models)
      for (const capacity of model.capacities)
        for (const colour of model.colours)
          for (const lock of cat.code === 'WATCHES' ? ['Unlocked'] : LOCK_STATUSES)
            for (const grade of DEMO_GRADES)
              for (const wh of def.warehouses) combos.push({ cat, model, capacity, colour, lock, grade, wh });
  }
  // Seeded Fisher–Yates shuffle, so a small demo still spans many models and grades.
  for (let i = combos.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [combos[i], combos[j]] = [combos[j]!, combos[i]!];
  }

  const groups = new Map<string, GeneratedGroup>();
  const items: GeneratedItem[] = [];
  for (let n = 0; n < opts.items; n++) {
    const c = combos[n % combos.length]!;
    const lot = Math.floor(n / combos.length) + 1;
    const { cat, model, capacity, colour, lock, grade, wh } = c;
    // Past the first lot, each lot is its own group, so a large list has many groups of realistic size.
    const lotText = lot > 1 ? ` (lot ${lot})` : '';
    const groupKey = `${cat.code}|${model.code}|${grade.code}|${wh.code}|${lot}`;
    if (!groups.has(groupKey)) {
      groups.set(groupKey, {
        groupKey,
        title: `${model.manufacturer} ${model.model}${lotText}`,
        description: `${model.manufacturer} ${model.model}, ${grade.label}${lotText}`,
        category: cat.code,
        attributes: { manufacturer: model.manufacturer, model: model.model, grade: grade.code },
        warehouse: wh.code,
        // Some groups do not take offers (C-051); Functional stock never does.
        isOfferAccepted: grade.code !== 'Functional' && rand() > 0.15,
      });
    }
    const lockCode = lock === 'Unlocked' ? 'UL' : 'LK';
    const gradeCode = grade.code === 'Functional' ? 'FN' : grade.code;
    const itemNumber = `${model.code}-${capacity.replace('GB', '').replace('TB', 'T')}-${colourCode(colour)}-${lockCode}-${gradeCode}${lot > 1 ? `-L${lot}` : ''}`;
    const r = rand();
    // About one item in ten is out of stock; bulk accessories-like volumes on cheap devices.
    const quantityAvailable =
      r < 0.1 ? 0 : r > 0.97 ? 600 + Math.floor(rand() * 900) : 1 + Math.floor(rand() * 180);
    const incrementSize = rand() < 0.18 ? (rand() < 0.5 ? 5 : 10) : 1;
    const lockFactor = lock === 'Locked' ? 0.85 : 1;
    const price = Math.max(
      15,
      Math.round(
        model.msrp *
          grade.factor *
          capacityFactor(capacity, model.capacities) *
          lockFactor *
          (0.95 + rand() * 0.1),
      ),
    );
    items.push({
      groupKey,
      itemNumber,
      warehouse: wh.code,
      itemNumberWarehouse: `${itemNumber}-${wh.code}`,
      skuDescription: `${model.manufacturer} ${model.model} ${capacity} ${colour} ${lock} ${grade.label}${lotText}`,
      groupItemDescription: `${capacity} ${colour} ${lock}${lotText}`,
      attributes: {
        category: cat.code,
        manufacturer: model.manufacturer,
        model: model.model,
        capacity,
        colour,
        grade: grade.code,
        lockStatus: lock,
      },
      quantityAvailable,
      listPriceMinor: price * 100,
      incrementSize,
    });
  }
  return { groups: [...groups.values()], items };
}

/** The stock list display settings stored in tenants.settings.stocklistSettings (C-056). */
export function demoStocklistSettings(tenant: DemoStockTenant): Record<string, unknown> {
  return {
    attributeLabels: {
      manufacturer: 'Manufacturer',
      model: 'Model',
      capacity: 'Capacity',
      colour: 'Colour',
      grade: 'Grade',
      lockStatus: 'Lock Status',
      warehouse: 'Warehouse',
      category: 'Category',
    },
    attributeValueLabels: { grade: Object.fromEntries(DEMO_GRADES.map((g) => [g.code, g.label])) },
    attributeSortAlgorithm: { capacity: 'AlphanumericAsNumeric' },
    sortOrder: { grade: DEMO_GRADES.map((g) => g.code) },
    gradeFilterGroups: [
      { header: 'Cosmetic grades', footer: '', grades: ['A', 'AB', 'B', 'C'] },
      { header: 'Other', footer: 'Functional devices are sold as is.', grades: ['Functional'] },
    ],
    showGradeIcon: true,
    maxItemQuantityToBeDisplayed: 500,
    defaultAlertQuantity: tenant === 'harbor' ? 100 : 50,
    groupTopRightAttribute: 'grade',
    groupBottomRightAttribute: 'warehouse',
    itemDescriptionRules: {
      itemNumberDescriptionPrefix: tenant === 'harbor' ? 'SKU ' : '',
      itemNumberDescriptionSuffix: '',
    },
  };
}

const SEARCH_LEVELS: Record<string, string[]> = {
  PHONES: ['manufacturer', 'model', 'grade'],
  TABLETS: ['manufacturer', 'capacity', 'grade'],
  WATCHES: ['manufacturer', 'grade'],
};

const BATCH = 1000;

/** Replaces the tenant's stock with `stock` (groups and items), in the caller's transaction. */
export async function writeStock(tx: Tx, tenantId: string, stock: GeneratedStock): Promise<void> {
  await tx.delete(stocklistOffers).where(eq(stocklistOffers.tenantId, tenantId));
  await tx.delete(stockItems).where(eq(stockItems.tenantId, tenantId));
  await tx.delete(stockGroups).where(eq(stockGroups.tenantId, tenantId));
  const groupIds = new Map<string, string>();
  for (let i = 0; i < stock.groups.length; i += BATCH) {
    const rows = await tx
      .insert(stockGroups)
      .values(stock.groups.slice(i, i + BATCH).map((g) => ({ ...g, tenantId })))
      .returning({ id: stockGroups.id, groupKey: stockGroups.groupKey });
    for (const r of rows) groupIds.set(r.groupKey, r.id);
  }
  for (let i = 0; i < stock.items.length; i += BATCH) {
    await tx.insert(stockItems).values(
      stock.items.slice(i, i + BATCH).map(({ groupKey, ...item }) => ({
        ...item,
        tenantId,
        groupId: groupIds.get(groupKey)!,
      })),
    );
  }
}

/** Warehouses, warehouse group, categories, grades and display settings of a demo tenant (idempotent). */
export async function seedStockReferenceData(
  tx: Tx,
  tenant: DemoStockTenant,
  tenantId: string,
): Promise<void> {
  const def = TENANT_STOCK[tenant];
  await tx.delete(warehouses).where(eq(warehouses.tenantId, tenantId));
  await tx.insert(warehouses).values(def.warehouses.map((w, i) => ({ ...w, tenantId, sortOrder: i })));
  await tx.delete(warehouseGroups).where(eq(warehouseGroups.tenantId, tenantId));
  await tx.insert(warehouseGroups).values({
    tenantId,
    name: def.groupName,
    description: def.groupDescription,
    selectOrder: 1,
    warehouseCodes: def.warehouses.map((w) => w.code),
  });
  await tx.delete(stockCategories).where(eq(stockCategories.tenantId, tenantId));
  await tx.insert(stockCategories).values(
    CATEGORIES.filter((c) => def.categories.includes(c.code)).map((c, i) => ({
      tenantId,
      code: c.code,
      label: c.label,
      sortOrder: i,
      searchLevels: SEARCH_LEVELS[c.code] ?? [],
    })),
  );
  await tx.delete(grades).where(eq(grades.tenantId, tenantId));
  await tx.insert(grades).values(
    DEMO_GRADES.map((g, i) => ({
      tenantId,
      code: g.code,
      label: g.label,
      description: g.description,
      sortOrder: i,
    })),
  );
  await tx
    .update(tenants)
    .set({
      settings: sql`${tenants.settings} || ${JSON.stringify({
        stocklistSettings: demoStocklistSettings(tenant),
        warehouseLabels: Object.fromEntries(def.warehouses.map((w) => [w.code, w.label])),
      })}::jsonb`,
    })
    .where(eq(tenants.id, tenantId));
}

/** The demo seed's stock for both tenants (called inside seedDemoIfEmpty's transaction). */
export async function seedDemoStock(tx: Tx, tenantIds: Record<DemoStockTenant, string>): Promise<void> {
  for (const tenant of ['harbor', 'summit'] as const) {
    const def = TENANT_STOCK[tenant];
    await seedStockReferenceData(tx, tenant, tenantIds[tenant]);
    await writeStock(tx, tenantIds[tenant], generateStock(tenant, { items: def.items, seed: def.seed }));
  }
}

/** `seed stock --tenant <slug> --items N`: replaces a demo tenant's stock with N generated items. */
export async function seedTenantStock(
  db: DbOrTx,
  input: { tenantId: string; tenant: DemoStockTenant; items: number; seed?: number },
): Promise<{ groups: number; items: number }> {
  const stock = generateStock(input.tenant, { items: input.items, seed: input.seed });
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ code: warehouses.code })
      .from(warehouses)
      .where(and(eq(warehouses.tenantId, input.tenantId)))
      .limit(1);
    if (existing.length === 0) await seedStockReferenceData(tx, input.tenant, input.tenantId);
    await writeStock(tx, input.tenantId, stock);
  });
  return { groups: stock.groups.length, items: stock.items.length };
}

export const isDemoStockTenant = (slug: string): slug is DemoStockTenant =>
  slug === 'harbor' || slug === 'summit';
