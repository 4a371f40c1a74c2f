import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { stockGroups, stockItems, warehouses } from '../src/db/schema/index.ts';
import { HARBOR } from './helper.ts';
import { API, bearer } from './stock-helper.ts';

/**
 * test stock: the items the LibreOffice fixture workbooks (fixtures/offer-import) are written against,
 * inserted into a tenant beside its demo stock. IMPA takes offers, IMPN does not; "Import Closed" is a group that
 * takes no offers.
 */
export const FIXTURE_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'offer-import',
);
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURE_DIR, name));

export const IMPORT_ITEMS = [
  {
    itemNumber: 'IMP-001',
    warehouse: 'IMPA',
    group: 'Import Phones',
    quantity: 100,
    price: 5000,
    increment: 1,
  },
  {
    itemNumber: 'IMP-002',
    warehouse: 'IMPA',
    group: 'Import Phones',
    quantity: 40,
    price: 2000,
    increment: 5,
  },
  {
    itemNumber: 'IMP-003',
    warehouse: 'IMPN',
    group: 'Import North',
    quantity: 10,
    price: 3000,
    increment: 1,
  },
  {
    itemNumber: 'IMP-004',
    warehouse: 'IMPA',
    group: 'Import Closed',
    quantity: 10,
    price: 1200,
    increment: 1,
  },
  {
    itemNumber: 'IMP-005',
    warehouse: 'IMPA',
    group: 'Import Phones',
    quantity: 23,
    price: 8000,
    increment: 10,
  },
  { itemNumber: '00123', warehouse: 'IMPA', group: 'Import Phones', quantity: 5, price: 999, increment: 1 },
] as const;

export const inw = (itemNumber: string, warehouse: string) => `${itemNumber}-${warehouse}`;

export async function seedImportStock(db: Database['db'], tenantId: string): Promise<void> {
  await db.insert(warehouses).values([
    { tenantId, code: 'IMPA', label: 'Import A', acceptsOffers: true, sortOrder: 90 },
    { tenantId, code: 'IMPN', label: 'Import North', acceptsOffers: false, sortOrder: 91 },
  ]);
  const groupIds = new Map<string, string>();
  for (const [title, warehouse, isOfferAccepted] of [
    ['Import Phones', 'IMPA', true],
    ['Import North', 'IMPN', true],
    ['Import Closed', 'IMPA', false],
  ] as const) {
    const [g] = await db
      .insert(stockGroups)
      .values({
        tenantId,
        groupKey: `import-${title}`,
        title,
        category: 'PHONES',
        warehouse,
        isOfferAccepted,
      })
      .returning({ id: stockGroups.id });
    groupIds.set(title, g!.id);
  }
  await db.insert(stockItems).values(
    IMPORT_ITEMS.map((i) => ({
      tenantId,
      groupId: groupIds.get(i.group)!,
      itemNumber: i.itemNumber,
      warehouse: i.warehouse,
      itemNumberWarehouse: inw(i.itemNumber, i.warehouse),
      skuDescription: `Test phone ${i.itemNumber}`,
      groupItemDescription: `${i.itemNumber} lot`,
      quantityAvailable: i.quantity,
      listPriceMinor: i.price,
      incrementSize: i.increment,
    })),
  );
}

/** A multipart/form-data body with the given file parts (and optional fields). */
export function multipartBody(
  files: { name: string; data: Buffer; field?: string; type?: string }[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portico${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function importApi(app: FastifyInstance) {
  const base = `${API}/stocklist/offer/bulk-offer-import`;
  const upload = (
    token: string,
    name: string,
    data: Buffer,
    extraHeaders: Record<string, string> = {},
    host = HARBOR,
  ) => {
    const body = multipartBody([{ name, data }]);
    return app.inject({
      method: 'POST',
      url: base,
      headers: { host, ...bearer(token), ...body.headers, ...extraHeaders },
      payload: body.payload,
    });
  };
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', suffix = '', host = HARBOR) =>
    app.inject({ method, url: `${base}${suffix}`, headers: { host, ...bearer(token) } });
  return {
    upload,
    pending: (token: string, host = HARBOR) => call(token, 'GET', '', host),
    remove: (token: string, key: string) => call(token, 'DELETE', `/${encodeURIComponent(key)}`),
    cancel: (token: string, host = HARBOR) => call(token, 'POST', '/cancel', host),
    accept: (token: string, host = HARBOR) => call(token, 'POST', '/accept', host),
    template: (token: string, query = '') => call(token, 'GET', `/template${query}`),
  };
}
