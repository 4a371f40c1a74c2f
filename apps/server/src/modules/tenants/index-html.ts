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

export type IndexHead = { title: string; favicon: string | undefined; language: string };

export function renderIndexHtml(template: string, head: IndexHead): string {
  const icon = `<link rel="icon" href="${escapeHtml(head.favicon ?? BLANK_FAVICON)}" />`;
  return (
    template
      .replace(/<link\s[^>]*rel="(?:shortcut )?icon"[^>]*>\s*/gi, '')
      .replace(/<html lang="[^"]*"/i, () => `<html lang="${escapeHtml(head.language)}"`)
      // A function, so a '$' in the tenant's text is never read as a replacement pattern.
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>\n    ${icon}`)
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
