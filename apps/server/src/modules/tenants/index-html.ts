import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

/**
 * A-001 / A-009: the apps' index.html as served to one tenant. The built file is a template; its <title>, the
 * favicon link and the page language are the tenant's before any script runs, so the tab never shows another
 * name and the browser never falls back to asking for /favicon.ico.
 */

/** A link icon that draws nothing, for a tenant without a favicon (no request, so no 404). */
export const BLANK_FAVICON = 'data:,';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export type IndexHead = {
  title: string;
  favicon: string | undefined;
  language: string;
  /**
   * P9: what the app would fetch first (saas-config, saas-i18n), written into the page as a JSON data block
   * (`<script id="portico-boot" type="application/json">`), so the first screen needs no round trip for them.
   */
  bootData?: unknown;
  /**
   * P9: HTML drawn first in <body>, before #root (the signed-in /stock shell, stock-shell.ts). Without it, the
   * build's preloads marked data-signed-in-only (the signed-in first screen's code) are dropped; with it, those
   * marked data-signed-out-only (the sign-in page's code) are (P10).
   */
  shell?: string;
};

/** The id of the page's boot data block; each app reads it before fetching (its src/lib/boot-data.ts). */
export const BOOT_DATA_ID = 'portico-boot';

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a <script> element: no '<' (so no '</script>' or '<!--' can end or bend the element),
 * '>' and '&' for good measure, and the two line separators old parsers choke on; JSON.parse reads it unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
}

/** The inert copy of the app's script and module preloads on a page with a drawn first screen. */
const CODE_TEMPLATE_ID = 'portico-code';

/**
 * P9: on a page with a drawn first screen, the app's code is asked for once that screen is painted (a frame, then
 * a task), not while it is being laid out: the first paint needs no script, and a download and compile of the
 * code at the same moment only delayed it. A tab opened in the background (no frames) asks at once. The script
 * and its preloads are the build's own tags, kept in a <template> until then (decision 010).
 */
const CODE_LOADER =
  `(function(){var t=document.getElementById('${CODE_TEMPLATE_ID}');` +
  'function go(){document.head.appendChild(document.importNode(t.content,true))}' +
  "if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(go)});else go()})()";

/** The Content-Security-Policy source that lets the page's one inline script (the code loader) run. */
export const CODE_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(CODE_LOADER).digest('base64')}'`;

const APP_CODE_TAG = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/gi;

export function renderIndexHtml(template: string, head: IndexHead): string {
  const icon = `<link rel="icon" href="${escapeHtml(head.favicon ?? BLANK_FAVICON)}" />`;
  const boot =
    head.bootData === undefined
      ? ''
      : `\n    <script id="${BOOT_DATA_ID}" type="application/json">${jsonForScript(head.bootData)}</script>`;
  const shell = head.shell;
  // With a drawn first screen, the app's script and preloads leave <head> for the end of <body>, inert until the
  // loader asks for them (CODE_LOADER).
  const code: string[] = [];
  const page = shell
    ? template
        .replace(APP_CODE_TAG, (tag) => {
          code.push(tag.trim());
          return '';
        })
        .replace(
          /<\/body>/i,
          () =>
            `  <template id="${CODE_TEMPLATE_ID}">${code.join('')}</template>\n    <script>${CODE_LOADER}</script>\n  </body>`,
        )
    : template;
  return (
    page
      .replace(/<link\s[^>]*rel="(?:shortcut )?icon"[^>]*>\s*/gi, '')
      .replace(/<body>/i, () => (shell ? `<body>\n    ${shell}` : '<body>'))
      // The drawn first screen uses the device's own font, so the app's web fonts are not preloaded with it: on a
      // slow link they would take bandwidth from the app's code (the app swaps them in when they arrive).
      .replace(/<link\s[^>]*rel="preload"[^>]*as="font"[^>]*>\s*/gi, (tag) => (shell ? '' : tag))
      .replace(/<link\s[^>]*data-signed-in-only[^>]*>\s*/gi, (tag) =>
        shell ? tag.replace(/\s+data-signed-in-only(?:="[^"]*")?/i, '') : '',
      )
      // P10: the sign-in page's code is not the signed-in first screen's; that page asks for it only if needed.
      .replace(/<link\s[^>]*data-signed-out-only[^>]*>\s*/gi, (tag) =>
        shell ? '' : tag.replace(/\s+data-signed-out-only(?:="[^"]*")?/i, ''),
      )
      .replace(/<html lang="[^"]*"/i, () => `<html lang="${escapeHtml(head.language)}"`)
      // A function, so a '$' in the tenant's text is never read as a replacement pattern.
      .replace(
        /<title>[\s\S]*?<\/title>/i,
        () => `<title>${escapeHtml(head.title)}</title>\n    ${icon}${boot}`,
      )
  );
}

/** Reads a built index.html, again only when the file changed (a new build while the server runs). */
export function createTemplateReader(file: string): () => Promise<string | undefined> {
  let cached: { mtimeMs: number; size: number; text: string } | undefined;
  return async () => {
    try {
      const stat = await fs.stat(file);
      if (cached?.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
        cached = { mtimeMs: stat.mtimeMs, size: stat.size, text: await fs.readFile(file, 'utf8') };
      }
      return cached.text;
    } catch {
      return undefined;
    }
  };
}

/** A data: URI's media type and bytes (base64 or percent-encoded), or undefined when it is not one. */
export function decodeDataUri(uri: string): { type: string; body: Buffer } | undefined {
  const match = /^data:([^;,]+)((?:;[^;,]+)*),(.*)$/is.exec(uri.trim());
  if (!match) return undefined;
  const [, type = '', params = '', data = ''] = match;
  try {
    const body = /;base64/i.test(params)
      ? Buffer.from(data, 'base64')
      : Buffer.from(decodeURIComponent(data), 'utf8');
    return { type: type.toLowerCase(), body };
  } catch {
    return undefined;
  }
}
