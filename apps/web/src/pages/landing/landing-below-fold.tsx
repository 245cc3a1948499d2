import type { ReactNode } from 'react';
import { useProgressiveReveal } from '../../hooks/use-progressive-reveal';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { LiteSection } from '../../lite/lite-section';
import { ClosingCta } from './closing-cta';
import { FaqSection } from './faq-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { RoiCalculator } from './roi-calculator';
import { SampleDeliverables } from './sample-deliverables';
import { Testimonials } from './testimonials';
import { VaultSection } from './vault-section';
import { WhoItsForSection } from './who-its-for-section';
import { WhySection } from './why-section';

export type BelowFoldProps = { socialProofPosition: string; roiCalculator: boolean; sampleDeliverables: boolean };

/**
 * Everything under the hero, in its own chunk: the first paint needs none of it (the Lite
 * forms, pricing, FAQ), so it loads while the hero shows. Sections then appear one per idle
 * moment, so no single long task renders the whole page on a mid-range phone.
 */
export function LandingBelowFold({ socialProofPosition, roiCalculator, sampleDeliverables }: BelowFoldProps) {
  // Flag-gated entries stay in the list (as false) so a flag arriving later never changes which sections are revealed.
  const sections: ReactNode[] = [
    socialProofPosition === 'below-hero' && <Testimonials key="testimonials" />,
    <VaultSection key="vault" />,
    <WhoItsForSection key="who" />,
    <HowItWorksSection key="how" />,
    <LiteSection key="exitcheck-lite" toolType="exitcheck" tone="tinted" />,
    <WhySection key="why" />,
    roiCalculator && <RoiCalculator key="roi" />,
    <LiteSection key="pitchprep-lite" toolType="pitchprep" />,
    <PricingSection key="pricing" />,
    sampleDeliverables && <SampleDeliverables key="samples" />,
    <FaqSection key="faq" />,
    socialProofPosition === 'above-cta' && <Testimonials key="testimonials" />,
    <ClosingCta key="closing" />,
  ];
  const revealed = useProgressiveReveal(sections.length);
  useScrollToHash(revealed === sections.length);
  return (
    <>
      {sections.slice(0, revealed)}
      {revealed < sections.length && <div className="landing-deferred" aria-hidden="true" />}
    </>
  );
}
