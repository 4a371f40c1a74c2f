import type { PaletteMode } from '@mui/material/styles';
import { decomposeColor, getContrastRatio, hslToRgb, rgbToHex } from '@mui/material/styles';

/**
 * each grade has its own chip style, so a buyer scans the stock list by grade at a glance. The colours
 * come from the tenant's theme: the grades of the tenant's order (settings.grade) are spread evenly round the
 * colour wheel starting at the theme's primary colour, each a tint for the chip and a deep shade of the same hue
 * for its text and border, darkened (light mode) or lightened (dark mode) until the text reads at WCAG AA (4.5:1)
 * on the chip and on the page.
 */

export type GradeChipColors = { background: string; text: string; border: string };

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** The hue (0…360) of a CSS colour MUI can read; 215 (a calm blue) when it cannot. */
export function hueOf(color: string): number {
  try {
    const { type, values } = decomposeColor(color);
    if (type === 'hsl' || type === 'hsla') return Number(values[0]);
    const [r, g, b] = values.slice(0, 3).map((v) => Number(v) / 255) as [number, number, number];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const d = max - min;
    if (d === 0) return 215;
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return (h * 60 + 360) % 360;
  } catch {
    return 215;
  }
}

const hsl = (h: number, s: number, l: number) => rgbToHex(hslToRgb(`hsl(${Math.round(h)}, ${s}%, ${l}%)`));

/** The deep (light mode) or bright (dark mode) shade of `hue` that reads on both backgrounds. */
function readableShade(hue: number, mode: PaletteMode, backgrounds: readonly string[]): string {
  const steps = mode === 'light' ? [42, 38, 34, 30, 26, 22, 18, 14] : [70, 74, 78, 82, 86, 90, 94];
  const saturation = mode === 'light' ? 70 : 85;
  for (const l of steps) {
    const c = hsl(hue, saturation, l);
    if (backgrounds.every((bg) => getContrastRatio(c, bg) >= MIN_CONTRAST)) return c;
  }
  return mode === 'light' ? '#000000' : '#ffffff';
}

/** The chip colours of the grade at `index` of `count` grades, for the theme's primary colour and page colour. */
export function gradeChipColors(
  index: number,
  count: number,
  theme: { primary: string; paper: string; mode: PaletteMode },
): GradeChipColors {
  const slots = Math.max(1, count);
  const hue = (hueOf(theme.primary) + (360 / slots) * (((index % slots) + slots) % slots)) % 360;
  const background = theme.mode === 'light' ? hsl(hue, 75, 93) : hsl(hue, 45, 20);
  const text = readableShade(hue, theme.mode, [background, theme.paper]);
  return { background, text, border: text };
}

/**
 * The position of a grade in the tenant's grade order; a grade the order does not list (a new one) gets a
 * place after the listed ones, the same for the same code.
 */
export function gradeSlot(grade: string, order: readonly string[]): { index: number; count: number } {
  const i = order.indexOf(grade);
  if (i >= 0) return { index: i, count: order.length };
  let hash = 0;
  for (const ch of grade) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const count = order.length + 7;
  return { index: order.length + (hash % 7), count };
}
