import { useMemo } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';

/**
 * A console page's state kept in the query string (CONVENTIONS §5: stock, orders, the offers inbox): the state read
 * from the URL, and `dispatch`, which applies a change to the URL as it is now, not as it was at render (a debounced
 * search may fire after another change). A filter's change replaces the history entry; any other adds one. A
 * change that arrives once the page was left (a typed search's pause ending after a click on an order) is dropped:
 * it would bring the page back.
 */
export function useUrlState<S, C extends { type: string }>(
  parse: (search: string) => S,
  serialize: (state: S) => string,
  reduce: (state: S, change: C) => S,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parse(location.search), [parse, location.search]);
  const page = useHref({ pathname: location.pathname });
  const dispatch = (change: C) => {
    if (window.location.pathname !== page) return;
    navigate(
      { search: serialize(reduce(parse(window.location.search), change)) },
      { replace: change.type === 'filter' },
    );
  };
  return [state, dispatch] as const;
}
