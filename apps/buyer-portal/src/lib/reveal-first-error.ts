import { useCallback, useEffect, useState } from 'react';

/**
 * After a refused save or submit (I-012, I-045, J-009): the first field message on the page — MUI marks an
 * erroneous field and its helper text with `Mui-error` — scrolled to the middle of the screen once React has
 * drawn it, so a buyer who pressed the button at the bottom of a long form (a phone) sees what to fix, and the
 * focus on it. A message drawn outside a MUI field (the insurance choice) carries `data-field-error`.
 */
export function useRevealFirstError(): () => void {
  const [asked, setAsked] = useState(0);
  // `reveal()` asks for the scroll after the next commit (the messages are drawn by then).
  useEffect(() => {
    if (asked === 0) return;
    const first = document.querySelector<HTMLElement>('main .Mui-error, main [data-field-error]');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    // The focus goes to the field itself (a keyboard or screen-reader user lands on what to fix): the input the
    // message belongs to, or the first choice of the group it follows (the insurance's radios).
    const group = first.closest('.MuiFormControl-root') ?? first.parentElement;
    const field = group?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])');
    field?.focus({ preventScroll: true });
  }, [asked]);
  return useCallback(() => setAsked((n) => n + 1), []);
}
