import { MARKETING_FIGURES } from '@bv/domain';
import { LandingSection } from './landing-section';

const REASONS = [
  { title: 'Local by design', text: 'Checklists speak ACRA, IRAS, SFRS, MAS and PDPA, not a generic template from another market.' },
  {
    title: 'A fraction of advisory fees',
    text: `Founders typically save ${MARKETING_FIGURES.savingsPerEngagement} per engagement on groundwork an advisor would bill for.`,
  },
  { title: 'Yours to edit', text: 'Every output is editable in PowerPoint, Word and PDF, so it fits your brand and your deal.' },
  { title: 'No risk', text: 'A 30-day money-back guarantee on every purchase.' },
];

export function WhySection() {
  return (
    <LandingSection id="why" eyebrow="Why Blueprint Vault" title="Preparation that buyers and investors notice" tone="dark">
      <ul className="card-grid card-grid--four">
        {REASONS.map((reason) => (
          <li key={reason.title} className="card card--on-dark">
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
