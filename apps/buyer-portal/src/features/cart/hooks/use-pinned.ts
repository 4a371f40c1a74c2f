import { type RefObject, useEffect, useState } from 'react';

/**
 * G-012: whether the sticky header is pinned. A zero-height sentinel sits just above it; once the sentinel has
 * scrolled above the header's sticky `top` (under the top bar), the header is stuck. Refs are read on every
 * scroll, so it works when the header mounts after the data has loaded (`ready`).
 */
export function usePinned(
  sentinel: RefObject<HTMLElement | null>,
  header: RefObject<HTMLElement | null>,
  ready: boolean,
): boolean {
  const [pinned, setPinned] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const s = sentinel.current;
      const h = header.current;
      if (!s || !h) return setPinned(false);
      const top = Number.parseFloat(getComputedStyle(h).top) || 0;
      setPinned(s.getBoundingClientRect().top < top - 0.5);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [sentinel, header, ready]);
  return pinned;
}
