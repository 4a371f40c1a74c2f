import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { DbOrTx } from '../../db/client.ts';
import { currentStockVersion, groupsJson, groupVersions } from './stock.repository.ts';

const gzipAsync = promisify(gzip);

/** One cached answer of GET stocklist/items: the same bytes, plain and gzipped, built once per stock version. */
export type StockBytes = {
  version: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  /** Where each group's JSON sits in `identity`, by content version, so the next build reuses unchanged ones. */
  index: Map<string, GroupSlice>;
};
/** A group's bytes in `identity` (end = start when the group has no items in this variant). */
type GroupSlice = { contentVersion: number; start: number; end: number };

const COMMA = Buffer.from(',');
/** Above this share of changed groups one statement fetches them all. */
const FULL_REBUILD_SHARE = 0.5;

/** ETag of a stock version (weak: the gzip and plain bytes are the same representation). */
export const etagOf = (version: number, includeOutOfStock: boolean) =>
  `W/"${version}${includeOutOfStock ? '-all' : ''}"`;

/**
 * DESIGN §2, PERFORMANCE P1–P3: GET stocklist/items is served from pre-serialised, pre-compressed bytes per
 * tenant (later per participant) and variant. Each request reads the stock version (one point select); a
 * different version than the cached one rebuilds, so several nodes stay correct without talking to each other.
 * A rebuild re-serialises only the groups whose content version moved (triggers of migration 0003) and copies
 * the others' bytes from the previous build. Concurrent requests for the same rebuild share one build.
 */
export class StockCache {
  private readonly entries = new Map<string, StockBytes>();
  private readonly building = new Map<string, Promise<StockBytes>>();

  /** The current version's ETag without building anything (for If-None-Match). */
  async currentEtag(db: DbOrTx, tenantId: string, includeOutOfStock: boolean): Promise<string> {
    return etagOf(await currentStockVersion(db, tenantId), includeOutOfStock);
  }

  async get(
    db: DbOrTx,
    tenantId: string,
    includeOutOfStock: boolean,
    knownVersion?: number,
  ): Promise<StockBytes> {
    const key = `${tenantId}:${includeOutOfStock ? 'all' : 'in'}`;
    const version = knownVersion ?? (await currentStockVersion(db, tenantId));
    const cached = this.entries.get(key);
    if (cached && cached.version === version) return cached;
    const pending = this.building.get(key);
    if (pending) {
      const built = await pending;
      if (built.version >= version) return built;
    }
    // The newest build so far (possibly the pending one that just finished) is the base to reuse bytes from.
    const build = this.build(db, tenantId, includeOutOfStock, this.entries.get(key)).finally(() =>
      this.building.delete(key),
    );
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

  private async build(
    db: DbOrTx,
    tenantId: string,
    includeOutOfStock: boolean,
    previous: StockBytes | undefined,
  ): Promise<StockBytes> {
    const { version, updatedAt, groups } = await groupVersions(db, tenantId);
    const prev = previous?.index;
    const changed = groups.filter(([id, cv]) => prev?.get(id)?.contentVersion !== cv).map(([id]) => id);
    const fetched =
      changed.length === 0
        ? new Map<string, { contentVersion: number; json: string }>()
        : await groupsJson(
            db,
            tenantId,
            includeOutOfStock,
            !prev || changed.length > groups.length * FULL_REBUILD_SHARE ? undefined : changed,
          );

    const parts: Buffer[] = [Buffer.from('{"groups":[')];
    let pos = parts[0]?.length ?? 0;
    const index = new Map<string, GroupSlice>();
    for (const [id, cv] of groups) {
      const old = prev?.get(id);
      const fresh = fetched.get(id);
      let bytes: Buffer | undefined;
      let contentVersion = cv;
      if (fresh) {
        bytes = Buffer.from(fresh.json);
        // A writer may have committed between the two reads: the bytes are then newer, and say so.
        contentVersion = fresh.contentVersion;
      } else if (old && old.contentVersion === cv && previous) {
        bytes = old.end > old.start ? previous.identity.subarray(old.start, old.end) : undefined;
      }
      if (!bytes) {
        // No items in this variant (e.g. all out of stock): remembered, so it is not asked for again.
        index.set(id, { contentVersion, start: 0, end: 0 });
        continue;
      }
      if (parts.length > 1) {
        parts.push(COMMA);
        pos += 1;
      }
      index.set(id, { contentVersion, start: pos, end: pos + bytes.length });
      parts.push(bytes);
      pos += bytes.length;
    }
    // C-001: lastUpdateddDate, spelled as the spec spells it.
    parts.push(Buffer.from(`],"lastUpdateddDate":${JSON.stringify(updatedAt)}}`));
    const identity = Buffer.concat(parts);
    return {
      version,
      etag: etagOf(version, includeOutOfStock),
      identity,
      gzip: await gzipAsync(identity, { level: 6 }),
      index,
    };
  }
}
