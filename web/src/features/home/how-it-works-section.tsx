import { Container, Text, Title } from '@mantine/core';
import { LIMITS } from '@schemas/constants';
import classes from './home-page.module.css';
import { HOME_SECTIONS } from './home-sections';
import { REVIEWS_TRUE_SENTENCE, useMarketplaceReviews, type MarketplaceReviews } from './marketplace-reviews';

/** Step 2's rating line: the marketplace's own figures once there are enough, else a true sentence. */
function trustedMoversBody(reviews: MarketplaceReviews | undefined): string {
  const intro = 'See the personally vetted companies that serve your route.';
  if (reviews?.enough && reviews.average !== null) {
    return `${intro} Customers rate MoveMatch movers ${reviews.average.toFixed(1)}★ on average, from ${reviews.count} verified reviews.`;
  }
  return `${intro} ${REVIEWS_TRUE_SENTENCE}.`;
}

const stepsWith = (reviews: MarketplaceReviews | undefined) => [
  {
    title: 'Share your move details',
    body: 'Dates, where you are moving from and to, packing help and anything special. It takes a few minutes.',
  },
  {
    title: 'Instantly find trusted movers',
    body: trustedMoversBody(reviews),
  },
  {
    title: 'Compare personalised quotes',
    body: `Request quotes from up to ${LIMITS.maxQuoteRequestsPerSelection} companies and compare them side by side. Movers may ask a question or two so the price is right.`,
  },
  {
    title: 'Book with confidence',
    body: 'Book the quote that suits you. Your last name and contact details go only to the company you book.',
  },
];

/** The four steps of a move on MoveMatch (spec section 2, "Home"). */
export function HowItWorksSection() {
  const reviews = useMarketplaceReviews();
  const steps = stepsWith(reviews.data);
  return (
    <section id={HOME_SECTIONS.howItWorks} className={classes.section} aria-labelledby="how-it-works-title">
      <Container size="lg">
        <Title id="how-it-works-title" order={2} className={classes.sectionTitle}>
          How MoveMatch works
        </Title>
        <Text c="gray.7" size="lg" className={classes.sectionLead}>
          From first details to booked movers, in four steps.
        </Text>
        <ol className={classes.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text c="gray.7" size="sm" lh={1.6}>
                {step.body}
              </Text>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
