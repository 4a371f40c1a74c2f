import { darken, getContrastRatio, lighten, type PaletteMode, type ThemeOptions } from '@mui/material/styles';
import type { STYLE_MARKER as CONTRACT_STYLE_MARKER, StyleToken } from '@portico/contract';
import { DEFAULT_STYLE_COLOURS } from '@portico/contract/style-defaults';
import { TOUCH_TARGETS } from '@portico/web-kit/touch-targets';

/** A screen worked with a finger (a phone, a tablet). */
export { COARSE_POINTER } from '@portico/web-kit/touch-targets';

/**
 * the MUI theme comes from the tenant's `style_*` config entries; in dark mode the same
 * keys of `dark_mode_styles` apply instead, and what a tenant leaves out falls back to neutral defaults of
 * that mode (never to the light colours, which would be unreadable on a dark background).
 */

export type PorticoTokens = {
  header: { background: string; text: string };
  sidebar: { background: string; text: string };
  headingFontFamily: string;
};

declare module '@mui/material/styles' {
  interface Theme {
    portico: PorticoTokens;
  }
  interface ThemeOptions {
    portico?: PorticoTokens;
  }
}

/** the contract's marker, restated so the first screen need not load the contract's zod schemas. */
const STYLE_MARKER: typeof CONTRACT_STYLE_MARKER = 'style_';

type ConfigLike = Readonly<Record<string, unknown>>;
export type StyleValues = Partial<Record<StyleToken, string>>;

const DEFAULTS: Record<
  PaletteMode,
  Required<Omit<StyleValues, 'font_family' | 'heading_font_family' | 'border_radius'>>
> = DEFAULT_STYLE_COLOURS;

/** MUI's status colours of each mode; readableOn adjusts them to the tenant's backgrounds. */
const STATUS: Record<PaletteMode, Record<'error' | 'warning' | 'info' | 'success', string>> = {
  light: { error: '#D32F2F', warning: '#ED6C02', info: '#0288D1', success: '#2E7D32' },
  dark: { error: '#F44336', warning: '#FFA726', info: '#29B6F6', success: '#66BB6A' },
};

/** WCAG 2.1 AA (1.4.3): normal text needs a contrast ratio of 4.5:1 to its background. */
export const TEXT_CONTRAST = 4.5;

/**
 * A colour used as text (links, text buttons, outlined chips, error messages) must read on the page and on
 * cards: a shade of it that does, darker in light mode and lighter in dark mode, in steps of 5%. A colour that
 * already reads is kept as it is, so a tenant's brand colour changes only where it would be unreadable.
 */
export function readableOn(color: string, backgrounds: readonly string[], mode: PaletteMode): string {
  const reads = (c: string) => backgrounds.every((b) => getContrastRatio(c, b) >= TEXT_CONTRAST);
  for (let step = 0; step <= 20; step++) {
    const shade = step === 0 ? color : mode === 'dark' ? lighten(color, step / 20) : darken(color, step / 20);
    if (reads(shade)) return shade;
  }
  return mode === 'dark' ? '#FFFFFF' : '#000000';
}

/** The fonts the build ships (self-hosted @fontsource); anything else falls back to them. */
export const BUNDLED_FONTS = ['Inter', 'Merriweather Sans', 'Roboto'] as const;
const FALLBACK_STACK = '"Roboto", "Helvetica Neue", Arial, sans-serif';

