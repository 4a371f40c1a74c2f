import { type SaasConfig, type SaasI18n, shippedDictionary } from '@portico/contract';
import { DEFAULT_STYLE_COLOURS } from '@portico/contract/style-defaults';
import { escapeHtml } from './index-html.ts';
import { bannerHtmlAsText } from './sanitize-banner.ts';

/**
 * P9: the buyer portal's first screen for a signed-in buyer on /stock, drawn by the server into the first HTML,
 * so a phone shows the frame in the tenant's colours, the list's heading and its cards' outlines before any
 * script has arrived. Drawn from what saas-config makes public, plus the tenant's active banners (A-036) when the
 * caller has checked the browser's session (plugins/web-apps.ts); no buyer data. The banners are usually the
 * screen's largest text (its LCP), so they are drawn here rather than when the app is in. A fixed layer above
 * #root, hidden from assistive technology: the app renders beneath it and removes it with its own first screen
 * (buyer-portal src/lib/static-shell.ts), so nothing moves (CLS). Colours are the tenant's light-mode style tokens
 * (A-006), kept to hex values; the text is in the device's own font (see renderStockShell).
 */

/** The id of the layer; the portal removes the element with this id. */
const STATIC_SHELL_ID = 'portico-shell';

/** The light theme's defaults for tokens a tenant leaves out (the portal's own, packages/contract). */
const DEFAULTS = DEFAULT_STYLE_COLOURS.light;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
function colour(config: SaasConfig, token: keyof typeof DEFAULTS): string {
  const value = (config as Record<string, unknown>)[`style_${token}`];
  return typeof value === 'string' && HEX.test(value.trim()) ? value.trim() : DEFAULTS[token];
}

/** One word of the portal's dictionary: the tenant's override in its language or English, else the shipped one. */
function word(i18n: SaasI18n, language: string, key: string): string {
  return (
    i18n[language]?.[key]?.i18n_value ??
    i18n.en?.[key]?.i18n_value ??
    shippedDictionary(language)[key]?.i18n_value ??
    ''
  );
}

/** MUI's InfoOutlined icon in the alert's info colour, as the portal's banner shows it. */
const INFO_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#0288d1"><path d="M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8"/></svg>',
)}`;

export function renderStockShell(input: {
  config: SaasConfig;
  i18n: SaasI18n;
  language: string;
  /** A-036: the active banners' HTML (as saved, Q-069), for a browser whose session the server has checked. */
  banners?: readonly string[];
}): string {
  const { config } = input;
  // The device's own sans-serif, never a web font: a font arriving after the first paint would re-wrap the
  // banners' text and move the screen (CLS); the app draws in the tenant's fonts beneath this screen.
  const body = 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';
  const paper = colour(config, 'paper_color');
  const css = [
    `#${STATIC_SHELL_ID}{position:fixed;inset:0;z-index:2000;overflow:hidden;background:${colour(config, 'background_color')};color:${colour(config, 'text_color')};font-family:${body};font-size:1rem;line-height:1.5}`,
    `.ps-top{display:flex;align-items:center;height:56px;padding:0 16px 0 52px;background:${colour(config, 'header_background')};color:${colour(config, 'header_text_color')};font-weight:700}`,
    '.ps-main{max-width:1440px;margin:0 auto;padding:20px 16px}',
    `.ps-h1{margin:0 0 24px;font-size:1.75rem;font-weight:700;line-height:1.2}`,
    `.ps-card{height:88px;margin-top:12px;border:1px solid rgba(0,0,0,.12);border-radius:8px;background:${paper}}`,
    `.ps-bar{position:fixed;left:0;right:0;bottom:0;height:64px;border-top:1px solid rgba(0,0,0,.12);background:${paper}}`,
    // A-036: the tenant's active banners, drawn as the portal draws them
    // (web-kit BannerNotice: an outlined info alert on paper, body2 text, the icon left and the dismiss button right).
    '.ps-banners{display:flex;flex-direction:column;gap:8px;margin-bottom:24px}',
    `.ps-banner{display:flex;align-items:center;padding:6px 16px;border:1px solid #03a9f4;border-radius:4px;background:${paper};color:#014361;font-size:.875rem;line-height:1.43;letter-spacing:.01071em}`,
    `.ps-bi{flex:none;width:22px;height:22px;margin:7px 12px 7px 0;background:url("${INFO_ICON}") center/22px no-repeat}`,
    '.ps-bt{flex:1;min-width:0;padding:8px 0}.ps-bt p{margin:0}',
    `.ps-a{color:${colour(config, 'primary_color')};font-weight:600;text-decoration:underline}`,
    '.ps-bx{flex:none;width:30px;height:30px;margin:0 -8px 0 16px}',
    '.ps-side{display:none}',
    '@media(min-width:600px){.ps-top{height:64px;padding-left:24px}.ps-main{padding:32px 24px}}',
    `@media(min-width:900px){.ps-side{display:block;position:fixed;left:0;top:0;bottom:0;width:76px;background:${colour(config, 'sidebar_background')}}.ps-top,.ps-main{margin-left:76px}.ps-bar{display:none}}`,
    '@media(min-width:1200px){.ps-main{padding:32px}}',
  ].join('');
  const cards = '<div class="ps-card"></div>'.repeat(4);
  const banners = input.banners?.length
    ? `<div class="ps-banners">${input.banners
        .map(
          (html) =>
            `<div class="ps-banner"><span class="ps-bi"></span><div class="ps-bt">${bannerHtmlAsText(html)}</div><span class="ps-bx"></span></div>`,
        )
        .join('')}</div>`
    : '';
  return (
    `<div id="${STATIC_SHELL_ID}" aria-hidden="true"><style>${css}</style><div class="ps-side"></div>` +
    `<div class="ps-top">${escapeHtml(config.tenantName ?? '')}</div>` +
    `<div class="ps-main">${banners}<div class="ps-h1">${escapeHtml(word(input.i18n, input.language, 'stockListHeading'))}</div>${cards}</div>` +
    '<div class="ps-bar"></div></div>'
  );
}
