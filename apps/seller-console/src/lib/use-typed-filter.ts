import { useEffect, useRef, useState } from 'react';

/**
 * A filter typed into a field (stock search, the orders' numbers, the inbox's buyer and item): the field shows what
 * is typed at once and `apply` gets it after a pause in typing, so every keystroke is not a request. The URL stays
 * the source of truth: a new `saved` value (back/forward, a shared link, Clear filters) refills the field. `clear`
 * empties the field and drops a pending apply.
 */
export function useTypedFilter(saved: string, apply: (value: string) => void, pauseMs: number) {
  const [text, setText] = useState(saved);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setText(saved), [saved]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), pauseMs);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setText('');
  };
  return { text, type, clear };
}
