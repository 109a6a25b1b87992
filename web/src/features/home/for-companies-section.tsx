import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@schemas/constants';
import { paths } from '@web/config/paths';
import classes from './home-page.module.css';
import { HOME_SECTIONS } from './home-sections';
import { useSignedIn } from '@web/lib/session';

const partnerMail = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Partnering with MoveMatch')}`;

/** For moving companies: partnering with MoveMatch, and their log-in link (spec section 2, "Home"). */
export function ForCompaniesSection() {
  const { signedIn } = useSignedIn();
  return (
    <section id={HOME_SECTIONS.forCompanies} className={classes.section} aria-labelledby="for-companies-title">
      <Container size="lg">
        <div className={classes.companiesCard}>
          <div>
            <Title id="for-companies-title" order={2} size="h3">
              Are you a moving company?
            </Title>
            <Text c="gray.7" mt="xs" maw={560}>
              Partner with MoveMatch to meet customers who are ready to move in North and South Carolina. Find leads,
              send personalised quotes and keep your availability up to date, all in one place.
            </Text>
          </div>
          <Group gap="sm">
            {!signedIn && (
              <Button component={Link} to={paths.login} variant="default">
                Moving company log in
              </Button>
            )}
            <Button component="a" href={partnerMail} variant="light">
              Become a partner
            </Button>
          </Group>
        </div>
      </Container>
    </section>
  );
}
