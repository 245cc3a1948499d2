import type { Slide, SlideKind } from '@bv/domain';
import { EditorField } from './editor-field';

/** What each kind of slide becomes in the PDF and PowerPoint (docs/product-rules.md, "Deck layouts"). */
const LAYOUTS: Record<SlideKind, { name: string; drawn: string }> = {
  cover: { name: 'Cover', drawn: 'Your company’s name, one line on what you do, and your logo.' },
  problem_solution: { name: 'Problem and solution', drawn: 'The problem and your answer side by side.' },
  product: { name: 'Product', drawn: 'What the product does, point by point.' },
  market: { name: 'Market', drawn: 'TAM, SAM and SOM drawn as a market graphic.' },
  traction: { name: 'Traction', drawn: 'Your figures as a chart, with the headline numbers beside it.' },
  business_model: { name: 'Business model', drawn: 'Price, margin and payback as tiles.' },
  competition: { name: 'Competition', drawn: 'You and the alternatives compared.' },
  go_to_market: { name: 'Go-to-market', drawn: 'Channels as cards, next markets in their own panel.' },
  team: { name: 'Team', drawn: 'A card per person: name, role and what they bring.' },
  financials: { name: 'Financials', drawn: 'Revenue and costs as a chart from your figures.' },
  ask: { name: 'The ask', drawn: 'The amount, large, and what it buys as a split of the funds.' },
  transaction: { name: 'Transaction', drawn: 'The deal on offer and its terms.' },
  timeline: { name: 'Timeline', drawn: 'Milestones in order along a line.' },
  text: { name: 'Title and points', drawn: 'A title and its points.' },
};

type SlidePanelProps = {
  slide: Slide;
  cover: boolean;
  leftOut: boolean;
  notesId: string;
  onChange: (change: Partial<Slide>) => void;
};

/**
 * Beside the slide: how the files lay it out, whether investors see it, and the speaker notes
 * (the founder's own, never on the slide or in the investor copy).
 */
export function SlidePanel({ slide, cover, leftOut, notesId, onChange }: SlidePanelProps) {
  const layout = LAYOUTS[slide.kind ?? (cover ? 'cover' : 'text')];
  return (
    <div className="pp-slide-panel">
      <dl className="pp-slide-panel__facts">
        <div>
          <dt>Layout</dt>
          <dd>
            <strong>{layout.name}</strong>
            <span className="hint">
              {layout.drawn}
              {slide.chart && ` Chart: ${slide.chart.series.map((s) => s.name).join(' and ')}, ${slide.chart.categories.length} periods, from your figures.`}
            </span>
          </dd>
        </div>
        <div>
          <dt>Investor copy</dt>
          <dd className={leftOut ? 'is-left-out' : 'is-in'}>
            {leftOut ? (
              <span role="note">Left out for now: the slide has only “[Add: …]” lines. Answer one and investors see it.</span>
            ) : (
              <span>Included{/\[Add:/.test(JSON.stringify(slide.content)) && ', without its “[Add: …]” lines'}</span>
            )}
          </dd>
        </div>
      </dl>
      <EditorField id={notesId} label="Speaker notes" hint="Only you see these: never on the slide or in the investor copy." multiline rows={4} maxLength={5_000} value={slide.notes} onChange={(notes) => onChange({ notes })} />
    </div>
  );
}
