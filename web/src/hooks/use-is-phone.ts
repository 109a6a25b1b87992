import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT } from '@schemas/constants';

/**
 * True under the spec's 768 px breakpoint. Read at once (not in an effect), so a phone never
 * renders the desktop layout first.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
}
