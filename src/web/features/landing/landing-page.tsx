import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Island } from '../../islands/island.tsx';
import { PublicLayout } from '../site/public-layout.tsx';
import { scrollToSection } from '../site/scroll-to-section.ts';
import { ComparisonSection } from './comparison-section.tsx';
import { DemoSection } from './demo-section.tsx';
import { FeatureNotesSection, FeaturesSection } from './features-section.tsx';
import { FinalCtaSection } from './final-cta-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowToSection } from './how-to-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { QuoteSection } from './quote-section.tsx';
import { SwimLanesSection } from './swim-lanes-section.tsx';
import { WhatIsSection } from './what-is-section.tsx';

/** Spec §9: arriving with a section in the URL (e.g. /pricing → /#pricing) scrolls there after 100 ms. */
export const SECTION_SCROLL_DELAY_MS = 100;

function useArrivalScroll(): void {
  // Only the hash the page was opened with: in-page links scroll on their own.
  const [arrivalHash] = useState(useLocation().hash);
  useEffect(() => {
    const id = decodeURIComponent(arrivalHash.replace(/^#/, ''));
    if (!id) return undefined;
    const timer = window.setTimeout(
      () => scrollToSection(id, { updateHash: false }),
      SECTION_SCROLL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [arrivalHash]);
}

/** The landing page: every section of spec §2 "Public", in its order. */
export function LandingPage() {
  useArrivalScroll();
  return (
    <PublicLayout islands>
      <HeroSection />
      <DemoSection />
      <QuoteSection />
      <Island name="swim-lanes">
        <SwimLanesSection />
      </Island>
      <HowToSection />
      <FeaturesSection />
      <FeatureNotesSection />
      <WhatIsSection />
      <ComparisonSection />
      <PricingSection />
      <FinalCtaSection />
    </PublicLayout>
  );
}
