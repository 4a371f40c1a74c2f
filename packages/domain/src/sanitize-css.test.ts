import { string as cssString, url as cssUrl, ident, tokenize, tokenTypes } from 'css-tree';
import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_CSS_LENGTH, sanitizeCustomCss } from './sanitize-css.ts';

/**
 * What a browser would fetch for the stylesheet, read the way a browser reads it (css-tree's tokenizer follows CSS
 * Syntax): every url token, and the argument of every fetching function — a string, or the function itself when
 * its argument is anything else.
 */
function fetchedByBrowser(css: string): string[] {
  const tokens: { type: number; text: string }[] = [];
  tokenize(css, (type, start, end) => tokens.push({ type, text: css.slice(start, end) }));
  const fetched: string[] = [];
  tokens.forEach((t, i) => {
    if (t.type === tokenTypes.Url) fetched.push(cssUrl.decode(t.text));
    if (t.type !== tokenTypes.Function) return;
    const name = ident.decode(t.text.slice(0, -1)).toLowerCase();
    if (!/^(?:url|src|(?:-webkit-)?image-set|image|(?:-webkit-)?cross-fade|(?:-moz-)?element)$/.test(name))
      return;
    const arg = tokens.slice(i + 1).find((n) => n.type !== tokenTypes.WhiteSpace);
    fetched.push(arg?.type === tokenTypes.String ? cssString.decode(arg.text) : `${name}(`);
  });
  return fetched;
}

