/**
 * An order's history as both sides show it (the desk's timeline, the buyer's Order History): newest first, so the
 * latest step is the first thing read. Entries of one instant keep their written order, the later one first.
 */
export function newestFirst<T extends { at: string }>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map((x) => x.entry);
}
