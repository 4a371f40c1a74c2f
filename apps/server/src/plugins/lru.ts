/**
 * A bounded least-recently-used map (a Map keeps insertion order: a hit is moved to the end, the oldest entry
 * is the first). For caches keyed by what a client sends (host names, account names), so that rotating the
 * value cannot grow the process's memory without bound.
 */
export class LruCache<K, V> {
  readonly #map = new Map<K, V>();
  constructor(readonly capacity: number) {}

  get size(): number {
    return this.#map.size;
  }

  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value === undefined) return undefined;
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    while (this.#map.size > this.capacity) {
      const oldest = this.#map.keys().next();
      if (oldest.done) break;
      this.#map.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }
}
