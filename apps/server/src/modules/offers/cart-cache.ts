/**
 * GET stocklist/offers answers from bytes serialised once per state of the cart (PERFORMANCE P5, like the stock
 * cache of P2). A state is named by a stamp read from the database on EVERY request, in the same statement as the
 * access check (offer-statements.ts readCartStamp): the tenant's stock version and the sorted change_seq values of
 * the buyer's lines. Any node serves a change made by any other node at once; memory only saves the work.
 *
 * The bytes are stored under the stamp of the snapshot they were built from (the stock version read before, which
 * only grows, and the change_seq values of the rows themselves), so an entry can be newer than its stamp, never
 * older: at worst the next request rebuilds.
 */
export class CartCache {
  private readonly entries = new Map<string, { stamp: string; bytes: Buffer }>();
  private size = 0;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** The bytes stored for this buyer if they are of this stamp (and marks them recently used). */
  get(key: string, stamp: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.stamp !== stamp) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.bytes;
  }

  set(key: string, stamp: string, bytes: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.size -= old.bytes.length;
      this.entries.delete(key);
    }
    if (bytes.length > this.maxBytes) return;
    this.entries.set(key, { stamp, bytes });
    this.size += bytes.length;
    // Least recently used first: a Map iterates in insertion order and get() re-inserts.
    for (const [k, v] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.size <= this.maxBytes) break;
      this.entries.delete(k);
      this.size -= v.bytes.length;
    }
  }

  get stats() {
    return { entries: this.entries.size, bytes: this.size };
  }
}
