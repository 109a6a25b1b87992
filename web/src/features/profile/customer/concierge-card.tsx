import { useRef } from 'react';
import { Badge, Button, Collapse, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents, PRICES } from '@schemas/constants';
import { CONCIERGE_FEE_TERMS } from '@schemas/concierge-desk';
import type { CurrentUser } from '@web/lib/api/get-user';
import { useMyConcierge } from '@web/lib/api/concierge';
import { LoadingState } from '@web/components/loading-state';
import { ConciergeUpgradeButton } from './concierge-upgrade-button';
import { ConciergeDesk } from './concierge-desk';
import { useAnchorDisclosure } from './use-anchor-disclosure';
import classes from './concierge-card.module.css';

export const CONCIERGE_ANCHOR = 'concierge';
const DETAILS_ID = 'concierge-details';

/** The paid Concierge upgrade (spec section 1): a teaser that expands into what it includes. */
export function ConciergeCard({ user }: { user: CurrentUser }) {
  const cardRef = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useAnchorDisclosure(CONCIERGE_ANCHOR, cardRef);
  const price = formatCents(PRICES.conciergeCents);
  const desk = useMyConcierge();
  // A customer who already booked has nothing left for Concierge to do: no upgrade is offered.
  const bookedWithout = !user.is_concierge && desk.data?.has_booking === true;

  return (
    <Paper
      component="section"
      id={CONCIERGE_ANCHOR}
      ref={cardRef}
      aria-labelledby="concierge-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.card}
    >
      <Stack gap="sm">
        <Badge variant="filled" w="fit-content">
          Concierge
        </Badge>
        <Title order={2} id="concierge-title" size="h3">
          Let us handle your move
        </Title>
        <Text c="gray.8">
          {user.is_concierge
            ? 'You are a Concierge customer: we compare your quotes, negotiate and book the best deal for you.'
            : bookedWithout
              ? 'You already have a booking, so Concierge is not offered for this move.'
              : `Set a maximum price and we book the best deal for you. One-time ${price}.`}
        </Text>
        {user.is_concierge &&
          (desk.data ? (
            <ConciergeDesk desk={desk.data} />
          ) : desk.isPending ? (
            <LoadingState label="Loading your Concierge" />
          ) : null)}

        <Collapse expanded={expanded} id={DETAILS_ID}>
          <Stack gap="xs" pt="xs">
            <Title order={3} size="h5">
              What Concierge does for you
            </Title>
            <List spacing="xs" c="gray.8">
              <List.Item>We collect and compare quotes from our vetted movers for you.</List.Item>
              <List.Item>We negotiate with the movers and book your move.</List.Item>
              <List.Item>Set a maximum price and we book the best deal within it.</List.Item>
              <List.Item>A one-time fee of {price}, paid only when you approve your first booking.</List.Item>
              <List.Item>{CONCIERGE_FEE_TERMS.refundRule}</List.Item>
            </List>
          </Stack>
        </Collapse>

        <Group gap="sm" pt="xs">
          {!bookedWithout && !desk.isPending && <ConciergeUpgradeButton user={user} />}
          <Button
            variant="subtle"
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
            aria-controls={DETAILS_ID}
            rightSection={
              <span aria-hidden="true" className={classes.toggle} data-expanded={expanded || undefined}>
                ▾
              </span>
            }
          >
            {expanded ? 'Show less' : 'Learn more'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
