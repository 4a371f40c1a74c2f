import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import {
  colorOr,
  createTenantTheme,
  fontStack,
  radiusOf,
  readableOn,
  readableTextOn,
  TEXT_CONTRAST,
} from './create-tenant-theme.ts';

describe('createTenantTheme', () => {
  it("uses the tenant's colours, font and radius", () => {
    const theme = createTenantTheme({
      style_primary_color: '#0B3D91',
      style_secondary_color: '#00897B',
      style_font_family: 'Merriweather Sans',
      style_border_radius: '2px',
      style_header_background: '#123F16',
    });
    expect(theme.palette.primary.main).toBe('#0B3D91');
    expect(theme.palette.secondary.main).toBe('#00897B');
    expect(theme.typography.fontFamily).toMatch(/^"Merriweather Sans"/);
    expect(theme.shape.borderRadius).toBe(2);
    expect(theme.portico.headerBackground).toBe('#123F16');
  });

  it('falls back to defaults for values MUI cannot use', () => {
    const theme = createTenantTheme({
      style_primary_color: 'url(javascript:1)',
      style_font_family: 'Comic Sans',
    });
    expect(theme.palette.primary.main).toBe('#1F3A5F');
    expect(theme.typography.fontFamily).toMatch(/^"Inter"/);
  });

  it.each(['#0B3D91', '#00897B', '#1B5E20', '#FFB300', '#7FA7E8'])('puts readable text on %s', (color) => {
    const theme = createTenantTheme({ style_primary_color: color, style_secondary_color: color });
    const { primary, secondary } = theme.palette;
    expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(secondary.contrastText, color)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    '#0B3D91',
    '#00897B',
    '#1B5E20',
    '#FFB300',
    '#7FA7E8',
  ])('primary %s and the status colours read as text on page and card (WCAG 1.4.3)', (color) => {
    const theme = createTenantTheme({ style_primary_color: color, style_background_color: '#F4F7FB' });
    const { palette } = theme;
    for (const main of [palette.primary, palette.error, palette.warning, palette.info, palette.success].map(
      (p) => p.main,
    )) {
      expect(getContrastRatio(main, '#F4F7FB')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('keeps a brand colour that reads, and darkens one that does not', () => {
    expect(readableOn('#0B3D91', ['#FFFFFF'])).toBe('#0B3D91');
    expect(readableOn('#ED6C02', ['#FFFFFF'])).not.toBe('#ED6C02');
  });
});

describe('theme token parsing', () => {
  it.each([
    ['#abc', true],
    ['#A1B2C3', true],
    ['rgb(1, 2, 3)', true],
    ['hsla(120, 50%, 50%, 0.5)', true],
    ['red; background:url(x)', false],
    ['', false],
    [42, false],
  ])('colour %s is accepted: %s', (value, ok) => {
    expect(colorOr(value, 'fallback') !== 'fallback').toBe(ok);
  });

  it('reads radii and fonts defensively', () => {
    expect(radiusOf('8px')).toBe(8);
    expect(radiusOf('huge')).toBe(8);
    expect(radiusOf('400px')).toBe(8);
    expect(fontStack('Inter')).toMatch(/^"Inter"/);
    expect(readableTextOn('#FFB300')).toBe('#000000');
  });
});
