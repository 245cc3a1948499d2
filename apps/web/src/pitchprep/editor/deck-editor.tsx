import type { DeckContent, Slide } from '@bv/domain';
import { useEffect, useId, useRef } from 'react';
import { DECK_MAX_SLIDES, newSlideId } from './content';
import { EditorField } from './editor-field';
import { confirmDelete, moveItem } from './list-edits';

type DeckEditorProps = { deck: DeckContent; onChange: (deck: DeckContent) => void };
type FocusTarget = { slideId: string; control: 'up' | 'down' | 'title' } | { slideId: null; control: 'add' };

/** Slides in order: reorder with buttons (focus follows the slide), add, delete, edit each part. */
export function DeckEditor({ deck, onChange }: DeckEditorProps) {
  const uid = useId();
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

  return (
    <div className="pp-editor">
      <ol className="pp-items">
        {slides.map((slide, index) => (
          <li key={slide.id} className="pp-item">
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
