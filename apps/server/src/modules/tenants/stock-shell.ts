import { type SaasConfig, type SaasI18n, shippedDictionary } from '@portico/contract';
import { DEFAULT_STYLE_COLOURS } from '@portico/contract/style-defaults';
import { escapeHtml } from './index-html.ts';

/**
 * P9: the buyer portal's first screen for a signed-in buyer on /stock, drawn by the server into the first HTML,
 * so a phone shows the frame in the tenant's colours, the list's heading and its cards' outlines before any
 * script has arrived. Only what saas-config makes public is drawn (the browser's session is not checked here, so
 * no buyer data and no banners). A fixed layer above #root, hidden from assistive technology: the app renders
 * beneath it and removes it with its own first screen (buyer-portal src/lib/static-shell.ts), so nothing moves
 * (CLS). Colours are the tenant's light-mode style tokens (A-006), kept to hex values.
 */

/** The id of the layer; the portal removes the element with this id. */
const STATIC_SHELL_ID = 'portico-shell';

/** The light theme's defaults for tokens a tenant leaves out (the portal's own, packages/contract). */
const DEFAULTS = DEFAULT_STYLE_COLOURS.light;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** A font family name as the theme accepts it (letters, digits, spaces, '_' and '-'). */
const FAMILY = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,49}$/;

function colour(config: SaasConfig, token: keyof typeof DEFAULTS): string {
  const value = (config as Record<string, unknown>)[`style_${token}`];
  return typeof value === 'string' && HEX.test(value.trim()) ? value.trim() : DEFAULTS[token];
}

function family(config: SaasConfig, token: 'font_family' | 'heading_font_family', fallback: string): string {
  const value = (config as Record<string, unknown>)[`style_${token}`];
  const name =
    typeof value === 'string'
      ? (value
          .split(',')[0]
          ?.trim()
          .replace(/^["']|["']$/g, '') ?? '')
      : '';
  return FAMILY.test(name) ? `"${name}",${fallback}` : fallback;
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

export function renderStockShell(input: { config: SaasConfig; i18n: SaasI18n; language: string }): string {
  const { config } = input;
  const body = family(config, 'font_family', 'Inter,system-ui,sans-serif');
  const heading = family(config, 'heading_font_family', body);
  const paper = colour(config, 'paper_color');
  const css = [
    `#${STATIC_SHELL_ID}{position:fixed;inset:0;z-index:2000;overflow:hidden;background:${colour(config, 'background_color')};color:${colour(config, 'text_color')};font-family:${body};font-size:1rem;line-height:1.5}`,
    `.ps-top{display:flex;align-items:center;height:56px;padding:0 16px 0 52px;background:${colour(config, 'header_background')};color:${colour(config, 'header_text_color')};font-weight:700}`,
    '.ps-main{max-width:1440px;margin:0 auto;padding:20px 16px}',
    `.ps-h1{margin:0 0 24px;font-family:${heading};font-size:1.75rem;font-weight:700;line-height:1.2}`,
    `.ps-card{height:88px;margin-top:12px;border:1px solid rgba(0,0,0,.12);border-radius:8px;background:${paper}}`,
    `.ps-bar{position:fixed;left:0;right:0;bottom:0;height:64px;border-top:1px solid rgba(0,0,0,.12);background:${paper}}`,
    '.ps-side{display:none}',
    '@media(min-width:600px){.ps-top{height:64px;padding-left:24px}.ps-main{padding:32px 24px}}',
    `@media(min-width:900px){.ps-side{display:block;position:fixed;left:0;top:0;bottom:0;width:76px;background:${colour(config, 'sidebar_background')}}.ps-top,.ps-main{margin-left:76px}.ps-bar{display:none}}`,
    '@media(min-width:1200px){.ps-main{padding:32px}}',
  ].join('');
  const cards = '<div class="ps-card"></div>'.repeat(4);
  return (
    `<div id="${STATIC_SHELL_ID}" aria-hidden="true"><style>${css}</style><div class="ps-side"></div>` +
    `<div class="ps-top">${escapeHtml(config.tenantName ?? '')}</div>` +
    `<div class="ps-main"><div class="ps-h1">${escapeHtml(word(input.i18n, input.language, 'stockListHeading'))}</div>${cards}</div>` +
    '<div class="ps-bar"></div></div>'
  );
}
