import type { RawTarget } from './offer-statements.ts';

/**
 * The last target (offers_target: account, offer settings, item and flags, line, auto-rule) this process read or
 * wrote per buyer and item, so that the next save of the same line is ONE statement (PERFORMANCE P5): the save
 * writes only if the database still holds exactly this target, and otherwise answers the fresh one (migration
 * 0010). A stale entry therefore costs a second statement, never a wrong write; a refusal is only ever given on
 * a target just read from the database (offers.service.ts). Least recently used entries go first.
 */
export class TargetCache {
  private readonly entries = new Map<string, RawTarget>();

  constructor(private readonly maxEntries = 20_000) {}

  static key(tenantId: string, buyerId: string, itemNumberWarehouse: string): string {
    return `${tenantId}|${buyerId}|${itemNumberWarehouse}`;
  }

  get(key: string): RawTarget | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, target: RawTarget): void {
    this.entries.delete(key);
    this.entries.set(key, target);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
