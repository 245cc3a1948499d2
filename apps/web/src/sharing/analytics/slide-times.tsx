import '../../slides/slides.css';
import type { ShareViewStats } from '@bv/contracts';
import { isCoverSlide, SlideView } from '../../slides/slide-view';
import { formatDuration } from '../share-views';
import { slideFor, type SlideThumbnails } from './slide-thumbnails';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * Time on each slide (or section) beside a small picture of it, and the share of views that got
 * that far: where readers slow down and where they stop. A slide edited since shows its number.
 */
export function SlideTimes({ sections, unit, thumbnails }: { sections: ShareViewStats['sections']; unit: 'slide' | 'section'; thumbnails: SlideThumbnails | null }) {
  if (sections.length === 0 || sections.every((x) => x.reached === 0)) {
    return <p className="hint">Time per {unit} shows once a visitor has read for a few seconds.</p>;
  }
  const max = Math.max(1, ...sections.map((x) => x.averageSeconds));
  return (
    <ol className="slide-times">
      {sections.map((x) => {
        const slide = slideFor(thumbnails, x.index, x.title);
        return (
          <li key={x.index} className="slide-times__row">
            {unit === 'slide' &&
              (slide && thumbnails ? (
                <span className="slide-times__thumb">
                  <SlideView slide={slide} number={x.index + 1} companyName={thumbnails.companyName} cover={isCoverSlide(slide, x.index, thumbnails.companyName)} decorative />
                </span>
              ) : (
                <span className="slide-times__thumb slide-times__thumb--number" aria-hidden="true">
                  {x.index + 1}
                </span>
              ))}
            <span className="slide-times__title">
              {x.index + 1}. {x.title}
            </span>
            <span className="slide-times__measure slide-times__measure--time">
              <span className="slide-times__track" aria-hidden="true">
                <span className="slide-times__bar" style={{ width: `${(x.averageSeconds / max) * 100}%` }} />
              </span>
              <span className="slide-times__figure">{formatDuration(x.averageSeconds)} average</span>
            </span>
            <span className="slide-times__measure slide-times__measure--reach">
              <span className="slide-times__track slide-times__track--reach" aria-hidden="true">
                <span className="slide-times__bar slide-times__bar--reach" style={{ width: percent(x.reached) }} />
              </span>
              <span className="slide-times__figure">{percent(x.reached)} reached</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
