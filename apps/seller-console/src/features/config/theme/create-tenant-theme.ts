/** The console's MUI theme from the tenant config (Q-068 style_* keys), its text colours meeting WCAG AA. */

import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import type { SaasConfig } from '@portico/contract';
import { TOUCH_TARGETS } from '@portico/web-kit/touch-targets';

declare module '@mui/material/styles' {
  interface Theme {
    portico: BrandColors;
  }
  interface ThemeOptions {
    portico?: BrandColors;
  }
}

export type BrandColors = {
  headerBackground: string;
  headerText: string;
  sidebarBackground: string;
  sidebarText: string;
};

/** The fonts the console ships (self-hosted through @fontsource); anything else falls back to Inter. */
export const FONT_STACKS: Record<string, string> = {
  Inter: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'Merriweather Sans': '"Merriweather Sans", "Inter", system-ui, -apple-system, "Segoe UI", sans-serif',
};

const DEFAULTS = {
  primary: '#1F3A5F',
  secondary: '#00897B',
  background: '#F5F7FA',
  paper: '#FFFFFF',
  text: '#1A2233',
  radius: 8,
};

/** Hex, rgb(a) or hsl(a) — what MUI's colour helpers accept; anything else would make createTheme throw. */
const COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|hsl)a?\([\d\s.,%/+-]+\))$/i;

export const colorOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : fallback;

export const fontStack = (value: unknown): string =>
  (typeof value === 'string' && FONT_STACKS[value]) || (FONT_STACKS.Inter as string);

/**
 * White or black, whichever reads better on the tenant's colour (MUI's default picks white down to a 3:1 ratio,
 * below WCAG AA for normal text).
 */
export const readableTextOn = (background: string): string =>
  getContrastRatio('#FFFFFF', background) >= getContrastRatio('#000000', background) ? '#FFFFFF' : '#000000';

/** WCAG 2.1 AA (1.4.3): normal text needs a contrast ratio of 4.5:1 to its background. */
export const TEXT_CONTRAST = 4.5;

/** MUI's light status colours; readableOn darkens those that do not read on the tenant's backgrounds. */
const STATUS = { error: '#D32F2F', warning: '#ED6C02', info: '#0288D1', success: '#2E7D32' } as const;

/**
 * A colour used as text (links, text buttons, outlined chips, error messages) must read on the page and on
 * cards: the colour itself when it does, else the first shade of it, 5% darker each step, that does. A
 * tenant's brand colour changes only where it would be unreadable.
 */

export function readableOn(color: string, backgrounds: readonly string[]): string {
  for (let step = 0; step <= 20; step++) {
    const shade = step === 0 ? color : darken(color, step / 20);
    if (backgrounds.every((b) => getContrastRatio(shade, b) >= TEXT_CONTRAST)) return shade;
  }
  return '#000000';
}

export function radiusOf(value: unknown): number {
  const n =
    typeof value === 'string' ? Number.parseFloat(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n <= 24 ? n : DEFAULTS.radius;
}

/** The tenant's theme tokens (Q-068: flat `style_*` keys) as an MUI theme; bad values fall back to defaults. */
export function createTenantTheme(config: SaasConfig | Record<string, unknown> | undefined): Theme {
  const c: Record<string, unknown> = config ?? {};
  const background = colorOr(c.style_background_color, DEFAULTS.background);
  const paper = colorOr(c.style_paper_color, DEFAULTS.paper);
  const readable = (color: string) => readableOn(color, [background, paper]);
  const brandPrimary = colorOr(c.style_primary_color, DEFAULTS.primary);
  const primary = readable(brandPrimary);
  const secondary = colorOr(c.style_secondary_color, DEFAULTS.secondary);
  const text = colorOr(c.style_text_color, DEFAULTS.text);
  const body = fontStack(c.style_font_family);
  const heading = fontStack(c.style_heading_font_family ?? c.style_font_family);
  const headingStyle = { fontFamily: heading, fontWeight: 700, letterSpacing: '-0.01em' };
  const radius = radiusOf(c.style_border_radius);

  return createTheme({
    palette: {
      mode: 'light',
      primary: { main: primary, contrastText: readableTextOn(primary) },
      // The secondary colour is the brand's accent (fills with contrastText, borders), not text: kept as it is.
      secondary: { main: secondary, contrastText: readableTextOn(secondary) },
      error: { main: readable(STATUS.error) },
      warning: { main: readable(STATUS.warning) },
      info: { main: readable(STATUS.info) },
      success: { main: readable(STATUS.success) },
      background: { default: background, paper },
      text: { primary: text },
    },
    shape: { borderRadius: radius },
    typography: {
      fontFamily: body,
      h1: { ...headingStyle, fontSize: '2rem' },
      h2: { ...headingStyle, fontSize: '1.625rem' },
      h3: { ...headingStyle, fontSize: '1.375rem' },
      h4: { ...headingStyle, fontSize: '1.25rem' },
      h5: { ...headingStyle, fontSize: '1.125rem' },
      h6: { ...headingStyle, fontSize: '1rem' },
      button: { fontWeight: 600, letterSpacing: '0.03em' },
    },
    portico: {
      headerBackground: colorOr(c.style_header_background, primary),
      headerText: colorOr(c.style_header_text_color, '#FFFFFF'),
      sidebarBackground: colorOr(c.style_sidebar_background, '#FFFFFF'),
      sidebarText: colorOr(c.style_sidebar_text_color, text),
    },
    components: {
      // On touch screens every control is at least 44 px, the size a finger needs (WCAG 2.5.5).
      ...TOUCH_TARGETS,
      MuiButton: { ...TOUCH_TARGETS.MuiButton, defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
