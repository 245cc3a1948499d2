import { Link } from 'react-router';
import { CardGrid } from '../ui/card-grid';
import { usePageMeta } from '../hooks/use-page-meta';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { PageLayout } from '../layout/page-layout';
import { useAuth } from '../auth/auth-context';
import { WorkspacePage } from '../layout/workspace-page';
import { LiteSection } from '../lite/lite-section';
import { PitchPrepBuilder } from '../pitchprep/pitchprep-builder';

const OUTPUTS = [
  {
    title: 'Pitch deck',
    text: 'Slide by slide, with speaker notes: a pitch deck for investors or an exit deck for buyers. Download as PPTX to edit in PowerPoint, or as PDF.',
  },
  {
    title: 'Investor FAQ',
    text: 'The questions investors (or, on the exit track, buyers) will ask, grouped by topic, with suggested answers. Download as DOCX for Word, or as PDF.',
  },
  {
    title: 'Data-room checklist',
    text: 'Every document due diligence asks for, by category, marked required or optional, with a tick as each is ready. DOCX or PDF.',
  },
];

const TRACKS = [
  { title: 'Fundraising track', text: 'For a pre-seed to Series B raise: your round, the amount and the use of funds shape the deck and the FAQ.' },
  { title: 'Exit track', text: 'For a trade sale, private-equity deal or buy-out: your goals, likely buyers, valuation and timeline shape them.' },
];

const META = {
  title: 'PitchPrep: Pitch Deck, Investor FAQ and Data Room',
  description: 'Build a pitch deck, an investor FAQ and a data-room checklist for your raise or your exit. Try PitchPrep Lite free.',
};

/** Signed in: the builder in the workspace. Signed out: what PitchPrep makes, the builder's sign-in prompt and the free Lite. */
export function PitchPrepPage() {
  const { status } = useAuth();
  if (status === 'signed-in') {
    return (
      <WorkspacePage {...META} eyebrow="Investor materials" heading="PitchPrep">
        <PitchPrepBuilder inWorkspace />
      </WorkspacePage>
    );
  }
  return <PitchPrepMarketing />;
}

function PitchPrepMarketing() {
  usePageMeta(META);
  useScrollToHash();

  return (
    <PageLayout>
      <section className="hero hero--compact" aria-labelledby="pitchprep-title">
        <div className="container">
          <p className="eyebrow">PitchPrep</p>
          <h1 id="pitchprep-title">Investor materials, built from your answers</h1>
          <p className="hero__lead">Answer 15–20 minutes of questions about your company and PitchPrep prepares the three documents every raise and exit needs.</p>
          {/* The free check is the way in, but it sits at the foot of a long page: the hero jumps to it. */}
          <div className="button-row">
            <Link className="button button--accent button--large" to={{ hash: 'pitchprep-lite' }}>
              Take the free 2-minute check
            </Link>
            <Link className="button button--on-dark button--large" to={{ hash: 'builder' }}>
              Build your materials
            </Link>
          </div>
        </div>
      </section>
      <section className="landing-section" aria-labelledby="pitchprep-outputs">
        <div className="container">
          <h2 id="pitchprep-outputs">What PitchPrep makes</h2>
          <CardGrid items={OUTPUTS} />
          <h3 className="pp-tracks__title">Two tracks</h3>
          <ul className="check-list">
            {TRACKS.map((track) => (
              <li key={track.title}>
                <strong>{track.title}.</strong> {track.text}
              </li>
            ))}
          </ul>
          <p className="fine-print">
            Everything is editable here, saved in versions you can restore, and downloadable for PowerPoint, Word or as PDF.
          </p>
        </div>
      </section>
      <PitchPrepBuilder />
      <LiteSection toolType="pitchprep" tone="tinted" />
    </PageLayout>
  );
}
