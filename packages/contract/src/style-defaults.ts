/**
 * The portal's colours where a tenant leaves a style token out, per colour mode: the buyer
 * portal's theme and the server's drawn first screen (P9) use the same ones. No zod here: the portal's first
 * screen imports this file alone.
 */
export const DEFAULT_STYLE_COLOURS = {
  light: {
    primary_color: '#1F4E99',
    secondary_color: '#00796B',
    background_color: '#F5F7FA',
    paper_color: '#FFFFFF',
    text_color: '#1C2430',
    header_background: '#1F4E99',
    header_text_color: '#FFFFFF',
    sidebar_background: '#18325E',
    sidebar_text_color: '#E8EEF8',
  },
  dark: {
    primary_color: '#8AB4F8',
    secondary_color: '#4DB6AC',
    background_color: '#10141B',
    paper_color: '#1A202A',
    text_color: '#E8ECF2',
    header_background: '#161B24',
    header_text_color: '#E8ECF2',
    sidebar_background: '#161B24',
    sidebar_text_color: '#D0D8E4',
  },
} as const;
