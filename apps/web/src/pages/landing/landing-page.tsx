import { lazy, Suspense } from 'react';
import { preload } from 'react-dom';
import { useSearchParams } from 'react-router';
import { recordConversion } from '../../analytics/experiments';
import { useAbVariant } from '../../analytics/use-ab-variant';
import { useAuth } from '../../auth/auth-context';
import { useFeatureFlag } from '../../flags/use-feature-flags';
import { usePageMeta } from '../../hooks/use-page-meta';
import { PageLayout } from '../../layout/page-layout';
import { LandingHero } from './landing-hero';
import { DEFAULT_HERO, LANDING_TITLE, PERSONA_HEROES, personaFrom } from './persona-headlines';
import { TrustStrip } from './trust-strip';

// Requested as soon as this chunk runs, in parallel with the hero's first render.
const loadBelowFold = () => import('./landing-below-fold');
const belowFold = loadBelowFold();
const LandingBelowFold = lazy(() => belowFold.catch(loadBelowFold).then((module) => ({ default: module.LandingBelowFold })));

/** docs/product-rules.md, "Landing page and site pages": the landing page preloads three images. */
export const PRELOADED_IMAGES = ['/images/hero-vault.svg', '/images/vault-report.svg', '/images/vault-deck.svg'] as const;

export function LandingPage() {
  usePageMeta({ title: LANDING_TITLE });
  const [searchParams] = useSearchParams();
  const personaMessaging = useFeatureFlag('persona_messaging');
  const roiCalculator = useFeatureFlag('roi_calculator');
  const sampleDeliverables = useFeatureFlag('sample_deliverables');
  const persona = personaMessaging ? personaFrom(searchParams.get('persona')) : null;
  const ctaText = useAbVariant('cta-button-text');
  const socialProofPosition = useAbVariant('social-proof-position');

  // React puts each <link rel="preload"> in the head once (and into the prerendered HTML).
  for (const href of PRELOADED_IMAGES) preload(href, { as: 'image' });

  return (
    <PageLayout>
      <LandingHero copy={persona ? PERSONA_HEROES[persona] : DEFAULT_HERO} ctaText={ctaText} onCtaClick={() => recordConversion('cta-button-text', 'hero_cta_click')} signedIn={useAuth().status === 'signed-in'} />
      <TrustStrip />
      {/* The hero commits first (it is what the visitor sees); the rest follows from its own chunk. */}
      <Suspense fallback={<div className="landing-deferred" aria-hidden="true" />}>
        <LandingBelowFold socialProofPosition={socialProofPosition} roiCalculator={roiCalculator} sampleDeliverables={sampleDeliverables} />
      </Suspense>
    </PageLayout>
  );
}
