import { usePageTitle } from '@web/hooks/use-page-title';
import { AboutSection } from './about-section';
import { ConciergeTeaser } from './concierge-teaser';
import { FaqSection } from './faq-section';
import { ForCompaniesSection } from './for-companies-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { VettingSection } from './vetting-section';

/** The landing page (spec section 2, "Home"). */
export function HomePage() {
  usePageTitle();
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <VettingSection />
      <ConciergeTeaser />
      <ForCompaniesSection />
      <FaqSection />
      <AboutSection />
    </>
  );
}
