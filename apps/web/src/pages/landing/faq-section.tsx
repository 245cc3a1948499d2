import { Accordion } from '../../ui/accordion';
import { LandingSection } from './landing-section';
import { LANDING_FAQ } from './landing-faq';

export function FaqSection() {
  return (
    <LandingSection id="faq" eyebrow="FAQ" title="Frequently asked questions">
      <div className="narrow">
        <Accordion items={LANDING_FAQ} />
      </div>
    </LandingSection>
  );
}
