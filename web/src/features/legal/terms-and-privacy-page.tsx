import { useEffect, useState } from 'react';
import { Accordion, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { usePageTitle } from '@web/hooks/use-page-title';
import { formatEffectiveDate } from './effective-date';
import classes from './legal.module.css';
import { SupportEmail } from './legal-text';
import { PrivacyPolicyContent } from './privacy-policy-content';
import { TERMS_OF_USE_SECTIONS } from './terms-of-use-sections';

export const PRIVACY_SECTION_ID = 'privacy-policy';
const ALL_SECTIONS = [...TERMS_OF_USE_SECTIONS.map((section) => section.id), PRIVACY_SECTION_ID];

/** /terms-and-privacy: the terms of use and the privacy policy as collapsible sections (spec section 2). */
export function TermsAndPrivacyPage() {
  usePageTitle('Terms and privacy');
  const { hash } = useLocation();
  const [open, setOpen] = useState<string[]>([]);

  // A link to #privacy-policy (or any section) opens that section and brings it into view.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!ALL_SECTIONS.includes(id)) return;
    setOpen((current) => (current.includes(id) ? current : [...current, id]));
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
  }, [hash]);

  const allOpen = open.length === ALL_SECTIONS.length;

  return (
    <Container size="md" className={classes.page}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>Terms and privacy</Title>
        <Text className={classes.meta}>Effective {formatEffectiveDate()}</Text>
        <Text className={classes.meta}>
          Questions? Write to <SupportEmail />.
        </Text>
      </Stack>
      <Group justify="flex-end" mb="sm">
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen(allOpen ? [] : ALL_SECTIONS)}>
          {allOpen ? 'Collapse all' : 'Expand all'}
        </Button>
      </Group>
      <Accordion
        multiple
        value={open}
        onChange={setOpen}
        variant="separated"
        radius="md"
        order={2}
        classNames={{ label: classes.accordionLabel }}
      >
        {TERMS_OF_USE_SECTIONS.map((section, index) => (
          <Accordion.Item key={section.id} value={section.id} id={section.id} className={classes.accordionItem}>
            <Accordion.Control>
              {index + 1}. {section.title}
            </Accordion.Control>
            <Accordion.Panel>{section.body}</Accordion.Panel>
          </Accordion.Item>
        ))}
        <Accordion.Item value={PRIVACY_SECTION_ID} id={PRIVACY_SECTION_ID} className={classes.accordionItem}>
          <Accordion.Control>Privacy policy</Accordion.Control>
          <Accordion.Panel>
            <PrivacyPolicyContent headingOrder={3} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Container>
  );
}
