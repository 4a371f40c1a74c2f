import type { ItemGroup, StockItem, StocklistSettings, WarehouseGroup } from '@portico/contract';

/** Builders with overrides for the stock list's table tests (CONVENTIONS habit 10). */
export function aStockItem(overrides: Partial<StockItem> = {}): StockItem {
  const itemNumber = overrides.itemNumber ?? 'APL-IP13-128-BLK-A';
  const warehouse = overrides.warehouse ?? 'MIA';
  return {
    itemNumber,
    itemNumberWarehouse: `${itemNumber}-${warehouse}`,
    warehouse,
    skuDescription: 'Apple iPhone 13 128GB Black Grade A',
    groupItemDescription: '128GB Black',
    groupDescription: 'Apple iPhone 13',
    quantityAvailable: 10,
    listPrice: 300,
    incrementSize: 1,
    pendingOrderItemCount: 0,
    attributes: { category: 'Phones', manufacturer: 'Apple', capacity: '128GB', grade: 'A' },
    ...overrides,
  };
}

export function aGroup(items: StockItem[], overrides: Partial<ItemGroup> = {}): ItemGroup {
  const first = items[0];
  return {
    groupId: `g-${first?.itemNumber ?? 'empty'}`,
    title: first?.groupDescription ?? 'Group',
    groupAttributes: { grade: first?.attributes.grade ?? 'A' },
    groupDescription: first?.groupDescription ?? '',
    wareHouse: first?.warehouse ?? 'MIA',
    countOfItems: items.length,
    quantityAvailable: items.reduce((s, i) => s + i.quantityAvailable, 0),
    minPrice: items.length ? Math.min(...items.map((i) => i.listPrice)) : null,
    showMinPriceSymbol: false,
    items,
    isOfferAccepted: true,
    category: first?.attributes.category ?? 'Phones',
    ...overrides,
  };
}

export function aWarehouseGroup(overrides: Partial<WarehouseGroup> = {}): WarehouseGroup {
  return {
    pxnParticipantId: 'harbor',
    warehouseGroupName: 'Harbor',
    warehouseGroupDescription: 'Harbor Wholesale',
    warehouses: [
      { warehouseId: 'MIA', warehouseLabel: 'Miami' },
      { warehouseId: 'LAX', warehouseLabel: 'Los Angeles' },
    ],
    isPxnr: false,
    isPxns: false,
    warehouseGroupSelectOrder: 1,
    ...overrides,
  };
}

export function someSettings(overrides: Partial<StocklistSettings> = {}): StocklistSettings {
  return {
    category: ['Phones', 'Tablets'],
    categoryLabels: { Phones: 'Phones', Tablets: 'Tablets' },
    searchLevels: { Phones: ['manufacturer', 'capacity', 'grade'], Tablets: ['manufacturer', 'grade'] },
    attributeLabels: { manufacturer: 'Manufacturer', capacity: 'Capacity', grade: 'Grade' },
    attributeValueLabels: {},
    attributeSortAlgorithm: { capacity: 'AlphanumericAsNumeric' },
    sortOrder: {},
    grade: ['A', 'AB', 'B', 'C'],
    gradeLabels: { A: 'A', AB: 'AB', B: 'B', C: 'C' },
    gradeFilterGroups: [],
    gradeLabelDescriptions: [],
    showGradeIcon: true,
    warehouseLabels: { MIA: 'Miami', LAX: 'Los Angeles' },
    warehouses: ['MIA', 'LAX'],
    warehouseGroups: [aWarehouseGroup()],
    warehouseAcceptingOffer: ['MIA'],
    maxItemQuantityToBeDisplayed: 500,
    pxParticipantId: 'harbor',
    defaultAlertQuantity: 100,
    groupTopRightAttribute: 'grade',
    groupBottomRightAttribute: 'warehouse',
    itemDescriptionRules: { itemNumberDescriptionPrefix: '', itemNumberDescriptionSuffix: '' },
    ...overrides,
  };
}
