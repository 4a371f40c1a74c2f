/**
 * WCAG 2.4.3 (focus order) for the whole portal: when a press takes away the control that had the focus — a row's
 * DONE that becomes EDIT, SAVE CHANGES whose bar goes away once saved, HOLD ORDER FOR LATER replaced by the
 * released order's actions — the browser leaves the focus on the page's body, and a keyboard or screen-reader user
 * starts again from the top. This watches each press: if the control pressed leaves the page while the focus is
 * on the body, the focus goes to the first control still there in the nearest part of the page that survived (the
 * row, the section; not the page itself), or else to the page's heading. A dialog gives the focus back itself (nothing to do then).
 * The scroll position is kept: a mouse user sees nothing move.
 */

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How long after a press its control may still go away (a save's answer, a live update). */
const WATCH_MS = 10_000;

function rescue(from: readonly Element[], root: HTMLElement): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  const heading = root.querySelector<HTMLElement>('h1');
  for (const container of from) {
    if (!container.isConnected || !root.contains(container)) continue;
    // A part as large as the page (it holds the heading) is no place to land: the heading is, below.
    if (container === root || (heading && container.contains(heading))) break;
    const next = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (el) => el.getClientRects().length > 0 || !el.closest('[hidden]'),
    );
    if (next) {
      next.focus({ preventScroll: true });
      return;
    }
  }
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  } else if (root.hasAttribute('tabindex')) {
    root.focus({ preventScroll: true });
  }
}

/** Starts watching presses inside `root` (the page's main content); the function returned stops it. */
export function watchFocusRescue(root: HTMLElement): () => void {
  let observer: MutationObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWatching = () => {
    observer?.disconnect();
    observer = undefined;
    if (timer) clearTimeout(timer);
  };
  const onPress = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const control = target.closest<HTMLElement>(FOCUSABLE);
    if (!control || !root.contains(control)) return;
    // Its containers, nearest first, as they are now: the one that survives is where the focus goes back to.
    const containers: Element[] = [];
    for (let el = control.parentElement; el && el !== root; el = el.parentElement) containers.push(el);
    containers.push(root);
    stopWatching();
    observer = new MutationObserver(() => {
      if (control.isConnected) return;
      stopWatching();
      rescue(containers, root);
    });
    observer.observe(root, { childList: true, subtree: true });
    timer = setTimeout(stopWatching, WATCH_MS);
  };
  root.addEventListener('click', onPress, true);
  root.addEventListener('keydown', onPress, true);
  return () => {
    stopWatching();
    root.removeEventListener('click', onPress, true);
    root.removeEventListener('keydown', onPress, true);
  };
}
