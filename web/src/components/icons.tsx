import { LineIcon, type IconProps } from './line-icon';

/* Every line icon of the app, drawn on LineIcon (see line-icon.tsx). */

/* Navigation and footer. */
export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </LineIcon>
);

export const MessageIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 5.5h16v10.5H9l-5 4v-14.5z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </LineIcon>
);

export const QuoteIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M7 3.5h7l4 4v13H7z" />
    <path d="M14 3.5v4h4M10 12h5M10 15.5h5" />
  </LineIcon>
);

export const AccountIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </LineIcon>
);

export const FacebookIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14.5 8.5H16V5.2c-.5-.1-1.4-.2-2.4-.2-2.4 0-3.8 1.4-3.8 4v2.3H7.5v3.4h2.3V21h3.2v-6.3h2.6l.4-3.4h-3v-2c0-.5.3-.8 1.5-.8z" />
  </LineIcon>
);

export const InstagramIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </LineIcon>
);

export const LinkedInIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M8 10.5V16.5M8 7.6v.1M11.5 16.5v-6M11.5 13c0-1.6 1-2.6 2.4-2.6s2.1 1 2.1 2.6v3.5" />
  </LineIcon>
);

/* Company cards and the company page: a touch smaller than the navigation's. */
const SmallIcon = ({ size = 20, ...rest }: IconProps) => <LineIcon size={size} strokeWidth={1.9} {...rest} />;

export const BookmarkIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <SmallIcon {...props}>
    <path d="M6.5 3.5h11v17l-5.5-4-5.5 4z" fill={filled ? 'currentColor' : 'none'} />
  </SmallIcon>
);

export const VerifiedIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M12 3l7 3v5.5c0 4.3-3 7.9-7 9.5-4-1.6-7-5.2-7-9.5V6z" />
    <path d="m8.8 12.2 2.2 2.2 4.3-4.6" />
  </SmallIcon>
);

export const ChatIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M4 5.5h16v10.5H9l-5 4v-14.5z" />
  </SmallIcon>
);

export const CheckIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="m5 12.5 4.2 4.2L19 7" />
  </SmallIcon>
);

export const ExternalIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M14 4.5h5.5V10M19.5 4.5 11 13M17 14v5.5H4.5V7H10" />
  </SmallIcon>
);

/** The paid-lead coin (spec: a paid lead shows a coin icon with a tooltip). */
export const CoinIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <ellipse cx="12" cy="12" rx="8.5" ry="8.5" />
    <path d="M14.6 9.2c-.5-.9-1.5-1.4-2.6-1.4-1.5 0-2.6.8-2.6 2s1.1 1.6 2.6 2c1.5.3 2.7.8 2.7 2.1s-1.2 2.1-2.7 2.1c-1.2 0-2.2-.5-2.7-1.4M12 6.3v1.5M12 16v1.6" />
  </LineIcon>
);

export const StarIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </LineIcon>
);

/* Messaging. */
export const PaperclipIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 11.5 12.2 19.3a5 5 0 0 1-7.1-7.1l8.1-8.1a3.4 3.4 0 0 1 4.8 4.8l-8 8a1.7 1.7 0 0 1-2.4-2.4l7.3-7.3" />
  </LineIcon>
);

export const BackIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </LineIcon>
);

export const RotateIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 5v5h-5" />
    <path d="M19.4 10A8 8 0 1 0 20 14" />
  </LineIcon>
);

export const ZoomInIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2M8 11h6M11 8v6" />
  </LineIcon>
);

export const ZoomOutIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2M8 11h6" />
  </LineIcon>
);

/** Response time (a clock). */
export const ClockIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 7.5V12l3 2" />
  </SmallIcon>
);

/** Years in business (a calendar). */
export const CalendarIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M4.5 6.5h15v13h-15zM4.5 10.5h15M8.5 4v4M15.5 4v4" />
  </SmallIcon>
);

/** A licence number (an ID card). */
export const IdCardIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M3.5 6h17v12h-17zM7 10h5M7 14h8" />
  </SmallIcon>
);
