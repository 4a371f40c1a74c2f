import { describe, expect, it } from 'vitest';
import { CliError, parseCommand, seedStock } from '../src/cli/commands.ts';
import { buildTestApp, signIn } from './helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

describe('seed stock (CLI)', () => {
  it('parses `seed stock --tenant harbor --items 100000`', () => {
    expect(parseCommand(['seed', 'stock', '--tenant', 'harbor', '--items', '100000'])).toEqual({
      kind: 'seed-stock',
      input: { tenantSlug: 'harbor', items: 100000, seed: undefined },
    });
    expect(() => parseCommand(['seed', 'stock', '--tenant', 'harbor'])).toThrow(/--items/);
    expect(() => parseCommand(['seed', 'stock', '--tenant', 'harbor', '--items', 'many'])).toThrow(/--items/);
  });

  it('replaces the tenant’s stock with N generated items and the list shows them at once', async () => {
    const t = await buildTestApp();
    try {
      const buyer = await signIn(t.app, 'buyer@harbor.test');
      const before = await getStock(t.app, buyer, undefined, true);
      const r = await seedStock(t.app.db, { tenantSlug: 'harbor', items: 2500, seed: 9 });
      expect(r).toMatchObject({ slug: 'harbor', items: 2500 });
      const after = await getStock(t.app, buyer, undefined, true);
      expect(itemsOf(after.body.groups)).toHaveLength(2500);
      expect(after.body.groups).toHaveLength(r.groups);
      expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
      await expect(seedStock(t.app.db, { tenantSlug: 'nobody', items: 5 })).rejects.toBeInstanceOf(CliError);
      await expect(seedStock(t.app.db, { tenantSlug: 'harbor', items: -1 })).rejects.toBeInstanceOf(CliError);
    } finally {
      await t.close();
    }
  });
});
