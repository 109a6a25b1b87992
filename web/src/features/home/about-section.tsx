import { Container, Text, Title } from '@mantine/core';
import classes from './home-page.module.css';
import { HOME_SECTIONS } from './home-sections';

/** Who we are; the footer's About link lands here. */
export function AboutSection() {
  return (
    <section id={HOME_SECTIONS.about} className={classes.sectionTinted} aria-labelledby="about-title">
      <Container size="md">
        <Title id="about-title" order={2} className={classes.sectionTitle}>
          About MoveMatch
        </Title>
        <Text size="lg" c="gray.7" mt="md" lh={1.7}>
          Moving is stressful enough without chasing quotes. MoveMatch started in the Carolinas with a simple idea: put
          a short list of movers you can trust in front of you, let them quote your actual move, and make comparing
          those quotes easy. We review every company personally before it joins our network, so you can choose on price
          and fit rather than on guesswork.
        </Text>
      </Container>
    </section>
  );
}
