import type { SaasConfig } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from '../src/modules/tenants/index-html.ts';
import { renderStockShell } from '../src/modules/tenants/stock-shell.ts';

/**
 * P9: the first screen drawn into /stock's HTML carries the tenant's words and colours, and nothing from the
 * tenant's config can leave the text or the style sheet it is written into.
 */
const render = (config: Record<string, unknown>, i18n = {}, language = 'en', banners?: string[]) =>
  renderStockShell({ config: config as SaasConfig, i18n, language, banners });

describe('the drawn first screen of /stock', () => {
  it("shows the tenant's name, the list's heading in the tenant's language and the header colours", () => {
    const html = render({ tenantName: 'Harbor Phones', style_header_background: '#0B3D91' }, {}, 'es');
    expect(html).toContain('>Harbor Phones</div>');
    expect(html).toContain('background:#0B3D91');
    expect(html).toMatch(/class="ps-h1">[^<]+</);
    expect(html).toContain('aria-hidden="true"');
  });

  it("uses the tenant's own word for the heading when it has one", () => {
    const html = render({ tenantName: 'A' }, { en: { stockListHeading: { i18n_value: 'Live Stock' } } });
    expect(html).toContain('>Live Stock</div>');
  });

  it.each([
    ['a name with markup', { tenantName: '<img src=x onerror=alert(1)>' }, '<img'],
    [
      'a colour that would end the rule',
      { tenantName: 'A', style_header_background: 'red}body{display:none' },
      'red}body',
    ],
  ])('writes nothing of %s into the page', (_name, config, forbidden) => {
    expect(render(config)).not.toContain(forbidden);
  });

  it("draws in the device's own font, never a web font that would re-wrap it on arrival", () => {
    const html = render({ tenantName: 'A', style_font_family: 'Merriweather Sans' });
    expect(html).not.toContain('Merriweather');
    expect(html).toContain('font-family:system-ui');
  });

  it('draws the banners it is given (A-036) with their Q-069 tags, links as text, and nothing that runs', () => {
    const html = render({ tenantName: 'A' }, {}, 'en', [
      '<p><strong>Closed</strong> on Friday. <a href="https://x.example/" target="_blank">More</a></p>',
      '<p>Second</p><script>alert(1)</script><img src=x onerror=alert(2)>',
    ]);
    expect(html.match(/class="ps-banner"/g)).toHaveLength(2);
    expect(html).toContain('<p><strong>Closed</strong> on Friday. <span class="ps-a">More</span></p>');
    expect(html).not.toContain('href=');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<img');
    // The banners come before the heading, as the portal draws them.
    expect(html.indexOf('ps-banners')).toBeLessThan(html.indexOf('class="ps-h1"'));
    expect(render({ tenantName: 'A' })).not.toContain('class="ps-banner');
  });
});

describe('index.html with the drawn first screen', () => {
  const template =
    '<html lang="en"><head><title>x</title><link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin>' +
    '<link rel="modulepreload" crossorigin href="/assets/first-screen.js" data-signed-in-only></head><body><div id="root"></div></body></html>';
  const page = (shell?: string) =>
    renderIndexHtml(template, { title: 'T', favicon: undefined, language: 'en', shell });

  it("drops the web fonts' preloads where the first screen is drawn in the device's font, and keeps them elsewhere", () => {
    expect(page('<div id="portico-shell"></div>')).not.toContain('as="font"');
    expect(page('<div id="portico-shell"></div>')).toContain('href="/assets/first-screen.js"');
    expect(page()).toContain('<link rel="preload" as="font"');
    expect(page()).not.toContain('first-screen.js');
  });

  it('keeps the code inert until the drawn screen is painted, and leaves it in <head> on any other page', () => {
    const drawn = page('<div id="portico-shell"></div>');
    expect(drawn).toContain(
      '<template id="portico-code"><link rel="modulepreload" crossorigin href="/assets/first-screen.js"></template>',
    );
    expect(drawn.split('<template')[0]).not.toContain('modulepreload');
    // The loader is the page's last element, after the template it reads.
    expect(drawn).toMatch(/<\/template>\s*<script>[^<]*importNode[^<]*<\/script>\s*<\/body>/);
    expect(page()).not.toContain('<template');
    expect(page()).not.toContain('<script>');
  });

  it("asks for the sign-in page's code on every page but the signed-in first screen's (P10)", () => {
    const withSignIn = template.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/sign-in.js" data-signed-out-only></head>',
    );
    const render = (shell?: string) =>
      renderIndexHtml(withSignIn, { title: 'T', favicon: undefined, language: 'en', shell });
    const drawn = render('<div id="portico-shell"></div>');
    expect(drawn).not.toContain('sign-in.js');
    expect(drawn).toContain('href="/assets/first-screen.js"');
    expect(render()).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in.js">');
    expect(render()).not.toContain('first-screen.js');
    expect(render()).not.toContain('data-signed-out-only');
  });
});
