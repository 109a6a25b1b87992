import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { formatEffectiveDate } from './effective-date';
import classes from './legal.module.css';
import { PrivacyPolicyContent } from './privacy-policy-content';

/** /privacy-policy: the privacy policy on its own page (the same text as in Terms and privacy). */
export function PrivacyPolicyPage() {
  usePageTitle('Privacy policy');
  return (
    <Container size="md" className={classes.page}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>Privacy policy</Title>
        <Text className={classes.meta}>Effective {formatEffectiveDate()}</Text>
      </Stack>
      <div className={classes.card}>
        <PrivacyPolicyContent headingOrder={2} />
      </div>
      <Text mt="lg" className={classes.meta}>
        See also our{' '}
        <Anchor component={Link} to={paths.termsAndPrivacy}>
          terms of use
        </Anchor>
        .
      </Text>
    </Container>
  );
}
