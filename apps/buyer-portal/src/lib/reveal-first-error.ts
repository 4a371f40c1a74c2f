import { useCallback, useEffect, useState } from 'react';

/**
 * After a refused save or submit (I-012, I-045, J-009): the first field message on the page — MUI marks an
 * erroneous field and its helper text with `Mui-error` — scrolled to the middle of the screen once React has
 * drawn it, so a buyer who pressed the button at the bottom of a long form (a phone) sees what to fix.
 */
export function useRevealFirstError(): () => void {
  const [asked, setAsked] = useState(0);
  // `reveal()` asks for the scroll after the next commit (the messages are drawn by then).
  useEffect(() => {
    if (asked > 0)
      document.querySelector<HTMLElement>('main .Mui-error')?.scrollIntoView({ block: 'center' });
  }, [asked]);
  return useCallback(() => setAsked((n) => n + 1), []);
}
