import '../slides/slides.css';
import type { OutputSummary } from '@bv/contracts';
import { isCoverSlide, SlideView } from '../slides/slide-view';

/**
 * A picture of the output for lists: a deck's first slide drawn as the slide it is, a FAQ or
 * checklist as the top of its first page. Decorative: the list item names the output.
 */
export function OutputThumbnail({ output }: { output: OutputSummary }) {
  const preview = output.preview;
  if (!preview) return <div className="pp-thumb pp-thumb--empty" aria-hidden="true" />;
  if (output.outputType === 'pitch_deck' || output.outputType === 'exit_deck') {
    const company = output.title.split(' — ')[0] ?? '';
    const slide = { id: output.id, title: preview.title, content: preview.lines.join('\n') };
    return (
      <div className="pp-thumb pp-thumb--slide" aria-hidden="true">
        <SlideView slide={slide} number={1} companyName={company} cover={isCoverSlide(slide, 0, company)} decorative />
      </div>
    );
  }
  return (
    <div className="pp-thumb pp-thumb--page" aria-hidden="true">
      <p className="pp-thumb__title">{preview.title}</p>
      <ul>
        {preview.lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
