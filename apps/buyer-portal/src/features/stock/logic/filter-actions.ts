import type { StockView } from './stock-view.ts';
import type { StockUrlState } from './url-state.ts';

/**
 * Filter changes as a pure reducer over the URL state (C-017, C-025, C-026, C-029). Every change starts from
 * the filters in effect (after empty values were dropped), so what the buyer sees is what the URL then says.
 */
export type FilterAction =
  | { type: 'setWarehouseGroup'; warehouseGroup: string }
  | { type: 'setCategory'; category: string }
  | { type: 'toggleWarehouse'; warehouse: string }
  | { type: 'toggleAttribute'; attribute: string; value: string }
  | { type: 'setIncludeOutOfStock'; includeOutOfStock: boolean }
  | { type: 'setSearch'; search: string }
  | { type: 'clear' };

/** The URL state the buyer is looking at: the resolved view's filters plus the switches. */
export function effectiveState(
  url: StockUrlState,
  view: Pick<StockView, 'warehouseGroup' | 'category' | 'warehouses' | 'attributes'>,
): StockUrlState {
  return {
    warehouseGroup: view.warehouseGroup,
    category: view.category,
    warehouses: view.warehouses,
    attributes: view.attributes,
    includeOutOfStock: url.includeOutOfStock,
    search: url.search,
  };
}

const toggle = (values: readonly string[], value: string): string[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

export function applyFilterAction(
  state: StockUrlState,
  levels: readonly string[],
  action: FilterAction,
): StockUrlState {
  switch (action.type) {
    case 'setWarehouseGroup':
      // C-029: a new warehouse group starts from its defaults (the page goes back to 1 with the new key).
      if (action.warehouseGroup === state.warehouseGroup) return state;
      return {
        ...state,
        warehouseGroup: action.warehouseGroup,
        category: undefined,
        warehouses: [],
        attributes: {},
      };
    case 'setCategory':
      // C-025: a new category resets every attribute level below it.
      if (action.category === state.category) return state;
      return { ...state, category: action.category, attributes: {} };
    case 'toggleWarehouse': {
      const warehouses = toggle(state.warehouses, action.warehouse);
      const at = levels.indexOf('warehouse');
      if (at < 0) return { ...state, warehouses };
      // 'warehouse' as a search level: the levels below it clear (C-026).
      const attributes = Object.fromEntries(
        Object.entries(state.attributes).filter(([name]) => !(levels.indexOf(name) > at)),
      );
      return { ...state, warehouses, attributes };
    }
    case 'toggleAttribute': {
      if (action.attribute === 'warehouse')
        return applyFilterAction(state, levels, { type: 'toggleWarehouse', warehouse: action.value });
      // C-026: changing a level clears the levels below it.
      const at = levels.indexOf(action.attribute);
      const attributes: Record<string, readonly string[]> = {};
      for (const [name, values] of Object.entries(state.attributes)) {
        const level = levels.indexOf(name);
        if (name === action.attribute || (at >= 0 && level > at)) continue;
        attributes[name] = values;
      }
      const next = toggle(state.attributes[action.attribute] ?? [], action.value);
      if (next.length) attributes[action.attribute] = next;
      return { ...state, attributes };
    }
    case 'setIncludeOutOfStock':
      return { ...state, includeOutOfStock: action.includeOutOfStock };
    case 'setSearch':
      return { ...state, search: action.search };
    case 'clear':
      // C-009: Clear resets every filter; the warehouse group stays and its default category applies.
      return {
        warehouseGroup: state.warehouseGroup,
        warehouses: [],
        attributes: {},
        includeOutOfStock: false,
        search: '',
      };
  }
}

export type Chip =
  | { kind: 'warehouse'; value: string }
  | { kind: 'attribute'; attribute: string; value: string }
  | { kind: 'search'; value: string }
  | { kind: 'includeOutOfStock' };

/** C-017: one removable chip per active filter value, top level first. */
export function activeChips(state: StockUrlState, levels: readonly string[]): Chip[] {
  const chips: Chip[] = state.warehouses.map((value) => ({ kind: 'warehouse', value }));
  for (const attribute of levels) {
    for (const value of state.attributes[attribute] ?? [])
      chips.push({ kind: 'attribute', attribute, value });
  }
  if (state.includeOutOfStock) chips.push({ kind: 'includeOutOfStock' });
  if (state.search.trim()) chips.push({ kind: 'search', value: state.search.trim() });
  return chips;
}

export function removeChip(state: StockUrlState, levels: readonly string[], chip: Chip): StockUrlState {
  switch (chip.kind) {
    case 'warehouse':
      return applyFilterAction(state, levels, { type: 'toggleWarehouse', warehouse: chip.value });
    case 'attribute':
      return applyFilterAction(state, levels, {
        type: 'toggleAttribute',
        attribute: chip.attribute,
        value: chip.value,
      });
    case 'includeOutOfStock':
      return { ...state, includeOutOfStock: false };
    case 'search':
      return { ...state, search: '' };
  }
}

/**
 * C-061: the export body's filters for the set on screen (the server applies the same predicate, Q-058). With
 * no warehouse ticked, the warehouses of the selected warehouse group stand in, so the file holds exactly the
 * items the buyer sees.
 */
export function exportFilters(
  state: StockUrlState,
  groupWarehouses: readonly string[] = [],
): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  if (state.category) filters.category = [state.category];
  const warehouses = state.warehouses.length ? state.warehouses : groupWarehouses;
  if (warehouses.length) filters.warehouse = [...warehouses];
  for (const [name, values] of Object.entries(state.attributes))
    if (values.length) filters[name] = [...values];
  return filters;
}

/** A navigation asked for whose render has not arrived yet: the URL it left and the state it asked for. */
export type PendingNavigation = { from: string; to: string; state: StockUrlState };

/**
 * Where a filter change goes. A second change can land before the first one's navigation has rendered: it then
 * builds on the state the first one asked for, not on the URL still shown, so no click is lost. Answers null
 * when nothing is to change.
 */
export function planNavigation(
  pending: PendingNavigation | null,
  location: string,
  effective: StockUrlState,
  levels: readonly string[],
  action: FilterAction,
  serialize: (state: StockUrlState, levels: readonly string[]) => string,
): PendingNavigation | null {
  const waiting = pending?.from === location ? pending : null;
  const next = applyFilterAction(waiting ? waiting.state : effective, levels, action);
  const search = serialize(next, levels);
  if (search === location || search === waiting?.to) return null;
  return { from: location, to: search, state: next };
}
