/**
 * What an audit entry changed, as rows of field → before → after: the top-level keys of the two values whose
 * JSON differs (all keys when one side is missing). Values are shown as compact JSON.
 */
export type DiffRow = { field: string; before: string; after: string };

const show = (v: unknown): string =>
  v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

export function diffOf(before: unknown, after: unknown): DiffRow[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(before) && !isObject(after)) {
    return before === after ? [] : [{ field: '', before: show(before), after: show(after) }];
  }
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({ field: k, before: show(b[k]), after: show(a[k]) }));
}
