import { CardGrid } from '../ui/card-grid';
import { usePageMeta } from '../hooks/use-page-meta';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { PageLayout } from '../layout/page-layout';
import { LiteSection } from '../lite/lite-section';

const OUTPUTS = [
  { title: 'Pitch deck', text: 'Slide by slide, with speaker notes, on a fundraising track or an exit track. Editable in PowerPoint.' },
  { title: 'Investor FAQ', text: 'The questions investors or buyers will ask, grouped by topic, with suggested answers. Editable in Word.' },
  { title: 'Data-room checklist', text: 'Every document diligence asks for, by category, marked required or optional. Editable in Word and PDF.' },
];

export function PitchPrepPage() {
  usePageMeta({
    title: 'PitchPrep: Pitch Deck, Investor FAQ and Data Room',
    description: 'Build a pitch deck, an investor FAQ and a data-room checklist for your raise or your exit. Try PitchPrep Lite free.',
  });
  useScrollToHash();

  return (
    <PageLayout>
      <section className="hero hero--compact" aria-labelledby="pitchprep-title">
        <div className="container">
          <p className="eyebrow">PitchPrep</p>
          <h1 id="pitchprep-title">Investor materials, built from your answers</h1>
          <p className="hero__lead">Answer a 15–20 minute intake and PitchPrep prepares the three documents every raise and exit needs.</p>
        </div>
      </section>
      <section className="landing-section" aria-labelledby="pitchprep-outputs">
        <div className="container">
          <h2 id="pitchprep-outputs">What PitchPrep makes</h2>
          <CardGrid items={OUTPUTS} />
          <p className="fine-print">Generating these needs a paid plan; that opens with our next release.</p>
        </div>
      </section>
      <LiteSection toolType="pitchprep" tone="tinted" />
    </PageLayout>
  );
}
