import { type RefObject, useEffect, useRef } from 'react';

/**
 * WCAG 2.4.3: when what had the focus disappears with a change (an Approve button once the buyer is approved, a
 * deleted banner's Delete button), the focus goes to `target` (a heading with tabIndex -1) instead of the page's
 * body, where a keyboard or screen-reader user would start again from the top. Runs when `key` changes after the
 * first render; a focus that is still somewhere is left there.
 */
export function useFocusWhenLost(target: RefObject<HTMLElement | null>, key: unknown): void {
  const shown = useRef(key);
  useEffect(() => {
    if (Object.is(shown.current, key)) return;
    shown.current = key;
    // The dialog that caused the change gives the focus back once it has closed: look after that.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) target.current?.focus();
    }, 400);
    return () => clearTimeout(timer);
  }, [key, target]);
}
