import { formatDateTime } from '@portico/domain';

/**
 * What an audit entry changed, in rows a seller reads: each changed value with its field's name in words
 * ('Must change password'), nested settings as a path ('Methods › Standard Ground › Free freight over'), lists
 * of names as what was added and removed, lists of rows matched by their code, and values shown as words (Yes/No,
 * 'Read only' for READ_ONLY, dates on the console's clock, markup as its text). Pure: the words for Yes, No and
 * an empty value are passed in.
 */
export type DiffRow =
  | { field: string; kind: 'value'; before: string; after: string }
  | { field: string; kind: 'list'; added: string[]; removed: string[] }
  /** What the entry records on its before side only (the offer an answer was given to): context, not a change. */
  | { field: string; kind: 'noted'; value: string };

export type DiffWords = {
  yes: string;
  no: string;
  empty: string;
  /** The console's own words for an enum code (a staff role, an authority), if it has them. */
  code?: (code: string) => string | undefined;
  /** An amount in the tenant's currency, for fields that hold money (a price, a fee, an amount). */
  money?: (n: number) => string;
};

/** Fields whose numbers are money ('listPrice', 'counterPrice', 'feeAmount', 'total'). */
const MONEY_FIELD = /price|amount|fee|total|cost/i;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** 'mustChangePassword' / 'free-freight' / 'tax_rules' → 'Must change password' / 'Free freight' / 'Tax rules'. */
export function fieldWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const CODE = /^[A-Z]+(?:_[A-Z]+)*$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MARKUP = /<[a-z][^>]*>/i;
const LONGEST = 160;

/** One value in words. */
export function valueWords(v: unknown, words: DiffWords): string {
  if (v === undefined || v === null || v === '') return words.empty;
  if (typeof v === 'boolean') return v ? words.yes : words.no;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') {
    // An enum code (READ_ONLY, BUY_ONLINE, OWNER) reads as words; a short code (US, FL) stays.
    if (CODE.test(v) && v.length >= 4) return words.code?.(v) ?? fieldWords(v.toLowerCase());
    if (ISO_TIME.test(v) && !Number.isNaN(Date.parse(v))) return formatDateTime(v);
    const text = MARKUP.test(v)
      ? v
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : v;
    return text.length > LONGEST ? `${text.slice(0, LONGEST - 1).trimEnd()}…` : text;
  }
  if (Array.isArray(v)) return v.map((x) => valueWords(x, words)).join(', ') || words.empty;
  return JSON.stringify(v);
}

/** What names a row of a list of rows: its code, id or key (the lists the console edits have one). */
const rowKey = (row: unknown): string | null => {
  if (!isObject(row)) return null;
  for (const k of ['code', 'id', 'key', 'attribute', 'grade', 'itemNumberWarehouse']) {
    const v = row[k];
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return null;
};
const rowName = (row: Record<string, unknown>, key: string): string =>
  typeof row.label === 'string' && row.label ? row.label : key;

function diffInto(
  rows: DiffRow[],
  path: string[],
  before: unknown,
  after: unknown,
  words: DiffWords,
  depth: number,
  key = '',
) {
  if (same(before, after)) return;
  const field = path.join(' › ');
  const lists = Array.isArray(before) || Array.isArray(after);
  const b = Array.isArray(before) ? before : before == null ? [] : null;
  const a = Array.isArray(after) ? after : after == null ? [] : null;
  if (lists && a && b && depth < 4) {
    // A list of names: what was added and what was removed.
    if ([...a, ...b].every((x) => typeof x !== 'object' || x === null)) {
      const shownB = b.map((x) => valueWords(x, words));
      const shownA = a.map((x) => valueWords(x, words));
      const added = shownA.filter((x) => !shownB.includes(x));
      const removed = shownB.filter((x) => !shownA.includes(x));
      if (added.length > 0 || removed.length > 0) rows.push({ field, kind: 'list', added, removed });
      else rows.push({ field, kind: 'value', before: shownB.join(', '), after: shownA.join(', ') });
      return;
    }
    // A list of rows with codes: each row added, removed or changed, under its name.
    const keysOk = [...a, ...b].every((x) => rowKey(x) !== null);
    if (keysOk) {
      const byKey = (l: unknown[]) => new Map(l.map((x) => [rowKey(x)!, x as Record<string, unknown>]));
      const mb = byKey(b);
      const ma = byKey(a);
      const added = [...ma].filter(([k]) => !mb.has(k)).map(([k, r]) => rowName(r, k));
      const removed = [...mb].filter(([k]) => !ma.has(k)).map(([k, r]) => rowName(r, k));
      if (added.length > 0 || removed.length > 0) rows.push({ field, kind: 'list', added, removed });
      for (const [k, r] of ma) {
        const old = mb.get(k);
        if (old) diffInto(rows, [...path, rowName(r, k)], old, r, words, depth + 1);
      }
      return;
    }
  }
  if ((isObject(before) || isObject(after)) && !lists && depth < 4) {
    const ob = isObject(before) ? before : {};
    const oa = isObject(after) ? after : {};
    for (const k of new Set([...Object.keys(ob), ...Object.keys(oa)])) {
      const name = [...path, fieldWords(k)];
      if (isObject(before) && isObject(after) && !(k in oa) && !isObject(ob[k]) && !Array.isArray(ob[k])) {
        rows.push({ field: name.join(' › '), kind: 'noted', value: shown(k, ob[k], words) });
        continue;
      }
      diffInto(rows, name, ob[k], oa[k], words, depth + 1, k);
    }
    return;
  }
  rows.push({ field, kind: 'value', before: shown(key, before, words), after: shown(key, after, words) });
}

/** A value in words, money in the tenant's currency when its field holds money. */
const shown = (key: string, v: unknown, words: DiffWords) =>
  typeof v === 'number' && words.money && MONEY_FIELD.test(key) ? words.money(v) : valueWords(v, words);

export function diffOf(before: unknown, after: unknown, words: DiffWords): DiffRow[] {
  const rows: DiffRow[] = [];
  diffInto(rows, [], before, after, words, 0);
  return rows;
}
