import type { SVGProps } from 'react';

/*
 * The base of our few inline line icons (no icon library joins the bundle). Decorative: every
 * icon sits next to a text label or inside a control with an aria-label.
 */

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function LineIcon({ size = 22, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
