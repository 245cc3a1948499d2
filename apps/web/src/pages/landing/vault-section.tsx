import { CardGrid } from '../../ui/card-grid';
import { LandingSection } from './landing-section';

const DELIVERABLES = [
  {
    title: 'ExitCheck report',
    text: 'A scored audit across 9 exit-critical categories, from financial reporting and revenue quality to transferability, with red flags and an action plan.',
  },
  {
    title: 'Pitch deck',
    text: 'A structured deck for a fundraising or an exit track, built from your answers and editable in PowerPoint.',
  },
  {
    title: 'Investor FAQ',
    text: 'The questions investors and buyers ask, with suggested answers drawn from your business, editable in Word.',
  },
  {
    title: 'Data-room checklist',
    text: 'Every document due diligence will ask for, from your ACRA business profile to IRAS filings and key contracts.',
  },
];

export function VaultSection() {
  return (
    <LandingSection
      id="vault"
      eyebrow="What’s inside"
      title="What’s Inside the Vault"
      lead="Four deliverables that usually take an advisor weeks, ready minutes after a 15–20 minute intake."
      aside={
        <div className="vault-art">
          <img src="/images/vault-report.svg" alt="An ExitCheck report with category scores" width="240" height="150" loading="lazy" />
          <img src="/images/vault-deck.svg" alt="A stack of pitch deck slides" width="240" height="150" loading="lazy" />
        </div>
      }
    >
      <CardGrid items={DELIVERABLES} />
    </LandingSection>
  );
}
