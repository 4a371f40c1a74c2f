/** Lets non-React code (the API client's 403 rule, sign-out) move the router; set by a component inside it. */
type NavigateFn = (to: string, opts?: { replace?: boolean }) => void;

let navigateFn: NavigateFn | undefined;

export function setNavigate(fn: NavigateFn | undefined): void {
  navigateFn = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  if (navigateFn) navigateFn(to, opts);
  else window.location.assign(to);
}
