import { createTheme, rem, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { LAYOUT } from '@schemas/constants';

/** A deep teal. Shade 7 (the primary) on white is 5.8:1, shade 8 (hover) 7.9:1: AA for text. */
const brand: MantineColorsTuple = [
  '#e7f6f3',
  '#cdeee7',
  '#9bdccf',
  '#66c9b6',
  '#3bb8a1',
  '#1fa38b',
  '#138a75',
  '#0d7361',
  '#0a5c4e',
  '#06443a',
];

const mobileBreakpointEm = `${LAYOUT.mobileBreakpointPx / 16}em`; // 768 px, spec section 9

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 7,
  autoContrast: true,
  focusRing: 'auto', // visible ring for keyboard users, none on mouse click
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
    sizes: { h1: { fontSize: rem(40), lineHeight: '1.15' } },
  },
  breakpoints: { xs: '36em', sm: mobileBreakpointEm, md: '62em', lg: '75em', xl: '88em' },
});

/**
 * Error text in Mantine's default red is 3.3:1 on white, below AA for small text; red 9
 * (#c92a2a) is 5.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
