import { startTransition, useEffect, useState } from 'react';
import { usePageTitle } from '@web/hooks/use-page-title';
import { AboutSection } from './about-section';
import { ConciergeTeaser } from './concierge-teaser';
import { FaqSection } from './faq-section';
import { ForCompaniesSection } from './for-companies-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { VettingSection } from './vetting-section';
import classes from './home-page.module.css';

/**
 * The landing page (spec section 2, "Home"). The hero is painted first, alone: the sections
 * under it render right after, so the first screen does not wait for the whole page's render
 * (home LCP, docs/benchmarks.md); their place is held meanwhile. The first render is also what
 * the build prerenders for '/' (app/prerender).
 */
export function HomePage() {
  usePageTitle();
  const [rest, setRest] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setRest(true))), []);
  return (
    <>
      <HeroSection />
      {rest ? (
        <>
          <HowItWorksSection />
          <VettingSection />
          <ConciergeTeaser />
          <ForCompaniesSection />
          <FaqSection />
          <AboutSection />
        </>
      ) : (
        <div className={classes.sectionsToCome} />
      )}
    </>
  );
}

/** Runs `task` once the browser has painted the next frame (a frame callback, then a task after it); answers a cancel. */
function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