export function fontStack(name: string | undefined): string {
  const clean = (name ?? '').replace(/["';{}<>\\]/g, '').trim();
  if (!clean) return `"Inter", ${FALLBACK_STACK}`;
  return `"${clean}", ${FALLBACK_STACK}`;
}

/** '8px' → 8, '0.5rem' → 8, '4' → 4; anything else → undefined. */
export function parseRadius(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(px|rem|em)?\s*$/i.exec(value);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? 'px').toLowerCase();
  const px = unit === 'px' ? n : n * 16;
  return Math.min(32, Math.max(0, px));
}

/** A colour value safe to hand to MUI's colour helpers: #rgb, #rrggbb, rgb()/rgba()/hsl()/hsla(). */
export function isColor(value: string | undefined): value is string {
  if (!value) return false;
  return (
    /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ||
    /^(?:rgba?|hsla?)\([\d\s.,%]+\)$/i.test(value.trim())
  );
}

/** The style_* values for one mode: the base entries in light mode, dark_mode_styles in dark mode. */
export function styleValues(config: ConfigLike, mode: PaletteMode): StyleValues {
  const read = (source: unknown, token: string): string | undefined => {
    if (!source || typeof source !== 'object') return undefined;
    const v = (source as Record<string, unknown>)[`${STYLE_MARKER}${token}`];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  const out: StyleValues = {};
  const colourSource = mode === 'dark' ? config.dark_mode_styles : config;
  for (const token of Object.keys(DEFAULTS.light) as (keyof (typeof DEFAULTS)['light'])[]) {
    const v = read(colourSource, token);
    if (isColor(v)) out[token] = v;
  }
  // Fonts and corner radius are not mode-specific unless dark_mode_styles says otherwise.
  for (const token of ['font_family', 'heading_font_family', 'border_radius'] as const) {
    const v = (mode === 'dark' ? read(config.dark_mode_styles, token) : undefined) ?? read(config, token);
    if (v) out[token] = v;
  }
  return out;
}

export function buildThemeOptions(config: ConfigLike, mode: PaletteMode): ThemeOptions {
  const s = styleValues(config, mode);
  const d = DEFAULTS[mode];
  const body = fontStack(s.font_family);
  const heading = s.heading_font_family ? fontStack(s.heading_font_family) : body;
  const radius = parseRadius(s.border_radius) ?? 8;
  const headingStyle = { fontFamily: heading, fontWeight: 700, letterSpacing: '-0.01em' };
  const background = s.background_color ?? d.background_color;
  const paper = s.paper_color ?? d.paper_color;
  const readableMain = (color: string) => readableOn(color, [background, paper], mode);
  const readable = (color: string) => ({ main: readableMain(color) });
  // Status colours are text too in their darker shade (e.g. a countered offer's line): MUI's own dark shade
  // (30% darker) would not read on a dark page, so it is shaded until it does.
  const status = (color: string) => {
    const main = readableMain(color);
    return { main, dark: readableMain(darken(main, 0.3)) };
  };
  return {
    palette: {
      mode,
      // WCAG AA for normal text: MUI picks white or dark text on each colour by this ratio.
      contrastThreshold: TEXT_CONTRAST,
      primary: readable(s.primary_color ?? d.primary_color),
      // The secondary colour is the brand's accent (fills with contrastText, borders), not text: kept as it is.
      secondary: { main: s.secondary_color ?? d.secondary_color },
      error: status(STATUS[mode].error),
      warning: status(STATUS[mode].warning),
      info: status(STATUS[mode].info),
      success: status(STATUS[mode].success),
      background: { default: background, paper },
      text: { primary: s.text_color ?? d.text_color },
    },
    shape: { borderRadius: radius },
    // On a touch screen every button is at least 44 px tall to the finger and every small icon button 44 × 44
    // (WCAG 2.5.5): a section's edit pencil, a line's remove, the row actions, EXPORT, the dialogs' answers.
    components: {
      ...TOUCH_TARGETS,
    },
    typography: {
      fontFamily: body,
      h1: { ...headingStyle, fontSize: '1.75rem' },
      h2: { ...headingStyle, fontSize: '1.5rem' },
      h3: { ...headingStyle, fontSize: '1.25rem' },
      h4: { ...headingStyle, fontSize: '1.125rem' },
      h5: { ...headingStyle, fontSize: '1rem' },
      h6: { ...headingStyle, fontSize: '0.95rem' },
      button: { fontWeight: 600 },
    },
    portico: {
      header: {
        background: s.header_background ?? d.header_background,
        text: s.header_text_color ?? d.header_text_color,
      },
      sidebar: {
        background: s.sidebar_background ?? d.sidebar_background,
        text: s.sidebar_text_color ?? d.sidebar_text_color,
      },
      headingFontFamily: heading,
    },
  };
}

/**
 * the tenant's own font (an uploaded woff2 the server serves by hash) as an @font-face rule; `optional` as the
 * bundled fonts (vite.config.ts): never swapped in once text is drawn, so nothing moves (CLS).
 */
export function fontFaceCss(font: { family: string; url: string } | undefined): string {
  if (!font) return '';
  // The same shapes the contract's BrandFont allows: nothing here can leave the rule or load from elsewhere.
  if (!/^[A-Za-z0-9][A-Za-z0-9 _-]{0,49}$/.test(font.family)) return '';
  if (!/^\/px-api-gateway\/brand-assets\/[0-9a-f]{64}\.woff2$/.test(font.url)) return '';
  return `@font-face{font-family:"${font.family}";src:url("${font.url}") format("woff2");font-display:optional}`;
}
