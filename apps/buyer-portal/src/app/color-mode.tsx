/** The tenant theme and the light/dark mode choice (A-006…A-009): theme, favicon, fonts and custom CSS. */

import CssBaseline from '@mui/material/CssBaseline';
import type { PaletteMode } from '@mui/material/styles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { sanitizeCustomCss } from '@portico/domain';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useSiteConfig } from '../lib/site-config.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { buildThemeOptions, fontFaceCss } from '../lib/theme.ts';

type ColorModeValue = { mode: PaletteMode; toggle(): void };
const ColorModeContext = createContext<ColorModeValue>({ mode: 'light', toggle: () => {} });

export const useColorMode = () => useContext(ColorModeContext);

function readStoredMode(): PaletteMode | undefined {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.colorMode);
    return v === 'light' || v === 'dark' ? v : undefined;
  } catch {
    return undefined;
  }
}

/**
 * the tenant theme. Dark mode follows prefers-color-scheme until the user picks a mode with the
 * top-bar toggle, which is remembered on the device.
 */
export function TenantThemeProvider({ children }: { children: ReactNode }) {
  const config = useSiteConfig();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [chosen, setChosen] = useState<PaletteMode | undefined>(readStoredMode);
  const mode: PaletteMode = chosen ?? (prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => createTheme(buildThemeOptions(config, mode)), [config, mode]);
  const value = useMemo<ColorModeValue>(
    () => ({
      mode,
      toggle: () => {
        const next = mode === 'dark' ? 'light' : 'dark';
        setChosen(next);
        try {
          localStorage.setItem(STORAGE_KEYS.colorMode, next);
        } catch {
          // Not remembered; the choice still applies until reload.
        }
      },
    }),
    [mode],
  );
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <TenantHead />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

/** favicon and the tenant's custom CSS (sanitised again here, whatever the server did). */
function TenantHead() {
  const { favicon, custom_css: customCss, language, font_face: fontFace } = useSiteConfig();
  const fontCss = fontFaceCss(fontFace);
  useEffect(() => {
    if (!fontCss) return;
    const style = document.createElement('style');
    style.id = 'tenant-font-face';
    style.textContent = fontCss;
    document.head.appendChild(style);
    return () => style.remove();
  }, [fontCss]);
  useEffect(() => {
    document.documentElement.lang = language || 'en';
  }, [language]);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }, [favicon]);
  useEffect(() => {
    const css = sanitizeCustomCss(customCss);
    if (!css) return;
    const style = document.createElement('style');
    style.id = 'tenant-custom-css';
    style.textContent = css;
    // At the end of <body>, after every style MUI inserts into <head>, so the tenant's rules win ties.
    document.body.appendChild(style);
    return () => style.remove();
  }, [customCss]);
  return null;
}
