import { useCallback, useEffect, useState } from 'react';

/** §9 / G-011: jump links scroll so the section starts this far below the sticky header. */
export const SCROLL_GAP_PX = 20;

/**
 * G-011: the warehouse section in view while scrolling, and a jump that scrolls a section to just below the
 * sticky header (its height plus 20 px). `headerBottom` answers the header's current bottom edge in the viewport.
 */
/** `sectionIds` should be memoised by the caller (a new array restarts the listener). */
export function useScrollSpy(sectionIds: readonly string[], headerBottom: () => number) {
  const [active, setActive] = useState<string | undefined>(sectionIds[0]);
  useEffect(() => {
    if (sectionIds.length < 2) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = headerBottom() + SCROLL_GAP_PX + 1;
      let current = sectionIds[0];
      for (const id of sectionIds) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= line) current = id;
      }
      // At the very bottom the last section is the one in view even when it is short.
      if (
        window.scrollY > 0 &&
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      ) {
        current = sectionIds[sectionIds.length - 1];
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [sectionIds, headerBottom]);

  const jump = useCallback(
    (id: string) => {
      const el = document.getElementById(id);
      if (!el) return;
      const top = window.scrollY + el.getBoundingClientRect().top - headerBottom() - SCROLL_GAP_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
      setActive(id);
    },
    [headerBottom],
  );

  return { active: sectionIds.includes(active ?? '') ? active : sectionIds[0], jump };
}
