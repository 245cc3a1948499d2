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

const layoutOf = (slide: Slide, cover: boolean) => LAYOUTS[slide.kind ?? (cover ? 'cover' : 'text')];

/**
 * In the stage's bar, beside the slide's number (as Pitch names a slide's layout above it): its
 * layout and whether investors see it. Small chips, so the slide stays the biggest thing.
 */
export function SlideFacts({ slide, cover, leftOut }: { slide: Slide; cover: boolean; leftOut: boolean }) {
  const layout = layoutOf(slide, cover);
  const prompts = /\[Add:/.test(JSON.stringify(slide.content));
  return (
    <ul className="pp-slide-facts" aria-label="About this slide">
      <li className="pp-slide-facts__chip">{layout.name} layout</li>
      <li className={`pp-slide-facts__chip ${leftOut ? 'is-left-out' : 'is-in'}`}>
        {leftOut ? (
          <span role="note">
            Left out of investor copy<span className="visually-hidden">: the slide has only “[Add: …]” lines. Answer one and investors see it.</span>
          </span>
        ) : (
          <span>In investor copy{prompts && <span className="visually-hidden">, without its “[Add: …]” lines</span>}</span>
        )}
      </li>
    </ul>
  );
}

/** Under the slide: how the PDF and PowerPoint lay it out (the editor draws every kind as title and points). */
export function SlideLayoutNote({ slide, cover }: { slide: Slide; cover: boolean }) {
  const layout = layoutOf(slide, cover);
  return (
    <span className="pp-slide-layout-note">
      In the files: {layout.drawn}
      {slide.chart && ` Chart: ${slide.chart.series.map((s) => s.name).join(' and ')}, ${slide.chart.categories.length} periods, from your figures.`}
    </span>
  );
}

/** Under the slide, as PowerPoint keeps them: the speaker notes (the founder's own, never on the slide or in the investor copy). */
export function SlidePanel({ slide, notesId, onChange }: { slide: Slide; notesId: string; onChange: (change: Partial<Slide>) => void }) {
  return (
    <div className="pp-slide-panel">
      <EditorField id={notesId} label="Speaker notes" hint="Only you see these: never on the slide or in the investor copy." multiline rows={3} maxLength={5_000} value={slide.notes} onChange={(notes) => onChange({ notes })} />
    </div>
  );
}
