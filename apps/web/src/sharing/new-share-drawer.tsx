import type { OutputSummary } from '@bv/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../format/format';
import { OUTPUT_LABELS } from '../pitchprep/output-labels';
import { useOutputs } from '../pitchprep/use-pitchprep-queries';
import { usePathPrefix } from '../routing/path-prefix';
import { LoadError } from '../ui/load-states';
import { ShareManager } from './share-panel';

/** Step 1: which deck, FAQ or checklist the link opens, newest first. */
function OutputChoice({ outputs, onChoose }: { outputs: OutputSummary[]; onChoose: (output: OutputSummary) => void }) {
  const name = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const choice = outputs.find((o) => o.id === chosen);
  return (
    <form
      className="new-share__choice"
      onSubmit={(e) => {
        e.preventDefault();
        if (choice) onChoose(choice);
      }}
    >
      <fieldset className="choice-group">
        <legend className="new-share__legend">What should the link open?</legend>
        {outputs.map((o) => (
          <label key={o.id} className={`choice${chosen === o.id ? ' choice--selected' : ''}`}>
            <input type="radio" name={name} value={o.id} checked={chosen === o.id} onChange={() => setChosen(o.id)} />
            <span>
              <strong>{o.title}</strong>
              <br />
              <span className="muted">
                {OUTPUT_LABELS[o.outputType]} · saved {formatDate(o.updatedAt)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={!choice} aria-describedby={choice ? undefined : `${name}-why`}>
          Continue
        </button>
        {!choice && (
          <p id={`${name}-why`} className="disabled-reason">
            Choose a document to continue.
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * "New link" on the Shares page: choose the output, then the output's own share panel (the form
 * a link is made with, and the links it already has), in a panel above the list. Not the admin's
 * side drawer: sharing it would make a chunk of its own, and the landing entry, which names every
 * chunk, has no bytes to spare.
 */
export function NewSharePanel({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { withPrefix } = usePathPrefix();
  const outputs = useOutputs();
  const [output, setOutput] = useState<OutputSummary | null>(null);
  const newest = [...(outputs.data ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <section className="card new-share" aria-labelledby={`${id}-title`}>
      <header className="new-share__head">
        <div>
          <h2 id={`${id}-title`} className="new-share__title">
            {output ? `Share “${output.title}”` : 'New share link'}
          </h2>
          <p className="new-share__step">
            {output
              ? `Step 2 of 2: the link opens this ${OUTPUT_LABELS[output.outputType].toLowerCase()} read-only, as last saved, until it expires, reaches its view limit or you revoke it.`
              : 'Step 1 of 2: choose what to share'}
          </p>
        </div>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close<span className="visually-hidden"> new share link</span>
        </button>
      </header>
      {outputs.isPending && <p role="status">Loading your documents…</p>}
      {outputs.isError && <LoadError message="Your documents could not be loaded." onRetry={() => void outputs.refetch()} />}
      {outputs.isSuccess && newest.length === 0 && (
        <div className="new-share__empty">
          <p>There is nothing to share yet: PitchPrep writes your deck, FAQ and checklist from a short intake.</p>
          <Link className="button button--primary" to={withPrefix('/pitchprep')}>
            Go to PitchPrep
          </Link>
        </div>
      )}
      {!output && newest.length > 0 && <OutputChoice outputs={newest} onChoose={setOutput} />}
      {output && (
        <>
          <button type="button" className="button button--ghost button--small new-share__back" onClick={() => setOutput(null)}>
            <span aria-hidden="true">←</span> Choose another document
          </button>
          <ShareManager id={`${id}-manager`} outputId={output.id} outputTitle={output.title} startCreating embedded />
        </>
      )}
    </section>
  );
}
