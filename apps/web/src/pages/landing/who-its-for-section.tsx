import { CardGrid } from '../../ui/card-grid';
import { LandingSection } from './landing-section';

const AUDIENCES = [
  { title: 'Founders raising a round', text: 'Walk into investor meetings with a deck, an FAQ and a data room that answer diligence before it starts.' },
  { title: 'SME owners planning an exit', text: 'See your business the way a buyer will, and fix what lowers your multiple while there is still time.' },
  { title: 'CFOs and finance leads', text: 'Turn scattered records into a checklist your team can work through, category by category.' },
  { title: 'Advisors and brokers', text: 'Give clients a structured starting point, so paid hours go to judgement and negotiation.' },
];

export function WhoItsForSection() {
  return (
    <LandingSection id="who-its-for" eyebrow="Who it’s for" title="Built for the people who do the deal" tone="tinted">
      <CardGrid items={AUDIENCES} columns="four" cardClassName="card card--quiet" />
    </LandingSection>
  );
}
