import { Badge, Button, Group, Paper, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { describeSubscriptionStatus, type SubscriptionTone } from './subscription-status';

const TONE_COLORS: Record<SubscriptionTone, MantineColor> = {
  active: 'green',
  waiting: 'yellow',
  inactive: 'red',
  unknown: 'gray',
};

/**
 * The company's subscription at a glance, from the profile's stripe_subscription_status.
 * Seam: GET /moving-company/{id}/subscription-details arrives in a later issue; fetch it here
 * and show plan, next bill date and amount, and tokens remaining under the status.
 */
export function SubscriptionPanel({ subscriptionStatus }: { subscriptionStatus: string | null }) {
  const view = describeSubscriptionStatus(subscriptionStatus);
  return (
    <Paper component="section" aria-labelledby="subscription-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="subscription-title">
            Subscription details
          </Title>
          <Badge variant="light" color={TONE_COLORS[view.tone]} size="lg">
            {view.label}
          </Badge>
        </Group>
        <Text c="gray.8">{view.message}</Text>
        {view.canChoose && (
          <Button component={Link} to={paths.addStripe} w={{ base: '100%', xs: 'fit-content' }}>
            Choose a subscription
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
