import { describe, expect, it } from 'vitest';
import { BRAND_FILE_MAX_BYTES, type BrandFileKind, checkBrandFile, nameMatchesType } from './brand-files.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest-of-png');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'jfif');
const ICO = bytes([0, 0, 1, 0, 1, 0], 'icon');
const WEBP = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ');
const GIF = bytes('GIF89a', 'x');
const WOFF2 = bytes('wOF2', [0, 1, 0, 0]);
const svg = (inner: string, attrs = '') =>
  bytes(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>\n`);

describe('checkBrandFile: by content (A-001, A-009)', () => {
  it.each<[string, BrandFileKind, Uint8Array, string]>([
    ['PNG logo', 'logo', PNG, 'image/png'],
    ['JPEG logo', 'logo', JPEG, 'image/jpeg'],
    ['WebP logo', 'logo', WEBP, 'image/webp'],
    ['GIF logo', 'logo', GIF, 'image/gif'],
    ['ICO favicon', 'favicon', ICO, 'image/x-icon'],
    ['PNG favicon', 'favicon', PNG, 'image/png'],
    ['plain SVG logo', 'logo', svg('<rect width="10" height="10" fill="#0a0"/>'), 'image/svg+xml'],
    [
      'SVG using its own gradient',
      'logo',
      svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/>'),
      'image/svg+xml',
    ],
    ['woff2 font', 'font', WOFF2, 'font/woff2'],
    [
      'an editor’s SVG with its own namespaces (Inkscape)',
      'logo',
      svg(
        '<sodipodi:namedview id="n" inkscape:zoom="1"/><metadata><rdf:RDF><cc:Work rdf:about=""/></rdf:RDF></metadata><rect width="1" height="1"/>',
        ' xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#"',
      ),
      'image/svg+xml',
    ],
  ])('accepts a %s', (_name, kind, file, type) => {
    expect(checkBrandFile(kind, file)).toEqual({
      ok: true,
      type: expect.objectContaining({ contentType: type }),
    });
  });

  it.each<[string, BrandFileKind, Uint8Array, string]>([
    ['nothing', 'logo', new Uint8Array(), 'empty'],
    ['an HTML page', 'logo', bytes('<!doctype html><html><script>alert(1)</script></html>'), 'wrongType'],
    ['plain text', 'favicon', bytes('hello'), 'wrongType'],
    ['a JPEG as favicon', 'favicon', JPEG, 'wrongType'],
    ['a woff (1) font', 'font', bytes('wOFF', [0, 1]), 'wrongType'],
    ['a TTF font', 'font', bytes([0, 1, 0, 0], 'glyf'), 'wrongType'],
    ['a PNG as font', 'font', PNG, 'wrongType'],
    ['an SVG with a script', 'logo', svg('<script>alert(1)</script>'), 'unsafeSvg'],
    ['an SVG with an event handler', 'logo', svg('<rect/>', ' onload="alert(1)"'), 'unsafeSvg'],
    ['an SVG with a foreignObject', 'logo', svg('<foreignObject><div/></foreignObject>'), 'unsafeSvg'],
    ['an SVG linking out', 'logo', svg('<a href="https://evil.example"><rect/></a>'), 'unsafeSvg'],
    [
      'an SVG linking javascript:',
      'logo',
      svg('<a xlink:href="javascript:alert(1)"><rect/></a>'),
      'unsafeSvg',
    ],
    ['an SVG loading an image', 'logo', svg('<image href="//evil.example/x.png"/>'), 'unsafeSvg'],
    ['an SVG with a style block', 'logo', svg('<style>@import url(//evil)</style>'), 'unsafeSvg'],
    ['an SVG with a remote url()', 'logo', svg('<rect fill="url(https://evil/x)"/>'), 'unsafeSvg'],
    ['an SVG with entities', 'logo', bytes('<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'), 'wrongType'],
    [
      'an SVG animating href',
      'logo',
      svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
      'unsafeSvg',
    ],
    ['HTML wrapping an svg', 'logo', bytes('<html><svg></svg></html>'), 'wrongType'],
    // XHTML elements under a namespace prefix (or the XHTML namespace as a default) are HTML in the browser.
    ...(
      [
        ['script', '<h:script>alert(1)</h:script>'],
        ['script src', '<h:script src="https://evil.example/x.js"></h:script>'],
        ['meta refresh', '<h:meta http-equiv="refresh" content="0;URL=https://evil.example"/>'],
        ['style', '<h:style>rect{fill:red}</h:style>'],
        ['img src', '<h:img src="https://evil.example/t.png"/>'],
        ['iframe srcdoc', '<h:iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/>'],
      ] as const
    ).map(([what, inner]): [string, BrandFileKind, Uint8Array, string] => [
      `an SVG with a prefixed XHTML ${what}`,
      'logo',
      svg(inner, ' xmlns:h="http://www.w3.org/1999/xhtml"'),
      'unsafeSvg',
    ]),
    [
      'an SVG switching a child to the XHTML namespace',
      'logo',
      svg('<g xmlns="http://www.w3.org/1999/xhtml"><img src="x"/></g>'),
      'unsafeSvg',
    ],
    [
      'an SVG naming the XHTML namespace with character references',
      'logo',
      svg('<x:b/>', ' xmlns:x="&#104;ttp://www.w3.org/1999/xhtml"'),
      'unsafeSvg',
    ],
    ['an SVG with a src attribute', 'logo', svg('<image src="https://evil.example/x.png"/>'), 'unsafeSvg'],
    [
      'an SVG with a style sheet instruction',
      'logo',
      bytes(
        '<?xml-stylesheet href="https://evil.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"></svg>',
      ),
      'unsafeSvg',
    ],
  ])('refuses %s', (_name, kind, file, reason) => {
    expect(checkBrandFile(kind, file)).toEqual({ ok: false, reason });
  });

  it('refuses a file over the kind’s cap, whatever it is', () => {
    const big = new Uint8Array(BRAND_FILE_MAX_BYTES.logo + 1);
    big.set(PNG);
    expect(checkBrandFile('logo', big)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(checkBrandFile('logo', big.subarray(0, BRAND_FILE_MAX_BYTES.logo)).ok).toBe(true);
  });
});

describe('the name may not claim another type than the content', () => {
  it.each([
    ['logo.svg', 'image/png', false],
    ['logo.png', 'image/png', true],
    ['LOGO.JPEG', 'image/jpeg', true],
    ['favicon.ico', 'image/png', false],
    ['brand.woff2', 'font/woff2', true],
    ['brand.ttf', 'font/woff2', false],
    ['page.html', 'image/svg+xml', false],
    ['logo', 'image/png', true],
    ['logo.final', 'image/png', true],
  ])('%s holding %s → %s', (name, type, ok) => {
    expect(nameMatchesType(name, type)).toBe(ok);
  });

  it('refuses a PNG named .svg as a mismatch, and takes it named .png', () => {
    expect(checkBrandFile('logo', PNG, 'logo.svg')).toEqual({ ok: false, reason: 'nameMismatch' });
    expect(checkBrandFile('logo', PNG, 'logo.png').ok).toBe(true);
  });
});
