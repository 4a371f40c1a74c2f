import { useEffect, useState } from 'react';

/** §9 / G-036: tab 2 sections render their rows in batches of 20, one batch per animation frame. */
export const TAB2_BATCH_SIZE = 20;

export function useBatchedCount(total: number, enabled: boolean, batch = TAB2_BATCH_SIZE): number {
  const [shown, setShown] = useState(() => (enabled ? Math.min(total, batch) : total));
  useEffect(() => {
    if (!enabled) {
      setShown(total);
      return;
    }
    if (shown >= total) {
      if (shown > total) setShown(total);
      return;
    }
    const id = window.requestAnimationFrame(() => setShown((n) => Math.min(total, n + batch)));
    return () => window.cancelAnimationFrame(id);
  }, [enabled, shown, total, batch]);
  return enabled ? Math.min(shown, total) : total;
}
