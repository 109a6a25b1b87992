import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '@web/config/paths';
import { AppModal } from '@web/components/app-modal';

/**
 * A 402 on the lead manager (spec section 6): leads need an active subscription. Until the
 * subscriptions issue brings the real paywall, this points to the subscription choice.
 */
export function PaywallModal({ opened }: { opened: boolean }) {
  const navigate = useNavigate();
  return (
    <AppModal title="Your subscription is not active." opened={opened} onClose={() => void navigate(paths.profile)} size="sm">
      <Stack gap="lg">
        <Text>A subscription is needed to manage leads and send quotes.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={paths.profile}>
            Back to profile
          </Button>
          <Button component={Link} to={paths.addStripe} data-autofocus>
            Choose a subscription
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
