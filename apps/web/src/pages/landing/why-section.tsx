import { CardGrid } from '../../ui/card-grid';
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
      <CardGrid items={REASONS} columns="four" cardClassName="card card--on-dark" />
    </LandingSection>
  );
}
