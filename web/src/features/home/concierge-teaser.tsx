import { useState } from 'react';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents, PRICES } from '@schemas/constants';
import { paths } from '@web/config/paths';
import classes from './home-page.module.css';
import { HOME_SECTIONS } from './home-sections';
import { useViewer } from '@web/hooks/use-viewer';

const fee = formatCents(PRICES.conciergeCents);

const CONCIERGE_STEPS = [
  `Upgrade to Concierge for a one-time ${fee}. Nothing is charged yet.`,
  'Tell us about your move and set the maximum price you are happy to pay.',
  'We collect and compare quotes from our vetted movers for you.',
  'We negotiate with the movers and line up the best deal within your budget.',
  `You approve the booking, and only then pay the ${fee}. You can cancel Concierge at any time before.`,
];

/** The Concierge teaser: 'Learn More' opens the five steps and 'Upgrade Now' (spec section 2, "Home"). */
export function ConciergeTeaser() {
  const [expanded, setExpanded] = useState(false);
  const viewer = useViewer();
  // Signed out: sign up first. A customer upgrades on their account page (with a confirmation);
  // other roles and customers already on Concierge are offered no upgrade.
  const upgrade =
    viewer.status !== 'signed-in'
      ? paths.signup
      : viewer.role === 'MOVER' && !viewer.user?.is_concierge
        ? paths.profileConcierge
        : null;
  return (
    <section id={HOME_SECTIONS.concierge} className={classes.section} aria-labelledby="concierge-title">
      <Container size="lg">
        <div className={classes.conciergeCard}>
          <Text className={classes.conciergeEyebrow}>MoveMatch Concierge · {fee} one time</Text>
          <Title id="concierge-title" order={2} className={classes.conciergeTitle}>
            Set a maximum price and we book the best deal
          </Title>
          <Text size="lg" className={classes.conciergeLead}>
            Short on time? Our team collects and compares your quotes, negotiates with the movers and books for you. You
            only pay once you approve the booking.
          </Text>
          <Group gap="sm" mt="lg">
            <Button
              variant="white"
              color="brand.9"
              size="md"
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              aria-controls="concierge-steps"
            >
              {expanded ? 'Show less' : 'Learn More'}
            </Button>
          </Group>
          <div id="concierge-steps" hidden={!expanded} className={classes.conciergeDetails}>
            <ol className={classes.conciergeSteps}>
              {CONCIERGE_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {upgrade && (
              <Button component={Link} to={upgrade} size="md" variant="white" color="brand.9">
                Upgrade Now
              </Button>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
