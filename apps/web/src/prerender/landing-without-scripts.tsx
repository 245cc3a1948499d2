import { PLANS } from '@bv/domain';
import { CONTACT_EMAIL } from '../config';
import { LITE_TOOL_COPY } from '../lite/lite-tool-copy';
import { FaqSection } from '../pages/landing/faq-section';
import { HowItWorksSection } from '../pages/landing/how-it-works-section';
import { LandingSection } from '../pages/landing/landing-section';
import { PlanCard } from '../pages/landing/plan-card';
import { VaultSection } from '../pages/landing/vault-section';
import { WhoItsForSection } from '../pages/landing/who-its-for-section';
import { WhySection } from '../pages/landing/why-section';

// Phase 1 plans are on sale at their own price whatever the launch flags say
// (docs/product-rules.md, "Launch phases and early-bird price locks"), so a page built ahead of
// time can show them truthfully; Phase 2 prices depend on the live phase and are left out.
const ALWAYS_ON_SALE = PLANS.filter((plan) => plan.phase === 1);
const LATER = PLANS.filter((plan) => plan.phase !== 1).map((plan) => plan.name).join(' and ');

const needsScripts = <p className="plan-card__no-script">Checkout needs JavaScript: turn it on and reload this page to buy.</p>;

/**
 * The landing page below its first screen for a visitor whose browser runs no scripts: the
 * sections that are text, Phase 1 prices, and a word on what needs scripts (the Lite
 * assessments, checkout). Rendered into a <noscript> of landing.html, so a browser that runs
 * the scripts never parses it.
 */
export function LandingWithoutScripts() {
  const lite = LITE_TOOL_COPY.exitcheck;
  return (
    <>
      <VaultSection />
      <WhoItsForSection />
      <HowItWorksSection />
      <LandingSection id="exitcheck-lite" eyebrow="Free · 2 minutes · no account" title={lite.liteName} lead={lite.promise} tone="tinted">
        <p>
          The five questions run in your browser and need JavaScript. Turn it on and reload to take the free check, or look at{' '}
          <a href="#pricing">the plans</a> first.
        </p>
      </LandingSection>
      <WhySection />
      <LandingSection id="pricing" eyebrow="Pricing" title="Simple pricing in SGD" lead="GST-inclusive. Every plan comes with a 30-day money-back guarantee." tone="tinted">
        <div className="plan-grid plan-grid--no-script">
          {ALWAYS_ON_SALE.map((plan) => (
            <PlanCard key={plan.planType} plan={plan} action={needsScripts} />
          ))}
        </div>
        <p className="fine-print pricing__note">
          Prices in SGD, GST included. {LATER} open in a later phase. Questions: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
      </LandingSection>
      <FaqSection />
    </>
  );
}
