import '../../slides/slides.css';
import type { DeckContent, Slide } from '@bv/domain';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { isCoverSlide, SlideView } from '../../slides/slide-view';
import { DECK_MAX_SLIDES, newSlideId } from './content';
import { EditorField } from './editor-field';
import { confirmDelete, moveItem } from './list-edits';

/** `companyName`: the deck's company, for the preview's cover and footers. */
type DeckEditorProps = { deck: DeckContent; companyName: string; onChange: (deck: DeckContent) => void };
type FocusTarget = { slideId: string; control: 'up' | 'down' | 'title' } | { slideId: null; control: 'add' };

/**
 * Slides in order, each beside a live 16:9 preview of itself (the design the viewer and the files
 * use). A thumbnail strip jumps to a slide and reorders by drag and drop; the Move buttons
 * reorder from the keyboard (focus follows the slide). Add, delete, edit each part.
 */
export function DeckEditor({ deck, companyName, onChange }: DeckEditorProps) {
  const uid = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const controlId = (slideId: string, control: string) => `${uid}-${slideId}-${control}`;

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target.slideId === null) {
      document.getElementById(`${uid}-add`)?.focus();
      return;
    }
    const element = document.getElementById(controlId(target.slideId, target.control)) as HTMLButtonElement | HTMLInputElement | null;
    // A slide moved to the top or bottom has that button disabled; its other move button takes focus.
    if (element && !element.disabled) element.focus();
    else document.getElementById(controlId(target.slideId, target.control === 'up' ? 'down' : 'up'))?.focus();
  });

  const slides = deck.slides;
  const set = (next: Slide[]) => onChange({ ...deck, slides: next });
  const update = (index: number, change: Partial<Slide>) => set(slides.map((s, i) => (i === index ? { ...s, ...change } : s)));

  const move = (index: number, by: -1 | 1) => {
    focusNext.current = { slideId: slides[index].id, control: by === -1 ? 'up' : 'down' };
    set(moveItem(slides, index, index + by));
  };
  const add = () => {
    const slide: Slide = { id: newSlideId(), title: 'New slide', content: '', notes: '' };
    focusNext.current = { slideId: slide.id, control: 'title' };
    set([...slides, slide]);
  };
  const remove = (index: number) => {
    if (!confirmDelete(`Delete slide ${index + 1}, “${slides[index].title || 'Untitled'}”? You can still restore it from an earlier version once saved.`)) return;
    const next = slides[index + 1] ?? slides[index - 1];
    focusNext.current = next ? { slideId: next.id, control: 'title' } : { slideId: null, control: 'add' };
    set(slides.filter((_, i) => i !== index));
  };

  const jumpTo = (slide: Slide) => {
    const title = document.getElementById(controlId(slide.id, 'title'));
    title?.closest('.pp-item')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    title?.focus({ preventScroll: true });
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged === null || dragged === index) return;
    focusNext.current = null;
    set(moveItem(slides, dragged, index));
    setDragged(null);
  };

  return (
    <div className="pp-editor">
      <ol className="pp-deck-thumbs" aria-label="Slides: select to edit, drag to reorder">
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer?.setData('text/plain', slide.id);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(null)}
            className={dragged === index ? 'is-dragged' : undefined}
          >
            <button type="button" className="pp-deck-thumbs__button" onClick={() => jumpTo(slide)}>
              {/* The name is in the text, not an aria-label, so it contains what is on the button (WCAG 2.5.3). */}
              <span className="visually-hidden">
                Edit slide {index + 1}: {slide.title || 'Untitled'}
              </span>
              <span className="pp-deck-thumbs__number" aria-hidden="true">
                {index + 1}
              </span>
              <SlideView slide={slide} number={index + 1} companyName={companyName} cover={isCoverSlide(slide, index, companyName)} decorative />
            </button>
          </li>
        ))}
      </ol>
      <ol className="pp-items">
        {slides.map((slide, index) => (
          <li key={slide.id} className="pp-item pp-item--slide">
            <div className="pp-item__preview" data-testid={`preview-${slide.id}`}>
              <SlideView slide={slide} number={index + 1} companyName={companyName} cover={isCoverSlide(slide, index, companyName)} decorative />
            </div>
            <fieldset>
              <legend>
                Slide {index + 1}: <span className="pp-item__title">{slide.title || 'Untitled'}</span>
              </legend>
              <EditorField id={controlId(slide.id, 'title')} label="Slide title" value={slide.title} maxLength={200} onChange={(title) => update(index, { title })} />
              {typeof slide.content === 'string' ? (
                <EditorField
                  label="Content"
                  hint="One point per line."
                  multiline
                  rows={6}
                  maxLength={5_000}
                  value={slide.content}
                  onChange={(content) => update(index, { content })}
                />
              ) : (
                <ObjectContent content={slide.content} onChange={(content) => update(index, { content })} />
              )}
              <EditorField
                label="Speaker notes"
                multiline
                rows={3}
                maxLength={5_000}
                value={slide.notes}
                onChange={(notes) => update(index, { notes })}
              />
              <div className="button-row pp-item__actions">
                <button id={controlId(slide.id, 'up')} type="button" className="button button--secondary button--small" onClick={() => move(index, -1)} disabled={index === 0}>
                  Move up<span className="visually-hidden"> slide {index + 1}</span>
                </button>
                <button
                  id={controlId(slide.id, 'down')}
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => move(index, 1)}
                  disabled={index === slides.length - 1}
                >
                  Move down<span className="visually-hidden"> slide {index + 1}</span>
                </button>
                <button type="button" className="button button--ghost button--small pp-danger" onClick={() => remove(index)} disabled={slides.length === 1}>
                  Delete<span className="visually-hidden"> slide {index + 1}</span>
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button id={`${uid}-add`} type="button" className="button button--secondary" onClick={add} disabled={slides.length >= DECK_MAX_SLIDES}>
        Add slide
      </button>
      {slides.length === 1 && <p className="hint">A deck keeps at least one slide.</p>}
    </div>
  );
}

/** A few slides hold labelled values (e.g. the round's terms): each value is edited under its label. */
function ObjectContent({ content, onChange }: { content: Record<string, string>; onChange: (content: Record<string, string>) => void }) {
  return (
    <fieldset className="pp-object">
      <legend>Content</legend>
      {Object.entries(content).map(([label, value]) => (
        <EditorField key={label} label={label} value={value} maxLength={2_000} onChange={(next) => onChange({ ...content, [label]: next })} />
      ))}
    </fieldset>
  );
}
