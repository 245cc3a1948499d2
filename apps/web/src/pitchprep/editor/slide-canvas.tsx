import { humaniseLabel, isPrompt, type Slide } from '@bv/domain';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { SlideFields } from '../../slides/slide-kinds';
import { SlideView } from '../../slides/slide-view';
import { joinWithPrevious, pointsOf, setPoint, splitPoint, type Caret, type Point, type PointEdit } from './point-edits';

const TITLE_MAX = 200;
const CONTENT_MAX = 5_000;
/** The cover shows its first lines only (slide-view's cover); the rest are flagged as not shown. */
const COVER_LINES = 4;

type SlideCanvasProps = {
  slide: Slide;
  number: number;
  companyName: string;
  cover: boolean;
  /** Ids the deck editor focuses: the title field and the first field of the content. */
  ids: { title: string; content: string; help: string };
  onChange: (change: Partial<Slide>) => void;
  /** Escape: the founder is done with this slide (focus goes back to its place on the rail). */
  onLeave: () => void;
};

/**
 * The selected slide drawn large as the deck draws it (the shared SlideView, in the founder's
 * theme), with its title and points edited where they stand: each is a borderless field set in
 * the slide's own type. Enter opens a new point, Backspace on an empty point removes it, the
 * arrow keys cross between points, Escape leaves.
 */
export function SlideCanvas({ slide, number, companyName, cover, ids, onChange, onLeave }: SlideCanvasProps) {
  const fields = useRef(new Map<string, HTMLTextAreaElement>());
  const pendingCaret = useRef<Caret | null>(null);

  // After Enter, Backspace or a paste the caret lands in the point the edit made, where the founder expects it.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (!caret) return;
    pendingCaret.current = null;
    const field = fields.current.get(`p${caret.point}`);
    field?.focus();
    field?.setSelectionRange(caret.offset, caret.offset);
  });

  const register = (key: string) => (element: HTMLTextAreaElement | null) => {
    if (element) fields.current.set(key, element);
    else fields.current.delete(key);
  };

  const content = typeof slide.content === 'string' ? slide.content : null;
  const apply = (edit: PointEdit | null) => {
    if (!edit || edit.content.length > CONTENT_MAX) return false;
    pendingCaret.current = edit.caret ?? null;
    onChange({ content: edit.content });
    return true;
  };

  const onTitleKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') return leave(event);
    // A title is one line: Enter goes on to the first point, as in Pitch and Keynote.
    if (event.key === 'Enter' || (event.key === 'ArrowDown' && atEnd(event.currentTarget))) {
      event.preventDefault();
      (fields.current.get('p0') ?? document.getElementById(ids.content))?.focus();
    }
  };

  const onPointKey = (event: KeyboardEvent<HTMLTextAreaElement>, at: number) => {
    if (content === null) return;
    const field = event.currentTarget;
    const collapsed = field.selectionStart === field.selectionEnd;
    if (event.key === 'Escape') return leave(event);
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      apply(splitPoint(content, at, field.selectionStart));
    } else if (event.key === 'Backspace' && collapsed && field.selectionStart === 0 && at > 0) {
      event.preventDefault();
      apply(joinWithPrevious(content, at));
    } else if (event.key === 'ArrowUp' && collapsed && field.selectionStart === 0) {
      event.preventDefault();
      if (at === 0) fields.current.get('title')?.focus();
      else focusEnd(fields.current.get(`p${at - 1}`));
    } else if (event.key === 'ArrowDown' && atEnd(field)) {
      const next = fields.current.get(`p${at + 1}`);
      if (!next) return;
      event.preventDefault();
      next.focus();
      next.setSelectionRange(0, 0);
    }
  };

  const leave = (event: KeyboardEvent) => {
    event.preventDefault();
    onLeave();
  };

  const title = (
    <textarea
      ref={register('title')}
      id={ids.title}
      className="slide-field slide-field--title"
      aria-label="Slide title"
      aria-describedby={ids.help}
      rows={1}
      maxLength={TITLE_MAX}
      placeholder="Slide title"
      value={slide.title}
      onChange={(event) => onChange({ title: event.target.value.replace(/\s*\n\s*/g, ' ') })}
      onKeyDown={onTitleKey}
    />
  );

  const pointField = (point: Point, at: number) => (
    <textarea
      ref={register(`p${at}`)}
      id={at === 0 ? ids.content : undefined}
      className="slide-field"
      aria-label={cover ? `Cover line ${at + 1}` : `Point ${at + 1}`}
      aria-describedby={ids.help}
      rows={1}
      placeholder={at === 0 ? (cover ? 'What you do, for whom, in one line' : 'Type a point') : undefined}
      value={point.text}
      onChange={(event) => content !== null && apply(setPoint(content, at, event.target.value))}
      onKeyDown={(event) => onPointKey(event, at)}
    />
  );
  const points = content === null ? [] : pointsOf(content);

  const body =
    content === null ? (
      <LabelledValues slide={slide} firstId={ids.content} help={ids.help} onChange={onChange} onEscape={leave} />
    ) : (
      points.map((point, at) => {
        const Line = cover ? 'p' : 'li';
        const classes = [
          cover && at === 0 && 'slide__tagline',
          !cover && point.prefix.replace(/[^\s]/g, '').length >= 2 && 'slide__sub',
          isPrompt(point.text) && 'is-prompt',
          cover && at >= COVER_LINES && 'is-off-cover',
        ];
        return (
          <Line key={at} className={classes.filter(Boolean).join(' ') || undefined}>
            {pointField(point, at)}
          </Line>
        );
      })
    );

  // The same fields where the slide's kind draws them (a card per point, a tile per value), when its layout has a place for each.
  const values = content === null ? (slide.content as Record<string, string>) : {};
  const placed: SlideFields = {
    lines: points.map((point) => point.text),
    line: (at) => pointField(points[at], at),
    value: (label) => (
      <ValueField
        label={label}
        value={values[label] ?? ''}
        id={Object.keys(values)[0] === label ? ids.content : undefined}
        help={ids.help}
        onChange={(value) => onChange({ content: { ...values, [label]: value } })}
        onEscape={leave}
      />
    ),
  };

  return <SlideView slide={slide} number={number} companyName={companyName} cover={cover} slots={{ title, body, fields: placed }} />;
}

