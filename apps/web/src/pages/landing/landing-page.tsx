import { usePageMeta } from '../../hooks/use-page-meta';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { PageLayout } from '../../layout/page-layout';
import { LiteSection } from '../../lite/lite-section';
import { ClosingCta } from './closing-cta';
import { FaqSection } from './faq-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingHero } from './landing-hero';
import { PricingSection } from './pricing-section';
import { TrustStrip } from './trust-strip';
import { VaultSection } from './vault-section';
import { WhoItsForSection } from './who-its-for-section';
import { WhySection } from './why-section';

export function LandingPage() {
  usePageMeta({
    title: 'Investor Ready in Half the Time',
    description:
      'Exit-readiness audits, pitch decks, investor FAQs and data-room checklists for founders and SME owners in Singapore and Southeast Asia. Try the free Lite assessments.',
  });
  useScrollToHash();

  return (
    <PageLayout>
      <LandingHero />
      <TrustStrip />
      <VaultSection />
      <WhoItsForSection />
      <HowItWorksSection />
      <LiteSection toolType="exitcheck" tone="tinted" />
      <WhySection />
      <LiteSection toolType="pitchprep" />
      <PricingSection />
      <FaqSection />
      <ClosingCta />
    </PageLayout>
  );
}
