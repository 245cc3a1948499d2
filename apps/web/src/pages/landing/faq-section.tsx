import { CONTACT_EMAIL } from '../../config';
import { Accordion } from '../../ui/accordion';
import { LandingSection } from './landing-section';
import { LANDING_FAQ } from './landing-faq';

export function FaqSection() {
  return (
    <LandingSection id="faq" eyebrow="FAQ" title="Frequently asked questions" lead={`Anything else? Write to us at ${CONTACT_EMAIL}.`} split>
      <Accordion items={LANDING_FAQ} />
    </LandingSection>
  );
}
