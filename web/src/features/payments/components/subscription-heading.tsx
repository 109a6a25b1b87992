import { Badge, Button, Group, Title, type MantineColor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { SUBSCRIPTION_PANEL_MESSAGES as M } from '../messages';
import { describeSubscriptionStatus, type SubscriptionTone } from '../model/subscription-status';

const TONE_COLORS: Record<SubscriptionTone, MantineColor> = {
  active: 'green',
  waiting: 'yellow',
  inactive: 'red',
  unknown: 'gray',
};

/** Full width on phones, as wide as its words from 576 px. */
export const FIT_ON_WIDE = { base: '100%', xs: 'fit-content' } as const;

/** The panel's title (it names the section) with the status chip. */
export function SubscriptionHeading({ status }: { status?: string | null }) {
  const title = (
    <Title order={2} size="h4" id="subscription-title">
      {M.title}
    </Title>
  );
  if (status === undefined) return title;
  const view = describeSubscriptionStatus(status);
  return (
    <Group justify="space-between" gap="sm">
      {title}
      <Badge variant="light" color={TONE_COLORS[view.tone]} size="lg">
        {view.label}
      </Badge>
    </Group>
  );
}

/** 'Choose a subscription' → /add-stripe. */
export function ChooseButton() {
  return (
    <Button component={Link} to={paths.addStripe} w={FIT_ON_WIDE}>
      {M.choose}
    </Button>
  );
}
