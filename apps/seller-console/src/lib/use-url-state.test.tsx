// @vitest-environment jsdom

import { act, render } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { expect, it } from 'vitest';
import { useUrlState } from './use-url-state.ts';

type State = { q: string };
type Change = { type: 'filter'; q: string };
const parse = (search: string): State => ({ q: new URLSearchParams(search).get('q') ?? '' });
const serialize = (s: State) => (s.q ? `?q=${encodeURIComponent(s.q)}` : '');
const reduce = (_s: State, c: Change): State => ({ q: c.q });

let dispatch: (c: Change) => void = () => {};
let go: (to: string) => void = () => {};

function List() {
  const [, d] = useUrlState(parse, serialize, reduce);
  dispatch = d;
  go = useNavigate();
  return <p>list</p>;
}

it("a change that arrives after the page was left (a typed search's pause) does not bring the page back", () => {
  window.history.replaceState(null, '', '/seller/orders');
  render(
    <BrowserRouter basename="/seller">
      <Routes>
        <Route path="/orders" element={<List />} />
        <Route path="/orders/:n" element={<p>order</p>} />
      </Routes>
    </BrowserRouter>,
  );
  act(() => dispatch({ type: 'filter', q: 'PX1' }));
  expect(window.location.pathname + window.location.search).toBe('/seller/orders?q=PX1');
  const late = dispatch;
  act(() => go('/orders/PX1'));
  act(() => late({ type: 'filter', q: 'PX12' }));
  expect(window.location.pathname + window.location.search).toBe('/seller/orders/PX1');
});
