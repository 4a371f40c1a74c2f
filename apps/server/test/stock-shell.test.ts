import type { SaasConfig } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { renderStockShell } from '../src/modules/tenants/stock-shell.ts';

/**
 * P9: the first screen drawn into /stock's HTML carries the tenant's words and colours, and nothing from the
 * tenant's config can leave the text or the style sheet it is written into.
 */
const render = (config: Record<string, unknown>, i18n = {}, language = 'en') =>
  renderStockShell({ config: config as SaasConfig, i18n, language });

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
    [
      'a font that would end the style sheet',
      { tenantName: 'A', style_font_family: 'x</style><script>' },
      '<script>',
    ],
  ])('writes nothing of %s into the page', (_name, config, forbidden) => {
    expect(render(config)).not.toContain(forbidden);
  });
});
