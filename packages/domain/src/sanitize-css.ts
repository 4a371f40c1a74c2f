/**
 * the tenant's custom_css is injected into the page as a <style> element. Before it leaves the server it
 * is reduced to CSS that
 *   - cannot break out of the <style> element (no '<' at all, so no `</style`, `<!--` or `<script`),
 *   - cannot load anything remote: no @import, no url()/src() except data: images and fonts, no image-set(),
 *     image(), cross-fade(), element(), and no legacy script hooks (expression(), behavior, -moz-binding,
 *     javascript:/vbscript:),
 *   - is at most MAX_CUSTOM_CSS_LENGTH characters.
 * CSS escapes that spell identifier characters are first turned back into those characters so that
 * `@\69mport` or `\75rl(` are seen for what they are, and the whole pass repeats until nothing changes, so a
 * removal can never join two halves into a new forbidden token. The checks always run on the text returned.
 */

export const MAX_CUSTOM_CSS_LENGTH = 50 * 1024;
const MAX_PASSES = 12;

/** Data URIs that load nothing and run nothing when used as a CSS image or font. */
const SAFE_DATA_URI =
  /^data:(?:image\/(?:png|gif|jpe?g|webp|avif|bmp|x-icon|vnd\.microsoft\.icon|svg\+xml)|font\/[a-z0-9.+-]+|application\/(?:x-)?font-[a-z0-9.+-]+)[;,]/i;

const isIdentChar = (cp: number) =>
  (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || cp === 0x2d || cp === 0x5f;

/** `\75` / `\u` → `u` where the escape spells a letter, '-' or '_'; every other escape is kept as written. */
function unescapeIdentChars(css: string): string {
  return css.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\f]?|\r\n?|([^0-9a-fA-F\r\n\f]))/g, (whole, hex, ch) => {
    const cp =
      hex !== undefined ? Number.parseInt(hex, 16) : typeof ch === 'string' ? (ch.codePointAt(0) ?? 0) : 0;
    return isIdentChar(cp) ? String.fromCodePoint(cp) : whole;
  });
}

/** Index just past the ')' closing the function whose '(' is at `open`, honouring strings and nesting. */
function closingParen(css: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return css.length;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/**
 * The address of the `url(` or `src(` whose '(' is at `open`, read as a browser reads it (CSS Syntax, consume a
 * url token / a string), and the index just past its ')'. No `value` when a browser would load nothing from it
 * or when it holds what a kept address never needs (escapes): an unquoted address with a quote, '(', a space
 * or a control character inside (a bad url, which a browser ends at the first ')' and then reads what follows
 * as rules again), a string broken by a newline, more than one argument.
 */
function addressOf(css: string, open: number): { end: number; value?: string; quote?: string } {
  let i = open + 1;
  while (isSpace(css[i])) i++;
  const quote = css[i];
  if (quote === '"' || quote === "'") {
    const close = css.indexOf(quote, i + 1);
    const value = close < 0 ? '' : css.slice(i + 1, close);
    if (close < 0 || /[\\\n\r\f]/.test(value)) return { end: closingParen(css, open) };
    let j = close + 1;
    while (isSpace(css[j])) j++;
    return css[j] === ')' ? { end: j + 1, value, quote } : { end: closingParen(css, open) };
  }
  // An unquoted address is one url token: it ends at the first ')' that is not escaped, whatever came before.
  let bad = false;
  for (let j = i; j < css.length; j++) {
    const c = css[j];
    if (c === '\\') {
      bad = true;
      j++;
    } else if (c === ')') {
      const value = css.slice(i, j).trim();
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character makes a bad url
      return bad || /[\s"'(\u0000-\u001f\u007f]/.test(value) ? { end: j + 1 } : { end: j + 1, value };
    }
  }
  return { end: css.length };
}

/**
 * Functions that fetch: url()/src() keep safe data URIs, written again from the address read (so nothing but
 * that address is kept); the rest are replaced outright.
 */
const FETCHING_FUNCTION =
  /(?<![A-Za-z0-9_-])(url|src|image-set|-webkit-image-set|image|cross-fade|-webkit-cross-fade|element|-moz-element|expression)\s*\(/gi;

function neutraliseFunctions(css: string): string {
  let out = '';
  let last = 0;
  FETCHING_FUNCTION.lastIndex = 0;
  for (let m = FETCHING_FUNCTION.exec(css); m; m = FETCHING_FUNCTION.exec(css)) {
    const open = m.index + m[0].length - 1;
    const name = m[1] ?? '';
    const isAddress = /^(?:url|src)$/i.test(name);
    const address = isAddress ? addressOf(css, open) : { end: closingParen(css, open) };
    const { end, value, quote = '' } = address as { end: number; value?: string; quote?: string };
    const keep = value !== undefined && SAFE_DATA_URI.test(value);
    out += css.slice(last, m.index) + (keep ? `${name}(${quote}${value}${quote})` : 'none');
    last = end;
    FETCHING_FUNCTION.lastIndex = end;
  }
  return out + css.slice(last);
}

function pass(input: string): string {
  let css = input;
  // NUL and other C0 controls (but tab/newlines) have no business in a stylesheet.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  css = css.replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '');
  // No markup at all: without '<' there is no `</style`, `<!--` or `<script`.
  css = css.replace(/</g, '');
  css = unescapeIdentChars(css);
  // Comments go entirely, so nothing can hide inside or between the halves of a token.
  css = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
  // Remote stylesheets: the whole @import rule (url or string form).
  css = css.replace(/@import[^;{}]*(?:;|(?=[{}])|$)/gi, '');
  css = neutraliseFunctions(css);
  // Legacy script/binding hooks: drop the declaration.
  // (scroll-behavior and overscroll-behavior are ordinary properties: the name must stand alone.)
  css = css.replace(/(?<![A-Za-z0-9_-])(?:-ms-)?behaviou?r\s*:[^;{}]*;?/gi, '');
  css = css.replace(/-moz-binding\s*(?::[^;{}]*;?)?/gi, '');
  css = css.replace(/(?:java|vb)script\s*:/gi, '');
  return css;
}

export function sanitizeCustomCss(css: unknown): string {
  if (typeof css !== 'string' || css === '') return '';
  let current = css.length > MAX_CUSTOM_CSS_LENGTH ? css.slice(0, MAX_CUSTOM_CSS_LENGTH) : css;
  for (let i = 0; i < MAX_PASSES; i++) {
    const next = pass(current);
    if (next === current) return next.trim();
    current = next;
  }
  // Still shrinking after many passes: built to defeat the filter, so nothing of it is used.
  return '';
}
