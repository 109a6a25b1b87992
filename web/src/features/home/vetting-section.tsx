import { Container, Text, Title } from '@mantine/core';
import { VETTING } from '@schemas/constants';
import classes from './home-page.module.css';
import { marketplaceReviewClaim, useMarketplaceReviews } from './marketplace-reviews';

/** What "personally vetted" means, in figures (spec section 1); the rating is the marketplace's own. */
export function VettingSection() {
  const reviews = useMarketplaceReviews();
  const claims = [
    { figure: `${VETTING.minHoursPerCompany}+ hours`, text: 'spent reviewing every company before it can quote you' },
    marketplaceReviewClaim(reviews.data),
    { figure: '0 instant quotes', text: 'every price is worked out for your move, with follow-up questions if needed' },
  ];
  return (
    <section className={classes.sectionTinted} aria-labelledby="vetting-title">
      <Container size="lg">
        <Title id="vetting-title" order={2} className={classes.sectionTitle}>
          Every mover is personally vetted
        </Title>
        <Text c="gray.7" size="lg" className={classes.sectionLead}>
          We only work with moving companies we would hire ourselves.
        </Text>
        <ul className={classes.claims}>
          {claims.map((claim, index) => (
            <li key={index} className={classes.claim} data-testid={index === 1 ? 'reviews-claim' : undefined}>
              <span className={classes.claimFigure}>{claim.figure}</span>
              <Text c="gray.7" size="sm">
                {claim.text}
              </Text>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
