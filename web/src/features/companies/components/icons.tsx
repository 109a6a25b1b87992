import { LineIcon, type IconProps } from '@web/components/line-icon';

/* Line icons of the company page (see components/line-icon.tsx), a touch smaller than the shell's. */
const Icon = ({ size = 20, ...rest }: IconProps) => <LineIcon size={size} strokeWidth={1.9} {...rest} />;

export const BookmarkIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Icon {...props}>
    <path d="M6.5 3.5h11v17l-5.5-4-5.5 4z" fill={filled ? 'currentColor' : 'none'} />
  </Icon>
);

export const VerifiedIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l7 3v5.5c0 4.3-3 7.9-7 9.5-4-1.6-7-5.2-7-9.5V6z" />
    <path d="m8.8 12.2 2.2 2.2 4.3-4.6" />
  </Icon>
);

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5.5h16v10.5H9l-5 4v-14.5z" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m5 12.5 4.2 4.2L19 7" />
  </Icon>
);

export const ExternalIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4.5h5.5V10M19.5 4.5 11 13M17 14v5.5H4.5V7H10" />
  </Icon>
);
