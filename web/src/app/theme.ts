import {
  createTheme,
  darken,
  DEFAULT_THEME,
  rem,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
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

/**
 * Mantine's green with darker shades 7-9, so green text (token credits, 'Mark available') and
 * white on a filled green button reach AA (default green 8 is 3.4:1 on white; these are 4.9,
 * 5.5 and 6.5:1).
 */
const green: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.green.slice(0, 7) as [string, string, string, string, string, string, string]),
  '#277d38',
  '#226e32',
  '#1e612b',
];

/**
 * Mantine's red with darker shades 7-9: a filled red button (shade 7, the primary shade) was 3.7:1
 * with white text; these are 5.5, 6.8 and 8.3:1, so destructive buttons and red text reach AA.
 */
const red: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.red.slice(0, 7) as [string, string, string, string, string, string, string]),
  '#c92a2a',
  '#b02020',
  '#962020',
];

/** Inter (typeface.css, self-hosted) first; the system stack shows while it loads (font-display: swap). */
const BODY_FONT = '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const mobileBreakpointEm = `${LAYOUT.mobileBreakpointPx / 16}em`; // 768 px, spec section 9

/**
 * Every modal is at most 70% of the window's height, never capped below 300 px (spec section
 * 9); taller content scrolls inside. Set on the modal root's variable that Mantine's content
 * reads, so a full-screen modal (phones) keeps Mantine's own full height.
 */
export const MODAL_MAX_HEIGHT = `max(${LAYOUT.modalMinHeightPx}px, ${LAYOUT.modalMaxHeightRatio * 100}dvh)`;

export const theme = createTheme({
  colors: { brand, green, red },
  primaryColor: 'brand',
  primaryShade: 7,
  autoContrast: true,
  focusRing: 'auto', // visible ring for keyboard users, none on mouse click
  // A user who asks their system for less motion gets modals, menus and drawers without animation.
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily: BODY_FONT,
  headings: {
    fontFamily: BODY_FONT,
    fontWeight: '700', // Inter's 800 reads heavy at 40 px; 700 keeps headings firm
    sizes: { h1: { fontSize: rem(40), lineHeight: '1.15' } },
  },
  breakpoints: { xs: '36em', sm: mobileBreakpointEm, md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Mantine's vars resolver names only its own variables; a style on the root sets this one.
    // Every modal's title has one weight and size, set here only (no modal overrides it).
    // Plain objects, not Modal.extend(): importing the components here would put them (and
    // their focus trap, scroll area and transitions) into the home page's first load.
    Modal: {
      styles: {
        root: { ['--modal-content-max-height' as string]: MODAL_MAX_HEIGHT },
        title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' },
      },
    },
    // A toast's close (X) button has no text: every toast's gets its accessible name here.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

/**
 * Text on a light-variant background (badges, chips, light alerts) in Mantine's shade 9 is
 * 2.7:1 (yellow) to 3.8:1 (green) on that background; shade 9 darkened by 30% is at least 5:1
 * for every palette colour.
 */
function lightVariantTextColours(colors: Record<string, readonly string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)]),
  );
}

/**
 * The palette's text tokens at WCAG AA (4.5:1) on white and on the light tints the app uses
 * (checked by test/e2e/accessibility.spec.ts):
 * - error text: Mantine's red is 3.3:1 on white; red 9 (above) is 8.3:1;
 * - dimmed text (hints, field descriptions, timestamps): Mantine's gray 6 is 3.3:1 on white and
 *   3.0:1 on brand 0; #5c636a is 6.1:1 and 5.5:1;
 * - placeholders: Mantine's gray 5 is 2.1:1; #6c757d is 4.7:1 on white;
 * - light-variant text, above.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    ...lightVariantTextColours(resolved.colors),
  },
  dark: {},
});

/** The MantineProvider settings of the app, shared with its prerendered first screen (prerender/). */
export const mantineProviderProps = { theme, cssVariablesResolver, defaultColorScheme: 'light' } as const;
