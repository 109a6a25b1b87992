import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { sessionQueryOptions } from '@web/lib/session';
import { useViewer } from '@web/hooks/use-viewer';
import classes from './home-page.module.css';
import { QuotesIllustration } from './quotes-illustration';

const PROMISES = ['Personally vetted movers', 'Personalised quotes, never instant guesses', 'Free to compare'];

/** The top of the home page: the promise, the main call to action, and a way back in. */
export function HeroSection() {
  // Read the session in the background so the button's way on (/move-info's session loader) does not wait.
  usePrefetchQuery(sessionQueryOptions());

  const viewer = useViewer();
  const signedIn = viewer.status === 'signed-in';
  // A signed-in company or admin is shown the way to their own start page instead.
  const ownStart =
    viewer.status === 'signed-in' && viewer.role === 'MOVING_COMPANY'
      ? { to: paths.availabilityCalendar, label: 'Go to my availability calendar' }
      : viewer.status === 'signed-in' && viewer.role === 'ADMIN'
        ? { to: paths.adminDashboard, label: 'Go to the admin dashboard' }
        : null;

  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      <Container size="lg" py={{ base: 48, sm: 96 }}>
        <div className={classes.heroGrid}>
          <Stack gap="lg" className={classes.heroCopy}>
            <Text className={classes.eyebrow}>Moving in North or South Carolina?</Text>
            <Title id="home-hero-title" order={1} className={classes.heroTitle}>
              Compare quotes from trusted movers in one place
            </Title>
            <Text size="lg" c="gray.7" maw={560}>
              Tell us about your move once. We match you with personally vetted moving companies and you compare their
              personalised quotes side by side.
            </Text>
            <div className={classes.heroActions}>
              {ownStart ? (
                <Button size="lg" component={Link} to={ownStart.to} className={classes.cta}>
                  {ownStart.label}
                </Button>
              ) : (
                // A link, so it works in the prerendered page before the app takes over too:
                // /move-info sends a visitor on to log in (its session loader).
                <Button size="lg" component={Link} to={paths.moveInfo} className={classes.cta}>
                  Tell us about your move
                </Button>
              )}
              {!signedIn && (
                <Text size="sm" c="gray.7">
                  Returning user?{' '}
                  <Anchor component={Link} to={paths.login} fw={600}>
                    Log in
                  </Anchor>
                </Text>
              )}
            </div>
            <ul className={classes.promises}>
              {PROMISES.map((promise) => (
                <li key={promise}>
                  <CheckMark />
                  {promise}
                </li>
              ))}
            </ul>
          </Stack>
          <QuotesIllustration />
        </div>
      </Container>
    </section>
  );
}

function CheckMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="var(--mantine-color-brand-1)" />
      <path
        d="m7.5 12.5 3 3 6-6.5"
        fill="none"
        stroke="var(--mantine-color-brand-8)"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