/** What must never survive, however the input was written. */
function assertSafe(out: string) {
  expect(out).not.toContain('<');
  expect(out).not.toMatch(/@import/i);
  expect(out).not.toMatch(/expression\s*\(/i);
  expect(out).not.toMatch(/(?:java|vb)script\s*:/i);
  expect(out).not.toMatch(/-moz-binding/i);
  expect(out).not.toMatch(/(?<![\w-])behaviou?r\s*:/i);
  expect(out).not.toMatch(/(?<![\w-])(?:image-set|image|cross-fade|element)\s*\(/i);
  expect(out.length).toBeLessThanOrEqual(MAX_CUSTOM_CSS_LENGTH);
  for (const m of out.matchAll(/(?<![\w-])(?:url|src)\s*\(\s*(['"]?)([^'")]*)/gi)) {
    expect(m[2]).toMatch(/^data:(image|font|application\/(x-)?font)/i);
  }
  // Read as a browser reads it, nothing is fetched but data images and fonts.
  for (const target of fetchedByBrowser(out)) {
    expect(target).toMatch(/^\s*data:(image|font|application\/(x-)?font)/i);
  }
  // Escapes may not spell a letter any more (they were turned into letters and checked); an escaped backslash
  // before hex digits (`\\75` in CSS) is a backslash and the digits.
  expect(out).not.toMatch(/(?<!\\)(?:\\\\)*\\0*(4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a])(?![0-9a-f])/i);
}

describe('sanitizeCustomCss keeps ordinary CSS', () => {
  it.each([
    '.MuiAppBar-root { letter-spacing: 0.02em; }',
    'h1, h2 > span { color: #0B3D91 !important; }',
    '@media (max-width: 600px) { .banner { display: none; } }',
    'html { scroll-behavior: smooth; overscroll-behavior: contain; }',
    '.x::before { content: "\\201C"; }',
    '.logo { background-image: url(data:image/png;base64,iVBORw0KGgo=); }',
    '.logo { background-image: url("data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E"); }',
    ':root { --brand-radius: 6px; }',
  ])('%s', (css) => {
    expect(sanitizeCustomCss(css)).toBe(css);
  });

  it('answers "" for nothing', () => {
    expect(sanitizeCustomCss('')).toBe('');
    expect(sanitizeCustomCss(undefined)).toBe('');
    expect(sanitizeCustomCss(42)).toBe('');
  });
});

describe('sanitizeCustomCss against hostile input', () => {
  it.each<[string, string]>([
    ['style breakout', 'a{color:red}</style><script>alert(1)</script>'],
    ['style breakout, upper case', 'a{color:red}</STYLE ><img src=x onerror=alert(1)>'],
    ['html comment', '<!-- a{} -->'],
    ['@import url', '@import url("https://evil.example/x.css"); a{color:red}'],
    ['@import string', "@import 'https://evil.example/x.css';"],
    ['@import escaped', '@\\69mport "https://evil.example/x.css";'],
    ['@import escaped with space', '@\\000069 mport "//evil.example/x.css";'],
    ['@import split by a comment', '@im/**/port "//evil.example/x.css";'],
    ['@import nested in itself', '@im@import "a";port "//evil.example/x.css";'],
    ['remote url', 'body{background:url(https://evil.example/t.gif)}'],
    ['remote url quoted', 'body{background:url( "//evil.example/t.gif" )}'],
    ['remote url escaped', 'body{background:\\75 rl(//evil.example/t.gif)}'],
    ['remote url escaped 2', 'body{background:u\\72\\6c(//evil.example/t.gif)}'],
    ['remote url upper case', 'body{background:URL(//evil.example/t.gif)}'],
    ['url with ) in a string', 'body{background:url("//evil.example/a).gif")}'],
    ['url nested in url', 'a{b:url(url(//evil.example/x))}'],
    ['url joined by removal', 'a{b:u/**/rl(//evil.example/x)}'],
    ['unterminated url', 'a{b:url(//evil.example/x'],
    ['src()', '@font-face{font-family:x;src:src("https://evil.example/f.woff2")}'],
    ['font-face remote', '@font-face{font-family:x;src:local(x),url(https://evil.example/f.woff2)}'],
    ['image-set', 'a{background:image-set("https://evil.example/a.png" 1x)}'],
    ['-webkit-image-set', 'a{background:-webkit-image-set("https://evil.example/a.png" 1x)}'],
    ['image()', 'a{background:image("https://evil.example/a.png")}'],
    ['cross-fade', 'a{background:cross-fade(url(x), url(y), 50%)}'],
    ['element()', 'a{background:-moz-element(#x)}'],
    ['data: that is not an image', 'a{background:url(data:text/html,<script>alert(1)</script>)}'],
    ['javascript url', 'a{background:url(javascript:alert(1))}'],
    ['javascript scheme outside url', 'a{x: javascript:alert(1)}'],
    ['javascript joined by removal', 'a{x: javajavascript:script:alert(1)}'],
    ['vbscript', 'a{x:vbscript:msgbox}'],
    ['expression', 'a{width:expression(alert(1))}'],
    ['expression escaped', 'a{width:e\\78pression(alert(1))}'],
    ['expression with comment', 'a{width:expr/**/ession(alert(1))}'],
    ['behavior', 'a{behavior:url(x.htc)}'],
    ['-ms-behavior', 'a{-ms-behavior:url(x.htc)}'],
    ['-moz-binding', 'a{-moz-binding:url("https://evil.example/x.xml#b")}'],
    ['-moz-binding escaped', 'a{-moz-\\62inding:url(x)}'],
    ['NUL inside a keyword', 'a{b:ur\u0000l(//evil.example)}'],
    ['unterminated comment hiding a breakout', 'a{}/* </style><script>x</script>'],
    // An unquoted url holding a quote or '(' is a bad url to a browser, ended by the first ')': what follows is
    // read as rules again.
    [
      'quote in an unquoted data url',
      'a{background:url(data:image/png,")}b{background-image:url(https://evil.example/x)}c{x:"}',
    ],
    [
      "'(' in an unquoted data url",
      'a{background:url(data:image/png,()}b{background-image:url(https://evil.example/x)}',
    ],
    [
      'apostrophe in an unquoted data url',
      "a{background:url(data:image/png,')}b{background-image:url(https://evil.example/x)}c{x:'}",
    ],
    // A newline ends a string to a browser (a bad string), and the url function with it at the next ')'.
    [
      'newline in a quoted data url',
      'a{background:url("data:image/png,\n)}b{background-image:url(https://evil.example/x)}c{x:"}',
    ],
    [
      'space in an unquoted data url',
      'a{background:url(data:image/png, x)}b{background-image:url(https://evil.example/x)}',
    ],
  ])('%s', (_name, css) => {
    assertSafe(sanitizeCustomCss(css));
  });

  it('keeps the harmless rules next to a removed one', () => {
    const out = sanitizeCustomCss('@import "x.css"; .a{color:red} .b{background:url(https://e.x/y)}');
    expect(out).toContain('.a{color:red}');
    expect(out).toContain('.b{background:none}');
  });

  it('keeps the rules after a bad url, as a browser does', () => {
    expect(sanitizeCustomCss('a{background:url(data:image/png,")}b{color:red}')).toBe(
      'a{background:none}b{color:red}',
    );
  });

  it('caps the length', () => {
    const out = sanitizeCustomCss(`.a{color:red}${' '.repeat(MAX_CUSTOM_CSS_LENGTH)}.b{color:blue}`);
    expect(out.length).toBeLessThanOrEqual(MAX_CUSTOM_CSS_LENGTH);
    expect(out).not.toContain('.b');
  });

  it('holds for random mixtures of hostile fragments', () => {
    const parts = [
      '<',
      '/',
      'style',
      '>',
      '@',
      'im',
      'port',
      'u',
      'rl',
      '(',
      ')',
      '"',
      "'",
      '/*',
      '*/',
      '\\75 ',
      '\\72',
      'java',
      'script',
      ':',
      'expr',
      'ession',
      'behavior',
      '-moz-',
      'binding',
      'image',
      '-set',
      ' ',
      ';',
      '{',
      '}',
      'https://evil.example/',
      'data:image/png,',
      'data:text/html,',
      'a',
      '\u0000',
      'src',
      'element',
      '"',
      "'",
      '(',
      ')',
      '\n',
      '\\',
      'url(data:image/png,',
    ];
    // A fixed seed keeps the test repeatable.
    let seed = 1234567;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let n = 0; n < 6000; n++) {
      let css = '';
      const len = 1 + Math.floor(next() * 25);
      for (let i = 0; i < len; i++) css += parts[Math.floor(next() * parts.length)];
      const out = sanitizeCustomCss(css);
      assertSafe(out);
      // Sanitising twice changes nothing: what is returned already passed every check.
      expect(sanitizeCustomCss(out)).toBe(out);
    }
  });
});
