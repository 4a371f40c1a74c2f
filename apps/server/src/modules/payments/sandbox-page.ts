import { formatMoney, minorToMajor } from '@portico/domain';
import { escapeHtml } from '../tenants/index-html.ts';

/**
 * The sandbox provider's hosted approval page, shaped like PayPal's: the merchant, the order summary and
 * the amount, Approve and Cancel. Labelled as the sandbox: no money moves. Server-rendered, no script at all (the
 * buttons are plain forms posting to the server, which redirects to the portal's return page), so the app's
 * Content-Security-Policy (script-src 'self', form-action 'self') holds.
 */
export const SANDBOX_DECIDE_PATH = '/payments/sandbox/checkout/decide';

export type SandboxPageModel = {
  tenantName: string;
  orderNumber: string;
  lines: { description: string; quantity: number }[];
  amountMinor: number;
  currencyCode: string;
  precision: number;
  token: string;
  /** The attempt is no longer waiting for the buyer (approved, captured or failed). */
  decided: string | null;
};

export function renderSandboxPage(m: SandboxPageModel): string {
  const h = escapeHtml;
  const amount = formatMoney(minorToMajor(m.amountMinor, m.precision), {
    currencyCode: m.currencyCode,
    precision: m.precision,
  });
  const rows = m.lines
    .map((l) => `<tr><td>${h(l.description)}</td><td class="qty">${l.quantity}</td></tr>`)
    .join('');
  const form = (decision: 'approve' | 'cancel', label: string, cls: string) =>
    `<form method="post" action="${SANDBOX_DECIDE_PATH}"><input type="hidden" name="token" value="${h(m.token)}"><input type="hidden" name="decision" value="${decision}"><button type="submit" class="${cls}">${label}</button></form>`;
  const actions = m.decided
    ? `<p class="note" role="status">This payment is ${h(m.decided.toLowerCase())}. You can close this window.</p>`
    : `<div class="actions">${form('approve', 'Approve', 'primary')}${form('cancel', 'Cancel', 'secondary')}</div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Payment sandbox: approve your payment</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f5f7fa; color: #1a1a1a; }
  .banner { background: #7a4d00; color: #fff; padding: 8px 16px; font-size: 14px; text-align: center; }
  main { max-width: 480px; margin: 24px auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .merchant { color: #444; margin: 0 0 16px; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  th, td { text-align: left; padding: 6px 0; border-bottom: 1px solid #e2e6ea; font-size: 14px; }
  td.qty, th.qty { text-align: right; }
  .total { display: flex; justify-content: space-between; font-size: 18px; font-weight: 600; margin-bottom: 24px; }
  .actions { display: flex; flex-direction: column; gap: 12px; }
  form { margin: 0; }
  button { width: 100%; padding: 12px; font-size: 16px; border-radius: 24px; cursor: pointer; font-weight: 600; }
  button.primary { background: #0b4fa8; color: #fff; border: 0; }
  button.secondary { background: #fff; color: #0b4fa8; border: 2px solid #0b4fa8; }
  button:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
  .note { color: #444; }
</style>
</head>
<body>
<div class="banner" role="note">Sandbox: a test payment page. No money is moved.</div>
<main>
<h1>Approve your payment</h1>
<p class="merchant">${h(m.tenantName)}, order ${h(m.orderNumber)}</p>
<table><thead><tr><th scope="col">Item</th><th scope="col" class="qty">Quantity</th></tr></thead><tbody>${rows}</tbody></table>
<div class="total"><span>Total</span><span>${h(amount)}</span></div>
${actions}
</main>
</body>
</html>
`;
}

/** The page for a token the sandbox does not know (404). */
export function renderSandboxNotFound(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment sandbox: not found</title></head>
<body><main><h1>Payment not found</h1><p>This payment link is not valid. Close this window and try again.</p></main></body></html>
`;
}
