/**
 * The association's 17 brand colours (steel and aluminium greys, hydro blues,
 * and one accent pair per report theme). web/brand/brand.css mirrors them as tokens; the
 * rich-text editor offers them as its palette.
 */
export const BRAND_PALETTE = {
  steel900: '#1b2530',
  steel800: '#2a3847',
  steel700: '#3d4f62',
  steel500: '#5e7185',
  aluminium400: '#8c9bab',
  aluminium300: '#b7c2cd',
  aluminium200: '#d9e0e7',
  aluminium100: '#eef2f5',
  aluminium50: '#f7f9fa',
  hydroDark: '#0a3d6b',
  hydro: '#0b5fa5',
  hydroLight: '#3d9be0',
  economy: '#9a6700',
  economyLight: '#f2b632',
  environment: '#2a7a3b',
  environmentLight: '#7cc35a',
  social: '#b33a1d',
} as const;

export const BRAND_COLOURS: readonly string[] = Object.values(BRAND_PALETTE);
