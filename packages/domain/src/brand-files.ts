/**
 * Brand files (A-001, A-009): what the console may upload as the tenant's logo, favicon or font, decided by the
 * CONTENT (magic bytes), never by the file's name or the client's claimed type. An SVG is text that a browser
 * could run: one with scripts, event handlers, foreign objects, entities, style blocks or links to anything but
 * its own fragments is refused outright (nothing is rewritten, so what is stored is what was checked).
 */

export type BrandFileKind = 'logo' | 'favicon' | 'font';

/** Size caps per kind, in bytes. */
export const BRAND_FILE_MAX_BYTES: Record<BrandFileKind, number> = {
  logo: 1024 * 1024,
  favicon: 256 * 1024,
  font: 1024 * 1024,
};

export type BrandFileType = { contentType: string; extension: string };

export type BrandFileCheck =
  | { ok: true; type: BrandFileType }
  | { ok: false; reason: 'empty' | 'tooLarge' | 'wrongType' | 'unsafeSvg' | 'nameMismatch' };

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ICO = [0x00, 0x00, 0x01, 0x00];

/** The raster image type of these bytes, if any. */
function rasterType(bytes: Uint8Array): BrandFileType | undefined {
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (startsWith(bytes, ICO) && bytes.length >= 6 && (bytes[4]! > 0 || bytes[5]! > 0)) {
    return { contentType: 'image/x-icon', extension: 'ico' };
  }
  return undefined;
}

/**
 * The bytes as text, one character per byte (the SVG checks look for ASCII markup, which reads the same in UTF-8),
 * or undefined for binary content (a NUL byte).
 */
function asText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return text;
}

/** An SVG document: optional BOM, XML declaration, comments and doctype, then the <svg> root element. */
export function looksLikeSvg(text: string): boolean {
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>[]*>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(head) && /<\/svg\s*>\s*(?:<!--[\s\S]*?-->\s*)*$/i.test(text);
}

/** An element of that name, whatever namespace prefix it is written with ('script', 'h:script'). */
const element = (names: string) => new RegExp(`<\\s*(?:[\\w.-]+:)?(?:${names})\\b`, 'i');

/** What makes an SVG able to run or fetch anything; any one of them refuses the file. */
const UNSAFE_SVG = [
  element('script|foreignObject|iframe|embed|object|style|meta|link|base|img|form|frame'),
  /<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /\bsrc\s*=/i,
  /<\s*(?:set|animate\w*)\b[^>]*\battributeName\s*=\s*["']?\s*(?:href|xlink:href|on\w+)/i,
  /[\s"'/]on[a-z]+\s*=/i,
  /(?:java|vb)script\s*:/i,
  /data\s*:\s*text\/html/i,
  // Links may point at the document's own fragments only ('#id'), never outside it.
  /\b(?:xlink:)?href\s*=\s*(?:"\s*(?!#)|'\s*(?!#)|[^"'#\s])/i,
  /url\s*\(\s*(?:"\s*(?!#)|'\s*(?!#)|[^"'#\s)])/i,
  /@import/i,
];

/**
 * The namespaces an SVG may declare: SVG's own, XLink and XML's, and those drawing programs keep their metadata in
 * (their elements do nothing in a browser). Any other — above all XHTML's, under which `h:script` or a child with
 * `xmlns="…/xhtml"` is HTML that runs — refuses the file, and so does a value written with character references.
 */
const SAFE_NAMESPACES = new Set([
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/XML/1998/namespace',
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://ns.adobe.com/xap/1.0/',
  'http://www.bohemiancoding.com/sketch/ns',
]);

function declaresOnlySafeNamespaces(text: string): boolean {
  const declarations = text.match(/\bxmlns(?::[\w.-]+)?\s*=/gi) ?? [];
  const values = [...text.matchAll(/\bxmlns(?::[\w.-]+)?\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  return values.length === declarations.length && values.every((v) => SAFE_NAMESPACES.has(v));
}

export function isSafeSvg(text: string): boolean {
  return !UNSAFE_SVG.some((re) => re.test(text)) && declaresOnlySafeNamespaces(text);
}

/**
 * Checks an uploaded brand file by content and size, then that its name (when given) does not claim another type;
 * `ok` names the detected type.
 */
export function checkBrandFile(kind: BrandFileKind, bytes: Uint8Array, fileName = ''): BrandFileCheck {
  const check = checkBrandContent(kind, bytes);
  if (check.ok && !nameMatchesType(fileName, check.type.contentType))
    return { ok: false, reason: 'nameMismatch' };
  return check;
}

function checkBrandContent(kind: BrandFileKind, bytes: Uint8Array): BrandFileCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > BRAND_FILE_MAX_BYTES[kind]) return { ok: false, reason: 'tooLarge' };
  if (kind === 'font') {
    return startsWith(bytes, ascii('wOF2'))
      ? { ok: true, type: { contentType: 'font/woff2', extension: 'woff2' } }
      : { ok: false, reason: 'wrongType' };
  }
  const raster = rasterType(bytes);
  if (raster) {
    // A favicon is an icon: ICO, PNG, GIF, WebP or SVG (not JPEG, which browsers do not all take as an icon).
    if (kind === 'favicon' && raster.contentType === 'image/jpeg') return { ok: false, reason: 'wrongType' };
    return { ok: true, type: raster };
  }
  const text = asText(bytes);
  if (text === undefined || !looksLikeSvg(text)) return { ok: false, reason: 'wrongType' };
  if (!isSafeSvg(text)) return { ok: false, reason: 'unsafeSvg' };
  return { ok: true, type: { contentType: 'image/svg+xml', extension: 'svg' } };
}

/** The extensions a brand file's name may carry for each detected type. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/x-icon': ['ico', 'cur'],
  'image/svg+xml': ['svg'],
  'font/woff2': ['woff2'],
};
const KNOWN_EXTENSIONS = new Set(
  Object.values(EXTENSIONS).flat().concat(['woff', 'ttf', 'otf', 'html', 'htm']),
);

/**
 * A file whose name claims another known type than its content (a PNG named logo.svg, an HTML page named
 * logo.png) is refused: a mistake or a disguise, either way not what the staff meant to upload. A name without a
 * known extension says nothing, and the content decides.
 */
export function nameMatchesType(fileName: string, contentType: string): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (!ext || !KNOWN_EXTENSIONS.has(ext)) return true;
  return (EXTENSIONS[contentType] ?? []).includes(ext);
}
