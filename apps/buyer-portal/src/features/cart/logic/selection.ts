import type { OfferStatus } from '@portico/contract';
import type { CartLine, CartSection, CartView } from './cart-lines.ts';
import type { CartTab } from './cart-tab.ts';

/**
 * Item selection and status filters of the cart sections (part 1 §4 Item selection; G-026…G-031, G-036…G-038,
 * G-066, G-068). Selection is kept by offerId, so a refetch (live update, another tab) keeps it.
 */

export type Selection = {
  selected: ReadonlySet<string>;
  /** The tab each offerId was on when last seen: tells a line new to tab 0 (G-038) from one already there. */
  seen: ReadonlyMap<string, CartTab>;
};

export const EMPTY_SELECTION: Selection = { selected: new Set(), seen: new Map() };

/** Status filter of each section, keyed by section key; an empty list is "no filter" (G-031). */
export type Filters = Readonly<Record<string, readonly OfferStatus[]>>;

/** G-037: a line with no stock cannot be selected. */
export const isSelectable = (line: CartLine): boolean => line.quantityAvailable > 0;

/**
 * Brings the selection up to date with the lines now in the cart: a line that appears on tab 0 (new, or moved
 * there from another tab) starts selected when it has stock (G-038, G-066); a line that moves to another tab,
 * loses its stock or leaves the cart is deselected; tab 2 never has selections (G-036). Everything else keeps
 * its state. Answers `prev` itself when nothing changed.
 */
export function reconcileSelection(prev: Selection, view: CartView): Selection {
  const selected = new Set<string>();
  const seen = new Map<string, CartTab>();
  for (const tab of [0, 1, 2] as const) {
    for (const section of view[tab]) {
      for (const line of section.lines) {
        const id = line.stocklistOffer.offerId;
        seen.set(id, tab);
        if (tab === 2 || !isSelectable(line)) continue;
        const before = prev.seen.get(id);
        if (before === tab ? prev.selected.has(id) : tab === 0) selected.add(id);
      }
    }
  }
  const same =
    selected.size === prev.selected.size &&
    seen.size === prev.seen.size &&
    [...selected].every((id) => prev.selected.has(id)) &&
    [...seen].every(([id, tab]) => prev.seen.get(id) === tab);
  return same ? prev : { selected, seen };
}

/** G-031: with no filter every line counts, otherwise only lines with a filtered status. */
export const inFilter = (line: CartLine, filter: readonly OfferStatus[] | undefined): boolean =>
  !filter || filter.length === 0 || filter.includes(line.stocklistOffer.offerStatus);

/** The section's lines the filter lets through (what is shown, and what DELETE ALL ITEMS removes: G-067). */
export const scopeOf = (section: CartSection, filter: readonly OfferStatus[] | undefined): CartLine[] =>
  section.lines.filter((l) => inFilter(l, filter));

/** Lines that may be selected: in the filter and with stock. */
export const eligibleOf = (section: CartSection, filter: readonly OfferStatus[] | undefined): CartLine[] =>
  scopeOf(section, filter).filter(isSelectable);

/** G-029 / G-031 / G-066 / G-069: the lines acted on and summed: selected, eligible and in the filter. */
export const selectedOf = (
  section: CartSection,
  filter: readonly OfferStatus[] | undefined,
  selected: ReadonlySet<string>,
): CartLine[] => eligibleOf(section, filter).filter((l) => selected.has(l.stocklistOffer.offerId));

export type SelectAllState = { checked: boolean; indeterminate: boolean; disabled: boolean };

/** G-028: checked when every eligible line is selected, indeterminate when some are, disabled when none is eligible. */
export function selectAllState(
  section: CartSection,
  filter: readonly OfferStatus[] | undefined,
  selected: ReadonlySet<string>,
): SelectAllState {
  const eligible = eligibleOf(section, filter);
  if (eligible.length === 0) return { checked: false, indeterminate: false, disabled: true };
  const n = eligible.filter((l) => selected.has(l.stocklistOffer.offerId)).length;
  return { checked: n === eligible.length, indeterminate: n > 0 && n < eligible.length, disabled: false };
}

const withIds = (selected: ReadonlySet<string>, add: Iterable<string>, remove: Iterable<string>) => {
  const next = new Set(selected);
  for (const id of remove) next.delete(id);
  for (const id of add) next.add(id);
  return next;
};

const ids = (lines: readonly CartLine[]) => lines.map((l) => l.stocklistOffer.offerId);

/** G-027: the select-all checkbox: all checked → none of the section, otherwise every eligible line. */
export function toggleAll(
  section: CartSection,
  filter: readonly OfferStatus[] | undefined,
  selected: ReadonlySet<string>,
): Set<string> {
  const state = selectAllState(section, filter, selected);
  if (state.disabled) return new Set(selected);
  const eligible = ids(eligibleOf(section, filter));
  return state.checked ? withIds(selected, [], eligible) : withIds(selected, eligible, []);
}

/** G-027: the select-by-status dropdown: exactly the eligible lines of that status in the section ('none' clears). */
export function selectByStatus(
  section: CartSection,
  filter: readonly OfferStatus[] | undefined,
  selected: ReadonlySet<string>,
  status: OfferStatus | 'all' | 'none',
): Set<string> {
  const pick =
    status === 'none'
      ? []
      : eligibleOf(section, filter).filter(
          (l) => status === 'all' || l.stocklistOffer.offerStatus === status,
        );
  return withIds(selected, ids(pick), ids(section.lines));
}

/** One line's checkbox; a line that cannot be selected stays as it is (G-037). */
export function toggleOne(selected: ReadonlySet<string>, line: CartLine): Set<string> {
  const id = line.stocklistOffer.offerId;
  if (!isSelectable(line)) return new Set(selected);
  return selected.has(id) ? withIds(selected, [], [id]) : withIds(selected, [id], []);
}

/** G-026: a chip toggles its status in the section's filter. */
export function toggleFilter(filter: readonly OfferStatus[] | undefined, status: OfferStatus): OfferStatus[] {
  const current = filter ?? [];
  return current.includes(status) ? current.filter((s) => s !== status) : [...current, status];
}

/** G-068: filters keep only statuses still present in their section; sections gone lose their filter. */
export function reconcileFilters(filters: Filters, view: CartView): Filters {
  const next: Record<string, OfferStatus[]> = {};
  let changed = false;
  const sections = new Map<string, CartSection>();
  for (const tab of [0, 1, 2] as const) for (const s of view[tab]) sections.set(s.key, s);
  for (const [key, statuses] of Object.entries(filters)) {
    const section = sections.get(key);
    const present = new Set(section?.lines.map((l) => l.stocklistOffer.offerStatus));
    const kept = statuses.filter((s) => present.has(s));
    if (kept.length !== statuses.length) changed = true;
    if (kept.length > 0) next[key] = kept;
    else if (statuses.length > 0) changed = true;
  }
  return changed ? next : filters;
}
