import '../../slides/slides.css';
import { investorSlide, type DeckContent, type Slide } from '@bv/domain';
import { useEffect, useId, useRef, useState, type CSSProperties, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { isCoverSlide, SlideView } from '../../slides/slide-view';
import { DECK_MAX_SLIDES, newSlideId } from './content';
import { DeckGaps } from './deck-gaps';
import { useConfirm } from '../../ui/use-confirm';
import { moveItem } from './list-edits';
import { scrollIntoRail } from './rail-scroll';
import { SlideCanvas } from './slide-canvas';
import { SlideFacts, SlideLayoutNote, SlidePanel } from './slide-panel';

/**
 * `companyName`: the deck's company, for the cover and footers. `theme`: the founder's brand kit
 * as the slide styles' custom properties (roomThemeVars), so the slides look as the files will.
 */
type DeckEditorProps = { deck: DeckContent; companyName: string; onChange: (deck: DeckContent) => void; theme?: CSSProperties };
type FocusTarget = { slideId: string; control: 'up' | 'down' | 'title' | 'content' | 'thumb' };

/**
 * A canvas editor (like Gamma or Pitch): a rail of every slide (select, drag or Alt+arrow to
 * reorder, arrow keys to step) beside the selected slide drawn large, edited on the slide itself,
 * with its layout and speaker notes beside it. The Move buttons reorder too and keep the slide
 * selected; focus follows it.
 */
export function DeckEditor(props: DeckEditorProps) {
  const { deck, onChange } = props;
  if (deck.slides.length > 0) return <SlideEditor {...props} />;
  // A deck stored without slides (none is written that way, but content comes from the server as is).
  return (
    <div className="pp-deck-empty">
      <h2>This deck has no slides yet</h2>
      <p className="hint">Start with a title slide; the rail and the slide editor open with it.</p>
      <button type="button" className="button button--primary" onClick={() => onChange({ ...deck, slides: [{ id: newSlideId(), title: props.companyName, content: '', notes: '' }] })}>
        Add the first slide
      </button>
    </div>
  );
}

function SlideEditor({ deck, companyName, onChange, theme }: DeckEditorProps) {
  const uid = useId();
  const slides = deck.slides;
  const [selectedId, setSelectedId] = useState(slides[0]?.id ?? '');
  const [dragged, setDragged] = useState<number | null>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const confirm = useConfirm();
  const controlId = (slideId: string, control: string) => `${uid}-${slideId}-${control}`;

  // A restored or reloaded version may no longer hold the selected slide: the first one stands in.
  const found = slides.findIndex((s) => s.id === selectedId);
  const index = found === -1 ? 0 : found;
  const selected = slides[index];
  // Slides with nothing but "[Add: …]" lines stay out of the investor copy (docs/product-rules.md,
  // "Deck copies"): the rail marks them, so its count and the investor's agree at a glance.
  const leftOut = new Set(slides.filter((s) => investorSlide(s) === null).map((s) => s.id));

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element = document.getElementById(controlId(target.slideId, target.control)) as HTMLButtonElement | HTMLInputElement | null;
    // A slide moved to the top or bottom has that button disabled; its other move button takes focus.
    if (element && !element.disabled) element.focus();
    else document.getElementById(controlId(target.slideId, target.control === 'up' ? 'down' : 'up'))?.focus();
  });

  // The selected slide stays in sight on the rail (a gap opened slide 9, or arrow keys passed the strip's edge).
  // The rail turns from a column into a strip on a phone (a rotated tablet, a narrowed window): the selected slide is brought back into sight then too.
  useEffect(() => {
    const reveal = () => {
      const thumb = document.getElementById(controlId(selected.id, 'thumb'));
      const rail = thumb?.closest('ol');
      if (thumb && rail) scrollIntoRail(rail, thumb);
    };
    reveal();
    const strip = typeof window.matchMedia === 'function' ? window.matchMedia('(max-width: 767.98px)') : null;
    strip?.addEventListener('change', reveal);
    return () => strip?.removeEventListener('change', reveal);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of selection should scroll
  }, [selected.id]);

  const set = (next: Slide[]) => onChange({ ...deck, slides: next });
  const update = (change: Partial<Slide>) => set(slides.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const select = (slideId: string, focus?: FocusTarget['control']) => {
    if (focus) focusNext.current = { slideId, control: focus };
    setSelectedId(slideId);
  };

  const move = (by: -1 | 1) => {
    focusNext.current = { slideId: selected.id, control: by === -1 ? 'up' : 'down' };
    setSelectedId(selected.id);
    set(moveItem(slides, index, index + by));
  };
  const add = () => {
    const slide: Slide = { id: newSlideId(), title: 'New slide', content: '', notes: '' };
    select(slide.id, 'title');
    set([...slides, slide]);
  };
  const remove = () =>
    confirm.ask({
      title: `Delete slide ${index + 1}, “${selected.title || 'Untitled'}”?`,
      body: 'You can still restore it from an earlier version once saved.',
      confirmLabel: 'Delete slide',
      onYes: () => {
        const neighbour = slides[index + 1] ?? slides[index - 1];
        select(neighbour.id, 'title');
        set(slides.filter((_, i) => i !== index));
      },
    });

  // Arrow keys step through the rail (up/down on the column, left/right on the phone strip).
  const onRailKey = (event: KeyboardEvent, at: number) => {
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1, Home: -at, End: slides.length - 1 - at }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = slides[Math.min(slides.length - 1, Math.max(0, at + step))];
    select(next.id, 'thumb');
  };
  const drop = (event: DragEvent, at: number) => {
    event.preventDefault();
    if (dragged === null || dragged === at) return;
    focusNext.current = null;
    set(moveItem(slides, dragged, at));
    setDragged(null);
  };

  const live = useRef<HTMLParagraphElement>(null);
  // Alt+arrow moves the selected slide along the rail, as its Move buttons do; the rail keeps focus.
  const onRailMove = (event: KeyboardEvent, at: number) => {
    const by = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key] as -1 | 1 | undefined;
    if (!by || at + by < 0 || at + by >= slides.length) return;
    event.preventDefault();
    focusNext.current = { slideId: slides[at].id, control: 'thumb' };
    setSelectedId(slides[at].id);
    set(moveItem(slides, at, at + by));
    if (live.current) live.current.textContent = `Slide moved to position ${at + by + 1} of ${slides.length}.`;
  };
  const cover = isCoverSlide(selected, index, companyName);
  const continueLastPoint = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches('.slide, .slide__body, .slide__cover-lines, .pp-deck-stage__slide')) return;
    const fields = event.currentTarget.querySelectorAll<HTMLTextAreaElement>('.slide__body textarea, .slide__cover-lines textarea');
    const last = fields[fields.length - 1];
    last?.focus();
    last?.setSelectionRange(last.value.length, last.value.length);
  };

  return (
    <div className="pp-deck" style={theme}>
      {confirm.dialog}
      <div className="pp-deck-rail">
        <p className="pp-deck-rail__count" data-testid="deck-slide-count">
          {slides.length} {slides.length === 1 ? 'slide' : 'slides'}
          {leftOut.size > 0 && <span> · investors see {slides.length - leftOut.size}</span>}
        </p>
        <ol className="pp-deck-thumbs" aria-label="Slides: select to edit, drag to reorder" aria-describedby={`${uid}-rail-keys`}>
          {slides.map((slide, at) => (
            <li
              key={slide.id}
              draggable
              onDragStart={(event) => {
                setDragged(at);
                event.dataTransfer?.setData('text/plain', slide.id);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, at)}
              onDragEnd={() => setDragged(null)}
              className={[dragged === at && 'is-dragged', leftOut.has(slide.id) && 'is-left-out'].filter(Boolean).join(' ') || undefined}
            >
              <button
                id={controlId(slide.id, 'thumb')}
                type="button"
                className="pp-deck-thumbs__button"
                aria-current={at === index || undefined}
                // One tab stop for the rail (the selected slide); arrow keys move along it.
                tabIndex={at === index ? 0 : -1}
                onClick={() => select(slide.id)}
                onKeyDown={(event) => (event.altKey ? onRailMove(event, at) : onRailKey(event, at))}
              >
                {/* The name is in the text, not an aria-label, so it contains what is on the button (WCAG 2.5.3). */}
                <span className="visually-hidden">
                  Edit slide {at + 1}: {slide.title || 'Untitled'}
                  {leftOut.has(slide.id) && ' (not in the investor copy)'}
                </span>
                <span className="pp-deck-thumbs__number" aria-hidden="true">
                  {at + 1}
                </span>
                <span className="pp-deck-thumbs__slide">
                  <SlideView slide={slide} number={at + 1} companyName={companyName} cover={isCoverSlide(slide, at, companyName)} decorative />
                  {leftOut.has(slide.id) && (
                    <span className="pp-deck-thumbs__flag" aria-hidden="true">
                      Left out
                    </span>
                  )}
                </span>
                {/* The title in readable type under its picture (two lines at most), as the picture's own is a few pixels high. */}
                <span className="pp-deck-thumbs__title" aria-hidden="true">
                  {slide.title || 'Untitled'}
                </span>
              </button>
            </li>
          ))}
        </ol>
        <p id={`${uid}-rail-keys`} className="pp-deck-rail__keys hint">
          Arrows choose a slide, Alt + arrow moves it.
        </p>
        <p ref={live} className="visually-hidden" aria-live="polite" />
        <button id={`${uid}-add`} type="button" className="button button--secondary button--small pp-deck-rail__add" onClick={add} disabled={slides.length >= DECK_MAX_SLIDES}>
          <span aria-hidden="true">+ </span>Add slide
        </button>
      </div>

      <div className="pp-deck-stage" role="group" aria-label={`Slide ${index + 1} of ${slides.length}: ${selected.title || 'Untitled'}`}>
        <div className="pp-deck-stage__bar">
          <h2 className="pp-deck-stage__name">
            Slide {index + 1} of {slides.length}
            <span className="visually-hidden">: {selected.title || 'Untitled'}</span>
          </h2>
          <SlideFacts slide={selected} cover={cover} leftOut={leftOut.has(selected.id)} />
          <div className="pp-deck-stage__actions">
            <button id={controlId(selected.id, 'up')} type="button" className="button button--ghost button--small" onClick={() => move(-1)} disabled={index === 0}>
              Move up<span className="visually-hidden"> slide {index + 1}</span>
            </button>
            <button id={controlId(selected.id, 'down')} type="button" className="button button--ghost button--small" onClick={() => move(1)} disabled={index === slides.length - 1}>
              Move down<span className="visually-hidden"> slide {index + 1}</span>
            </button>
            <button type="button" className="button button--ghost button--small pp-danger" onClick={remove} disabled={slides.length === 1} title={slides.length === 1 ? 'A deck keeps at least one slide.' : undefined}>
              Delete<span className="visually-hidden"> slide {index + 1}</span>
            </button>
          </div>
        </div>
        {/* A click on the slide's empty space (below the last point) continues the last point, as on a
            canvas; a pointer shortcut only, since every field is reachable by Tab. */}
        <div className={`pp-deck-stage__slide${leftOut.has(selected.id) ? ' is-left-out' : ''}`} data-testid={`preview-${selected.id}`} onClick={continueLastPoint}>
          <SlideCanvas
            slide={selected}
            number={index + 1}
            companyName={companyName}
            cover={cover}
            ids={{ title: controlId(selected.id, 'title'), content: controlId(selected.id, 'content'), help: `${uid}-keys` }}
            onChange={update}
            onLeave={() => document.getElementById(controlId(selected.id, 'thumb'))?.focus()}
          />
        </div>
        <div className="pp-deck-stage__under">
          <SlideLayoutNote slide={selected} cover={cover} />
          <p id={`${uid}-keys`} className="pp-deck-stage__keys hint">
            Type on the slide to edit it.
            <span className="pp-deck-stage__keys-more">
              {' '}
              <kbd>Enter</kbd> new point · <kbd>Backspace</kbd> on an empty one removes it · <kbd>Esc</kbd> back to the slides
            </span>
          </p>
        </div>
        <SlidePanel slide={selected} notesId={controlId(selected.id, 'notes')} onChange={update} />
        <DeckGaps deck={deck} onSelect={(slideId) => select(slideId, 'content')} />
      </div>
    </div>
  );
}
