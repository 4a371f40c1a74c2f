import type { Components, Theme } from '@mui/material/styles';

/**
 * WCAG 2.5.5 on a touch screen, for both apps' themes: every control a finger presses is at least 44 px — icon
 * buttons of every size and the pager's, buttons, radios and checkboxes (their padding), switches (their root
 * and thumb). A mouse keeps the denser desktop layout.
 */
export const COARSE_POINTER = '@media (pointer: coarse)';

export const TOUCH_TARGETS: Components<Omit<Theme, 'components'>> = {
  MuiIconButton: { styleOverrides: { root: { [COARSE_POINTER]: { minWidth: 44, minHeight: 44 } } } },
  MuiPaginationItem: { styleOverrides: { root: { [COARSE_POINTER]: { minWidth: 44, height: 44 } } } },
  MuiButton: { styleOverrides: { root: { [COARSE_POINTER]: { minHeight: 44 } } } },
  // A radio's or checkbox's own padding makes it 42 px.
  MuiRadio: { styleOverrides: { root: { [COARSE_POINTER]: { padding: 10 } } } },
  MuiCheckbox: { styleOverrides: { root: { [COARSE_POINTER]: { padding: 10 } } } },
  // 58 × 38 by default: the track keeps its size, the box around it and the thumb's grow by 3 px a side.
  MuiSwitch: {
    styleOverrides: {
      root: { [COARSE_POINTER]: { width: 64, height: 44, padding: 15 } },
      switchBase: { [COARSE_POINTER]: { padding: 12 } },
    },
  },
};
