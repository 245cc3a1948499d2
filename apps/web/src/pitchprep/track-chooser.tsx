import type { PitchTrack } from '@bv/domain';
import { useId, useState, type FormEvent } from 'react';
import { STEP_COUNT } from './intake/intake-steps';

const TRACKS: Array<{ track: PitchTrack; title: string; text: string }> = [
  {
    track: 'fundraising',
    title: 'Fundraising',
    text: 'A pitch deck, an investor FAQ and a data-room checklist for your next round.',
  },
  {
    track: 'exit',
    title: 'Exit',
    text: 'An exit deck for buyers, an exit FAQ (the questions buyers ask) and a data-room checklist for due diligence.',
  },
];

/** What the intake ends in, beside the choice: the founder sees the deliverables before the first question. */
const YOU_GET: Array<{ title: string; text: string }> = [
  { title: 'A deck', text: 'Slide by slide with speaker notes; edit it here, download PPTX or PDF.' },
  { title: 'An FAQ', text: 'The questions investors or buyers will ask, with suggested answers (DOCX or PDF).' },
  { title: 'A data-room checklist', text: 'Every document due diligence asks for, ticked off as each is ready.' },
];

type TrackChooserProps = { pending: boolean; error: string | null; onStart: (track: PitchTrack) => void; title?: string };

/** The start of a new intake: the track decides the last step and the three outputs. */
export function TrackChooser({ pending, error, onStart, title = 'What are you preparing for?' }: TrackChooserProps) {
  const [track, setTrack] = useState<PitchTrack | null>(null);
  const why = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (track && !pending) onStart(track);
  };
  return (
    <div className="pp-start-layout">
      <form className="lite-card pp-start" onSubmit={submit}>
        <fieldset className="choice-group">
          <legend>
            <h3 className="pp-start__title">{title}</h3>
          </legend>
          <p className="hint">
            About 15–20 minutes of questions in {STEP_COUNT} short steps. Every step is saved as you go, so you can stop and come back later.
          </p>
          {TRACKS.map((option) => (
            <label key={option.track} className={`choice${track === option.track ? ' choice--selected' : ''}`}>
              <input type="radio" name="pp-track" value={option.track} checked={track === option.track} onChange={() => setTrack(option.track)} />
              <span>
                <strong>{option.title}</strong>
                <br />
                <span className="muted">{option.text}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {error && (
          <div className="inline-error" role="alert">
            <p>{error}</p>
          </div>
        )}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={!track || pending} aria-busy={pending || undefined} aria-describedby={track ? undefined : why}>
            {pending ? 'Starting…' : 'Start the questions'}
          </button>
          {/* A disabled button says why (the why is its description). */}
          {!track && (
            <p id={why} className="disabled-reason">
              Choose Fundraising or Exit to start.
            </p>
          )}
        </div>
      </form>
      <aside className="pp-you-get" aria-labelledby={`${why}-get`}>
        <h3 id={`${why}-get`} className="pp-you-get__title">
          What you get
        </h3>
        <ol className="pp-you-get__list">
          {YOU_GET.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </li>
          ))}
        </ol>
        <p className="pp-you-get__foot">Written from your answers, saved in versions you can restore, and ready to share with a tracked link.</p>
      </aside>
    </div>
  );
}
