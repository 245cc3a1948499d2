import { lineText, slideLines, type SlideLine, type ViewerSlide } from '@bv/domain';
import type { ReactNode } from 'react';
import { kickerOf, kindBodyOf, type SlideFields } from './slide-kinds';

/**
 * One slide in the deck's 16:9 design (the same layout as the PDF and PPTX: DESIGN.md, libs/exports
 * deck/layout): the cover as a bookend in the main colour beside the company's mark, a content
 * slide as a kicker, its title and a body laid out for its kind (slide-kinds.tsx). Sizes are in
 * container units, so a slide looks the same as a thumbnail, on a phone and full screen.
 */
/**
 * `decorative`: a picture of the slide (a thumbnail): no headings, hidden from screen readers.
 * `slots`: the deck editor's fields, set in the slide's own title and body boxes, so the founder
 * edits the slide as it is drawn rather than a form beside a second rendering of it. `body` is
 * the title-and-points body; `fields` put each point or value where the kind's layout draws it.
 */
export type SlideViewProps = { slide: ViewerSlide; number: number; companyName: string; cover: boolean; decorative?: boolean; slots?: SlideSlots };
export type SlideSlots = { title: ReactNode; body: ReactNode; fields?: SlideFields };

export function SlideView({ slide, number, companyName, cover, decorative = false, slots }: SlideViewProps) {
  const lines = slideLines(slide.content);
  const Heading = decorative || slots ? 'div' : 'h2';
  const Body = cover ? CoverBody : ContentBody;
  return (
    <div className={`slide${cover ? ' slide--cover' : ''}${slots ? ' slide--editing' : ''}`} aria-hidden={(decorative && !slots) || undefined}>
      <Body slide={slide} lines={lines} Heading={Heading} slots={slots} companyName={companyName} />
      {!cover && (
        <div className="slide__footer">
          <span>{companyName} · Confidential</span>
          <span>{number}</span>
        </div>
      )}
    </div>
  );
}

/** The writers open a deck with a title slide named after the company: it is drawn as the cover. */
export function isCoverSlide(slide: ViewerSlide, index: number, companyName: string): boolean {
  return index === 0 && slide.title.trim().toLowerCase() === companyName.trim().toLowerCase();
}

type BodyProps = { slide: ViewerSlide; lines: SlideLine[]; Heading: 'div' | 'h2'; slots?: SlideSlots; companyName: string };

/** "ShiftWise Pte Ltd" → "S"; "Harbourline Cold Chain" → "HC" (the files' monogram when there is no logo). */
function monogram(name: string): string {
  const words = name
    .replace(/\b(Pte|Ltd|Sdn|Bhd|Private|Limited|Inc|LLC)\b\.?/gi, '')
    .trim()
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('') || '·';
}

function CoverBody({ slide, lines, Heading, slots }: BodyProps) {
  const title = slide.title;
  return (
    <>
      <Heading className="slide__cover-name">{slots ? slots.title : title || 'Untitled'}</Heading>
      <span className="slide__cover-rule" aria-hidden="true" />
      <div className="slide__cover-lines">
        {slots?.body ??
          lines.slice(0, 4).map((line, i) => (
            <p key={i} className={i === 0 ? 'slide__tagline' : undefined}>
              {lineText(line)}
            </p>
          ))}
      </div>
      {/* The panel beside the main colour, with the company's monogram in a ringed disc (the files draw the logo there when there is one). */}
      <span className="slide__cover-panel" aria-hidden="true">
        <span className="slide__cover-mark">{monogram(title)}</span>
      </span>
    </>
  );
}

/** Larger type for short slides, smaller for dense ones: the files fit the box the same way. */
function bodySize(lines: SlideLine[]): string {
  const chars = lines.reduce((sum, line) => sum + lineText(line).length, 0);
  if (chars < 220 && lines.length <= 4) return 'slide__body--large';
  if (chars < 480) return 'slide__body--medium';
  if (chars < 800) return 'slide__body--small';
  return 'slide__body--tiny';
}

function ContentBody({ slide, lines, Heading, slots }: BodyProps) {
  const kicker = kickerOf(slide);
  const designed = kindBodyOf({ slide, fields: slots?.fields });
  return (
    <>
      {kicker && (
        <span className="slide__kicker" aria-hidden="true">
          {kicker}
        </span>
      )}
      <Heading className="slide__title">{slots ? slots.title : slide.title || 'Untitled'}</Heading>
      <span className="slide__rule" aria-hidden="true" />
      {designed ? (
        <div className={`slide__kind slide__kind--${slide.kind}`}>{designed}</div>
      ) : (
        <ul className={`slide__body ${bodySize(lines)}`}>
          {slots?.body ??
            lines.map((line, i) => (
              <li key={i} className={line.level === 1 ? 'slide__sub' : undefined}>
                {line.label ? (
                  <>
                    <strong>{line.label}:</strong> {line.text}
                  </>
                ) : (
                  line.text
                )}
              </li>
            ))}
        </ul>
      )}
    </>
  );
}
