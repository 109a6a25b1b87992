import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { sessionQueryOptions } from '../../lib/session';
import classes from './home-page.module.css';

/** The landing page. For now the hero only; steps, log-in links and Concierge come later. */
export function HomePage() {
  usePageTitle();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read the session in the background so the button knows where to go without a wait.
  usePrefetchQuery(sessionQueryOptions());

  async function startMove() {
    const signedIn = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => false);
    await navigate(signedIn ? paths.moveInfo : paths.login);
  }

  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      <Container size="md" py={{ base: 56, sm: 112 }}>
        <Stack align="center" ta="center" gap="lg">
          <Title id="home-hero-title" order={1} className={classes.title}>
            Compare quotes from trusted movers in one place
          </Title>
          <Text size="lg" c="gray.8" maw={600}>
            Tell us about your move once. We match you with personally vetted moving companies in North and
            South Carolina, and you compare their personalised quotes side by side.
          </Text>
          <Button size="lg" onClick={() => void startMove()} className={classes.cta}>
            Tell us about your move
          </Button>
        </Stack>
      </Container>
    </section>
  );
}
