/**
 * Row selection of the inbox as a plain set of offer ids. Selections survive paging and filtering but never
 * name an offer that has left the list (answered, withdrawn): `prune` runs after every refetch, so a bulk
 * answer only ever covers rows the seller can see.
 */

export type Selection = ReadonlySet<string>;

export const EMPTY_SELECTION: Selection = new Set();

export function toggle(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Header checkbox: all of `ids` selected → unselect them; otherwise select them all. */
export function toggleAll(selection: Selection, ids: readonly string[]): Selection {
  const next = new Set(selection);
  if (ids.length > 0 && ids.every((id) => next.has(id))) for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}

export function selectAll(ids: readonly string[]): Selection {
  return new Set(ids);
}

/** Keeps only ids still present; answers the same object when nothing changed (no needless re-render). */
export function prune(selection: Selection, present: readonly string[]): Selection {
  const keep = new Set(present);
  let changed = false;
  const next = new Set<string>();
  for (const id of selection) {
    if (keep.has(id)) next.add(id);
    else changed = true;
  }
  return changed ? next : selection;
}

export type HeaderState = 'none' | 'some' | 'all';

/** What the header checkbox shows for the rows of `ids`. */
export function headerState(selection: Selection, ids: readonly string[]): HeaderState {
  const count = ids.filter((id) => selection.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** The selected ids in the order of `ids` (table order), so a bulk answer reads top to bottom. */
export const selectedInOrder = (selection: Selection, ids: readonly string[]): string[] =>
  ids.filter((id) => selection.has(id));
