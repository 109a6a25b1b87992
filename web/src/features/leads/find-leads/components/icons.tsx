import { LineIcon, type IconProps } from '@web/components/line-icon';

/** The paid-lead coin (spec: a paid lead shows a coin icon with a tooltip). */
export const CoinIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <ellipse cx="12" cy="12" rx="8.5" ry="8.5" />
    <path d="M14.6 9.2c-.5-.9-1.5-1.4-2.6-1.4-1.5 0-2.6.8-2.6 2s1.1 1.6 2.6 2c1.5.3 2.7.8 2.7 2.1s-1.2 2.1-2.7 2.1c-1.2 0-2.2-.5-2.7-1.4M12 6.3v1.5M12 16v1.6" />
  </LineIcon>
);
