import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { gradeChipColors, gradeSlot, hueOf, MIN_CONTRAST } from './grade-colors.ts';

const THEMES = [
  { primary: '#1F4E99', paper: '#FFFFFF', mode: 'light' as const },
  { primary: '#8AB4F8', paper: '#1A202A', mode: 'dark' as const },
  { primary: '#C62828', paper: '#FFFFFF', mode: 'light' as const },
  { primary: '#FFEB3B', paper: '#121212', mode: 'dark' as const },
  { primary: 'rgb(0, 121, 107)', paper: '#FAFAFA', mode: 'light' as const },
];

describe('grade chip colours (A-034)', () => {
  it.each(THEMES)('every grade of 5 and of 12 its own colour, readable on chip and page: %j', (theme) => {
    for (const count of [5, 12]) {
      const chips = Array.from({ length: count }, (_, i) => gradeChipColors(i, count, theme));
      expect(new Set(chips.map((c) => c.background)).size).toBe(count);
      expect(new Set(chips.map((c) => c.text)).size).toBe(count);
      for (const c of chips) {
        expect(getContrastRatio(c.text, c.background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(getContrastRatio(c.text, theme.paper)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
    }
  });

  it("starts at the theme's primary hue, so the first grade wears the tenant's colour", () => {
    const first = gradeChipColors(0, 5, THEMES[0]!);
    expect(Math.abs(hueOf(first.text) - hueOf('#1F4E99'))).toBeLessThan(3);
    expect(gradeChipColors(0, 5, THEMES[2]!)).not.toEqual(first);
  });

  it('a light and a dark chip differ for the same grade', () => {
    const light = gradeChipColors(1, 5, { ...THEMES[0]!, primary: '#1F4E99' });
    const dark = gradeChipColors(1, 5, { ...THEMES[1]!, primary: '#1F4E99' });
    expect(light.background).not.toBe(dark.background);
  });

  it("places a grade by the tenant's order; an unlisted grade gets a stable place after the listed ones", () => {
    const order = ['A', 'AB', 'B', 'C', 'Functional'];
    expect(gradeSlot('B', order)).toEqual({ index: 2, count: 5 });
    const x = gradeSlot('X', order);
    expect(x.index).toBeGreaterThanOrEqual(5);
    expect(gradeSlot('X', order)).toEqual(x);
  });

  it('reads the hue of hex, rgb and hsl colours', () => {
    expect(Math.round(hueOf('#FF0000'))).toBe(0);
    expect(Math.round(hueOf('rgb(0, 255, 0)'))).toBe(120);
    expect(Math.round(hueOf('hsl(240, 50%, 50%)'))).toBe(240);
    expect(hueOf('not a colour')).toBe(215);
  });
});