type ValueFieldProps = { label: string; value: string; id?: string; help: string; onChange: (value: string) => void; onEscape: (event: KeyboardEvent) => void };

/** One labelled value (the round's terms, the market's TAM) as a field on the slide; its label is drawn beside it. */
function ValueField({ label, value, id, help, onChange, onEscape }: ValueFieldProps) {
  return (
    <textarea
      id={id}
      className="slide-field"
      aria-label={humaniseLabel(label)}
      aria-describedby={help}
      rows={1}
      maxLength={2_000}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => event.key === 'Escape' && onEscape(event)}
    />
  );
}

/** A slide of labelled values drawn as points (a kind without a layout for them): each value edited after its label. */
function LabelledValues({ slide, firstId, help, onChange, onEscape }: { slide: Slide; firstId: string; help: string; onChange: (change: Partial<Slide>) => void; onEscape: (event: KeyboardEvent) => void }) {
  const values = slide.content as Record<string, string>;
  return Object.entries(values).map(([label, value], at) => (
    <li key={label} className={`slide-field__pair${isPrompt(value) ? ' is-prompt' : ''}`}>
      <strong aria-hidden="true">{humaniseLabel(label)}:</strong>
      <ValueField label={label} value={value} id={at === 0 ? firstId : undefined} help={help} onChange={(next) => onChange({ content: { ...values, [label]: next } })} onEscape={onEscape} />
    </li>
  ));
}

const atEnd = (field: HTMLTextAreaElement) => field.selectionStart === field.selectionEnd && field.selectionEnd === field.value.length;

function focusEnd(field: HTMLTextAreaElement | undefined) {
  if (!field) return;
  field.focus();
  field.setSelectionRange(field.value.length, field.value.length);
}
