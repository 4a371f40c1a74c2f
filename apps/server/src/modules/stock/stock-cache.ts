import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { DbOrTx } from '../../db/client.ts';
import { readStockVersion, stockGroupsJson } from './stock.repository.ts';

const gzipAsync = promisify(gzip);

/** One cached answer of GET stocklist/items: the same bytes, plain and gzipped, built once per stock version. */
export type StockBytes = {
  version: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
};

/** ETag of a stock version (weak: the gzip and plain bytes are the same representation). */
export const etagOf = (version: number, includeOutOfStock: boolean) =>
  `W/"${version}${includeOutOfStock ? '-all' : ''}"`;

/**
 * DESIGN §2, PERFORMANCE P1–P3: GET stocklist/items is served from pre-serialised, pre-compressed bytes per
 * tenant (later per participant) and variant. Each request reads the stock version (one point select); a
 * different version than the cached one rebuilds, so several nodes stay correct without talking to each other.
 * Concurrent requests for the same rebuild share one build.
 */
export class StockCache {
  private readonly entries = new Map<string, StockBytes>();
  private readonly building = new Map<string, Promise<StockBytes>>();

  /** The current version's ETag without building anything (for If-None-Match). */
  async currentEtag(db: DbOrTx, tenantId: string, includeOutOfStock: boolean): Promise<string> {
    const { version } = await readStockVersion(db, tenantId);
    return etagOf(version, includeOutOfStock);
  }

  async get(
    db: DbOrTx,
    tenantId: string,
    includeOutOfStock: boolean,
    knownVersion?: number,
  ): Promise<StockBytes> {
    const key = `${tenantId}:${includeOutOfStock ? 'all' : 'in'}`;
    const version = knownVersion ?? (await readStockVersion(db, tenantId)).version;
    const cached = this.entries.get(key);
    if (cached && cached.version === version) return cached;
    const pending = this.building.get(key);
    if (pending) {
      const built = await pending;
      if (built.version >= version) return built;
    }
    const build = this.build(db, tenantId, includeOutOfStock).finally(() => this.building.delete(key));
    this.building.set(key, build);
    const built = await build;
    const current = this.entries.get(key);
    if (!current || current.version <= built.version) this.entries.set(key, built);
    return built;
  }

  /** Drops everything (tests, or a tenant removed). */
  clear(): void {
    this.entries.clear();
  }

  private async build(db: DbOrTx, tenantId: string, includeOutOfStock: boolean): Promise<StockBytes> {
    const { version, updatedAt, groups } = await stockGroupsJson(db, tenantId, includeOutOfStock);
    // The groups text is PostgreSQL's JSON; only the envelope is written here (C-001: lastUpdateddDate).
    const identity = Buffer.from(`{"groups":${groups},"lastUpdateddDate":${JSON.stringify(updatedAt)}}`);
    return {
      version,
      etag: etagOf(version, includeOutOfStock),
      identity,
      gzip: await gzipAsync(identity, { level: 6 }),
    };
  }
}
