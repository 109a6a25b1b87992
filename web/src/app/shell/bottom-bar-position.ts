export type BottomBarPosition = 'fixed' | 'static';

/**
 * The customers' bottom bar floats over the page until the footer scrolls into view, then
 * settles in the flow above it so it never covers the footer's links (spec section 2).
 */
export function bottomBarPosition(footerInView: boolean): BottomBarPosition {
  return footerInView ? 'static' : 'fixed';
}
