import { Badge } from '@mantine/core';

export const REQUESTED_YOU = 'Requested you';

/** On a lead whose customer asked this company for a quote (both lead pages). */
export function RequestedYouBadge() {
  return (
    <Badge color="teal" variant="light" radius="sm" tt="none">
      {REQUESTED_YOU}
    </Badge>
  );
}
