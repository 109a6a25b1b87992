import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents, PRICES } from '@schemas/constants';
import { paths } from '@web/config/paths';
import { MATCHES_MESSAGES } from '../messages';

/**
 * The Concierge promo (spec section 2). 'Learn More' opens the profile's Concierge section
 * (/profile#concierge expands it and scrolls there), where the customer can upgrade.
 */
export function ConciergePromo() {
  return (
    <Paper
      component="section"
      aria-labelledby="concierge-promo-title"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="brand.0"
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={2} size="h3" id="concierge-promo-title">
            {MATCHES_MESSAGES.conciergeTitle}
          </Title>
          <Text c="gray.8">
            Set a maximum price and our Concierge team collects and compares your quotes, negotiates and books the best
            deal. One-time {formatCents(PRICES.conciergeCents)}, paid only after you approve a booking.
          </Text>
        </Stack>
        <Button component={Link} to={paths.profileConcierge} aria-label="Learn More about Concierge">
          Learn More
        </Button>
      </Group>
    </Paper>
  );
}
