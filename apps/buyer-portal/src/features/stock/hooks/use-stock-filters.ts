import type { StockItemsResponse } from '@portico/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStockItems } from '../api/get-stock-items.ts';
import { useStocklistSettings } from '../api/get-stocklist-settings.ts';
import {
  effectiveState,
  type FilterAction,
  type PendingNavigation,
  planNavigation,
} from '../logic/filter-actions.ts';
import { buildStockIndex, computeStockView, type StockView } from '../logic/stock-view.ts';
import { filterKey, parseStockUrl, type StockUrlState, serializeStockUrl } from '../logic/url-state.ts';

const EMPTY_GROUPS: StockItemsResponse['groups'] = [];

/**
 * The stock list's state: filters from the URL (C-018…C-020; back and forward simply re-render from it), the
 * index built once per stock answer, the view computed per filter change (P4), and the page in component state
 * (C-019: 'p' is ignored), back to 1 whenever the filters change (C-029).
 */
export function useStockFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const url = useMemo(() => parseStockUrl(location.search), [location.search]);
  const settingsQuery = useStocklistSettings();
  const stockQuery = useStockItems(url.includeOutOfStock);
  const settings = settingsQuery.data;
  const stock = stockQuery.data;
  const groups = stock?.groups ?? EMPTY_GROUPS;
  const index = useMemo(() => (settings ? buildStockIndex(groups, settings) : undefined), [groups, settings]);
  const view: StockView | undefined = useMemo(
    () => (index && settings ? computeStockView(index, settings, url) : undefined),
    [index, settings, url],
  );
  const effective: StockUrlState = useMemo(() => (view ? effectiveState(url, view) : url), [url, view]);
  const levels = view?.levels ?? [];
  const key = filterKey(effective, levels);

  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const setPage = useCallback((p: number) => setPaging({ key, page: p }), [key]);

  // A change made before the previous one has rendered builds on it (planNavigation).
  const pending = useRef<PendingNavigation | null>(null);
  const dispatch = useCallback(
    (action: FilterAction, opts: { replace?: boolean } = {}) => {
      const plan = planNavigation(
        pending.current,
        location.search,
        effective,
        levels,
        action,
        serializeStockUrl,
      );
      if (!plan) return;
      pending.current = plan;
      // The filtered list is drawn in the same task as the click (flushSync), not in the router's transition:
      // meanwhile the previous filter's cards would stay on screen and clickable, so a card opened then (on a
      // slow device, for a second or two) vanished under the buyer's pointer when the new list came in.
      navigate({ pathname: location.pathname, search: plan.to }, { replace: opts.replace, flushSync: true });
    },
    [effective, levels, location.pathname, location.search, navigate],
  );

  return {
    settingsQuery,
    stockQuery,
    settings,
    stock,
    url,
    view,
    effective,
    page,
    setPage,
    dispatch,
  };
}
