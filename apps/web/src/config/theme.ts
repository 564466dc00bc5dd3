import { THEME_COLOURS } from '@blaze/contracts/constants';

/** Web-only surface colours of the dark theme (the accents come from the contracts). */
export const SURFACE_COLOURS = {
  background: '#09090b',
  foregroundOnBrand: '#09090b',
  foregroundOnStealth: '#fafafa',
  stealthText: '#e4e4e7',
} as const;

/** The CSS custom properties behind the `brand` and `accent` Tailwind colours. */
export function themeVariables(stealth: boolean): Record<string, string> {
  return {
    '--brand': stealth ? THEME_COLOURS.stealth : THEME_COLOURS.brandPink,
    '--brand-foreground': stealth
      ? SURFACE_COLOURS.foregroundOnStealth
      : SURFACE_COLOURS.foregroundOnBrand,
    '--brand-text': stealth ? SURFACE_COLOURS.stealthText : THEME_COLOURS.brandPink,
    '--accent': THEME_COLOURS.accent,
  };
}

/** The browser chrome colour: the page background normally, the stealth grey in stealth mode. */
export function themeColour(stealth: boolean): string {
  return stealth ? THEME_COLOURS.stealth : SURFACE_COLOURS.background;
}
