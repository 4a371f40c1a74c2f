import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import {
  buildThemeOptions,
  fontFaceCss,
  fontStack,
  isColor,
  parseRadius,
  readableOn,
  styleValues,
  TEXT_CONTRAST,
} from './theme.ts';

const harbor = {
  style_primary_color: '#0B3D91',
  style_secondary_color: '#00897B',
  style_background_color: '#F4F7FB',
  style_paper_color: '#FFFFFF',
  style_text_color: '#14213D',
  style_header_background: '#0B3D91',
  style_header_text_color: '#FFFFFF',
  style_sidebar_background: '#0A2F6E',
  style_sidebar_text_color: '#E3ECFA',
  style_font_family: 'Inter',
  style_heading_font_family: 'Merriweather Sans',
  style_border_radius: '8px',
  dark_mode_styles: { style_primary_color: '#7FA7E8', style_background_color: '#0D1526' },
};

describe('theme from config (A-006, A-007, Q-068)', () => {
  it('maps the style_* entries onto the MUI palette, shape and fonts', () => {
    const t = buildThemeOptions(harbor, 'light');
    expect(t.palette).toMatchObject({
      mode: 'light',
      primary: { main: '#0B3D91' },
      secondary: { main: '#00897B' },
      background: { default: '#F4F7FB', paper: '#FFFFFF' },
      text: { primary: '#14213D' },
    });
    expect(t.shape).toEqual({ borderRadius: 8 });
    expect(t.typography).toMatchObject({ fontFamily: expect.stringMatching(/^"Inter",/) });
    expect(t.portico).toMatchObject({
      header: { background: '#0B3D91', text: '#FFFFFF' },
      sidebar: { background: '#0A2F6E', text: '#E3ECFA' },
      headingFontFamily: expect.stringMatching(/^"Merriweather Sans",/),
    });
  });

  it('uses dark_mode_styles in dark mode, with dark defaults for what they leave out', () => {
    const t = buildThemeOptions(harbor, 'dark');
    expect(t.palette).toMatchObject({
      mode: 'dark',
      primary: { main: '#7FA7E8' },
      background: { default: '#0D1526' },
    });
    // not the light paper colour
    expect(t.palette?.background?.paper).not.toBe('#FFFFFF');
    // fonts and radius carry over
    expect(t.shape).toEqual({ borderRadius: 8 });
  });

  it('falls back to neutral defaults with an empty config (A-004)', () => {
    const t = buildThemeOptions({}, 'light');
    expect(t.palette?.primary).toBeDefined();
    expect(t.shape).toEqual({ borderRadius: 8 });
  });

  it('two tenants get different themes', () => {
    const summit = {
      style_primary_color: '#1B5E20',
      style_font_family: 'Merriweather Sans',
      style_border_radius: '2px',
    };
    const a = buildThemeOptions(harbor, 'light');
    const b = buildThemeOptions(summit, 'light');
    expect(a.palette?.primary).not.toEqual(b.palette?.primary);
    expect(a.typography).not.toEqual(b.typography);
    expect(b.shape).toEqual({ borderRadius: 2 });
  });

  it('ignores values that are not colours', () => {
    expect(
      styleValues({ style_primary_color: 'red; background:url(x)' }, 'light').primary_color,
    ).toBeUndefined();
    expect(isColor('#abc')).toBe(true);
    expect(isColor('rgb(1, 2, 3)')).toBe(true);
    expect(isColor('expression(alert(1))')).toBe(false);
  });

  it('parses radii and cleans font names', () => {
    expect(parseRadius('8px')).toBe(8);
    expect(parseRadius('0.5rem')).toBe(8);
    expect(parseRadius('4')).toBe(4);
    expect(parseRadius('huge')).toBeUndefined();
    expect(parseRadius('400px')).toBe(32);
    expect(fontStack('Inter"; }')).toMatch(/^"Inter", /);
    expect(fontStack(undefined)).toMatch(/^"Inter",/);
  });

  it('keeps a colour that reads and shades one that does not, to 4.5:1 on page and card (WCAG 1.4.3)', () => {
    expect(readableOn('#0B3D91', ['#F4F7FB', '#FFFFFF'], 'light')).toBe('#0B3D91');
    const table: [string, string[], 'light' | 'dark'][] = [
      ['#ED6C02', ['#F4F7FB', '#FFFFFF'], 'light'],
      ['#00897B', ['#F4F7FB', '#FFFFFF'], 'light'],
      ['#F44336', ['#0D1526', '#16213A'], 'dark'],
      ['#1B5E20', ['#0F1A10', '#18261A'], 'dark'],
    ];
    for (const [colour, backgrounds, mode] of table) {
      const shade = readableOn(colour, backgrounds, mode);
      expect(shade).not.toBe(colour);
      for (const b of backgrounds) expect(getContrastRatio(shade, b)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('gives primary and status colours that read as text in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const palette = buildThemeOptions(harbor, mode).palette as Record<string, { main: string }> & {
        background: { default: string; paper: string };
      };
      const shades = ['primary', 'error', 'warning', 'info', 'success'].flatMap((key) => {
        const { main, dark } = palette[key] as { main: string; dark?: string };
        return dark ? [main, dark] : [main];
      });
      for (const shade of shades) {
        for (const b of [palette.background.default, palette.background.paper]) {
          expect(getContrastRatio(shade, b), `${shade} in ${mode}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        }
      }
    }
  });
});

describe('fontFaceCss (A-006: the tenant’s uploaded font)', () => {
  const url = `/px-api-gateway/brand-assets/${'a'.repeat(64)}.woff2`;
  it('declares the uploaded woff2 under its family name', () => {
    expect(fontFaceCss({ family: 'Harbor Sans', url })).toBe(
      `@font-face{font-family:"Harbor Sans";src:url("${url}") format("woff2");font-display:optional}`,
    );
  });
  it.each([
    ['no font', undefined],
    ['a family that would leave the rule', { family: 'x";}body{display:none', url }],
    ['a remote address', { family: 'X', url: 'https://evil.example/f.woff2' }],
    ['another file type', { family: 'X', url: url.replace('.woff2', '.svg') }],
  ])('writes nothing for %s', (_name, font) => {
    expect(fontFaceCss(font)).toBe('');
  });
});
