import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { recordConversion } from '../../analytics/experiments';
import { useAbVariant } from '../../analytics/use-ab-variant';
import { useFeatureFlag } from '../../flags/use-feature-flags';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useProgressiveReveal } from '../../hooks/use-progressive-reveal';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { PageLayout } from '../../layout/page-layout';
import { LiteSection } from '../../lite/lite-section';
import { ClosingCta } from './closing-cta';
import { FaqSection } from './faq-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingHero } from './landing-hero';
import { DEFAULT_HERO, PERSONA_HEROES, personaFrom } from './persona-headlines';
import { PricingSection } from './pricing-section';
import { RoiCalculator } from './roi-calculator';
import { SampleDeliverables } from './sample-deliverables';
import { Testimonials } from './testimonials';
import { TrustStrip } from './trust-strip';
import { VaultSection } from './vault-section';
import { WhoItsForSection } from './who-its-for-section';
import { WhySection } from './why-section';

/** Spec §2: the landing page preloads three images. */
export const PRELOADED_IMAGES = ['/images/hero-vault.svg', '/images/vault-report.svg', '/images/vault-deck.svg'] as const;

function usePreloadImages(hrefs: readonly string[]): void {
  useEffect(() => {
    const links = hrefs.map((href) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.href = href;
      document.head.appendChild(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [hrefs]);
}

export function LandingPage() {
  usePageMeta({ title: 'Investor Ready in Half the Time' });
  const [searchParams] = useSearchParams();
  const personaMessaging = useFeatureFlag('persona_messaging');
  const roiCalculator = useFeatureFlag('roi_calculator');
  const sampleDeliverables = useFeatureFlag('sample_deliverables');
  const persona = personaMessaging ? personaFrom(searchParams.get('persona')) : null;
  const ctaText = useAbVariant('cta-button-text');
  const socialProofPosition = useAbVariant('social-proof-position');

  // The hero commits first (it is what the visitor sees); the sections below follow right
  // after, so no single long task renders the whole page on a mid-range phone.
  // One section per step: each step is one idle-time render and commit, small enough not to
  // block input on a mid-range phone. Flag-gated entries stay in the list (as false) so a flag
  // arriving later never changes which sections are revealed.
  const belowTheFold: ReactNode[] = [
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

  const revealed = useProgressiveReveal(belowTheFold.length);
  useScrollToHash(revealed === belowTheFold.length);
  usePreloadImages(PRELOADED_IMAGES);

  return (
    <PageLayout>
      <LandingHero copy={persona ? PERSONA_HEROES[persona] : DEFAULT_HERO} ctaText={ctaText} onCtaClick={() => recordConversion('cta-button-text', 'hero_cta_click')} />
      <TrustStrip />
      {belowTheFold.slice(0, revealed)}
      {revealed < belowTheFold.length && <div className="landing-deferred" aria-hidden="true" />}
    </PageLayout>
  );
}
