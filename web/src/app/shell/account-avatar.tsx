import { Avatar } from '@mantine/core';

interface AccountAvatarProps {
  /** 'JR' for Jordan Rivera; also the fallback when the logo cannot be loaded. */
  initials: string;
  /** A moving company's logo. Mantine's Avatar shows the initials if it fails to load. */
  logoUrl?: string | null;
  size?: number;
}

/** The account item's picture: a company's logo, else the user's initials. Decorative: the item has its label. */
export function AccountAvatar({ initials, logoUrl, size = 32 }: AccountAvatarProps) {
  return (
    <Avatar
      src={logoUrl || null}
      alt=""
      size={size}
      radius="xl"
      color="brand"
      variant="filled"
      aria-hidden="true"
      data-testid="account-avatar"
    >
      {initials || null}
    </Avatar>
  );
}
