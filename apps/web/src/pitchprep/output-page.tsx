import './pitchprep.css';
import type { OutputView } from '@bv/contracts';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageMeta } from '../hooks/use-page-meta';
import { Breadcrumbs } from '../layout/breadcrumbs';
import { WorkspaceShell } from '../layout/workspace-page';
import { usePathPrefix } from '../routing/path-prefix';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SharePanel } from '../sharing/share-panel';
import { TrackEvidence } from '../readiness/track-evidence';
import { ChecklistEditor } from './editor/checklist-editor';
import { editableContent } from './editor/content';
import { DeckEditor } from './editor/deck-editor';
import { DeckGapsLink } from './editor/deck-gaps';
import { InvestorCopySummary } from './editor/investor-copy-summary';
import { FaqEditor } from './editor/faq-editor';
import { useUnsavedChangesWarning } from './editor/use-unsaved-changes';
import { VersionHistory } from './editor/version-history';
import { DownloadMenu } from './download-menu';
import { formatDateTime } from '../format/format';
import { authorshipLabel, OUTPUT_LABELS, TRACK_LABELS } from './output-labels';
import { useDeleteOutput, useOutput, useRestoreVersion, useSaveOutput } from './use-pitchprep-queries';
import { assessmentsErrors } from '@bv/contracts/messages';
import { useDeckTheme } from './editor/deck-theme';

export const VERSION_CONFLICT_CODE = assessmentsErrors.PITCHPREP_VERSION_CONFLICT.code;
export const CONFLICT_MESSAGE = assessmentsErrors.PITCHPREP_VERSION_CONFLICT.message;

/** /pitchprep/outputs/:id — one output's editor, versions and downloads (signed in). */
export function PitchPrepOutputPage() {
  const { id = '' } = useParams();
  const output = useOutput(id);
  const { withPrefix } = usePathPrefix();
  usePageMeta({ title: output.data ? `${output.data.title} · PitchPrep` : 'PitchPrep output', noindex: true });

  return (
    <WorkspaceShell>
      <div className="pp-output-page">
        {output.isPending ? (
          <EditorSkeleton />
        ) : output.isError ? (
          <div className="lite-card">
            <h1>{output.error.status === 404 ? 'Output not found' : 'This output could not be loaded'}</h1>
            <p>{output.error.status === 404 ? 'It does not exist, was deleted, or belongs to another account.' : output.error.message}</p>
            <div className="button-row">
              {output.error.status !== 404 && (
                <button type="button" className="button button--secondary" onClick={() => void output.refetch()}>
                  Try again
                </button>
              )}
              <Link className="button button--primary" to={withPrefix('/dashboard')}>
                Go to dashboard
              </Link>
            </div>
          </div>
        ) : (
          <OutputWorkspace view={output.data} reload={async () => (await output.refetch()).data} />
        )}
      </div>
    </WorkspaceShell>
  );
}

/** While the output loads, the editor's own shape (title, save bar, rail and slide), so nothing jumps when it arrives. */
function EditorSkeleton() {
  return (
    <div className="pp-loading" role="status" aria-busy="true">
      <span className="visually-hidden">Loading your output…</span>
      <span className="pp-loading__shapes" aria-hidden="true">
        <span className="skeleton__bar skeleton__bar--title" />
        <span className="skeleton__bar pp-loading__toolbar" />
        <span className="pp-loading__body">
          <span className="pp-loading__rail">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="skeleton__bar pp-loading__thumb" />
            ))}
          </span>
          <span className="skeleton__bar pp-loading__slide" />
        </span>
      </span>
    </div>
  );
}

type Draft = { title: string; content: unknown };
const draftOf = (view: OutputView): Draft => ({ title: view.title, content: view.content });
const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

function OutputWorkspace({ view, reload }: { view: OutputView; reload: () => Promise<OutputView | undefined> }) {
  const uid = useId();
  const navigate = useNavigate();
  const { withPrefix } = usePathPrefix();
  // `base` is the version the edits start from: it is what Save sends as baseVersion.
  const [base, setBase] = useState(view);
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [notice, setNotice] = useState('');
  const [conflict, setConflict] = useState(false);
  const [deleted, setDeleted] = useState(false);
  /** The in-page confirmation open: deleting the output, or a restore that would drop unsaved edits. */
  const [confirming, setConfirming] = useState<{ kind: 'delete' } | { kind: 'restore'; version: number } | null>(null);
  const save = useSaveOutput(view.id);
  const restore = useRestoreVersion(view.id);
  const remove = useDeleteOutput(view.id);

  const dirty = !same(draft, draftOf(base));
  const busy = save.isPending || restore.isPending || remove.isPending;
  const leaveUnsaved = useUnsavedChangesWarning(dirty && !deleted);
  const deckTheme = useDeckTheme();

  const adopt = (next: OutputView) => {
    setBase(next);
    setDraft(draftOf(next));
    setConflict(false);
  };

  // A newer version read from the server (e.g. on arrival) replaces the editor only when nothing is unsaved.
  useEffect(() => {
    if (view.version !== base.version && !dirty) adopt(view);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new server version should trigger this
  }, [view.version]);

  useEffect(() => {
    if (deleted) navigate(withPrefix('/dashboard'));
  }, [deleted, navigate, withPrefix]);

  const titleMissing = draft.title.trim() === '';
  const canSave = dirty && !busy && !titleMissing && editableContent(base.outputType, draft.content).kind !== 'raw';

  const onSave = () => {
    setNotice('');
    save.mutate(
      { baseVersion: base.version, title: draft.title.trim(), content: draft.content },
      {
        onSuccess: (next) => {
          adopt(next);
          setNotice(`Saved as version ${next.version}.`);
        },
        onError: (error) => {
          if (error.status === 409 || error.code === VERSION_CONFLICT_CODE) setConflict(true);
        },
      },
    );
  };

  // Ctrl+S / Cmd+S saves a version, as in every editor, instead of the browser saving the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      if (canSave) onSave();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onRestore = (version: number) => {
    if (dirty) setConfirming({ kind: 'restore', version });
    else restoreVersion(version);
  };
  const restoreVersion = (version: number) => {
    setNotice('');
    restore.mutate(version, {
      onSettled: () => setConfirming(null),
      onSuccess: (next) => {
        adopt(next);
        setNotice(`Version ${version} restored as version ${next.version}.`);
      },
    });
  };

  const onReload = async () => {
    const latest = await reload();
    if (latest) {
      adopt(latest);
      setNotice(`Showing the latest version (${latest.version}).`);
    }
  };

  const onDelete = () => remove.mutate(undefined, { onSettled: () => setConfirming(null), onSuccess: () => setDeleted(true) });

  const editable = editableContent(base.outputType, draft.content);
  // A link shows the last saved version, so the share panel counts that one's slides.
  const savedDeck = editableContent(base.outputType, base.content);
  const setContent = (content: unknown) => setDraft((current) => ({ ...current, content }));
  const saveError = save.error && !conflict ? `Your changes could not be saved: ${save.error.message}` : null;
  const otherError = restore.error ? `That version could not be restored: ${restore.error.message}` : remove.error ? `The output could not be deleted: ${remove.error.message}` : null;

  return (
    <article className="pp-output" aria-labelledby={`${uid}-title`}>
      {leaveUnsaved}
      <Breadcrumbs trail={[{ label: 'PitchPrep', to: '/pitchprep' }, { label: OUTPUT_LABELS[base.outputType] }]} />
      {/* The title is edited where it stands, as a document's name is in Gamma or Google Docs; the
          heading says it to screen readers and the Share button sits at its right. */}
      <header className="pp-output__header">
        <h1 id={`${uid}-title`} className="visually-hidden">
          {base.title}
        </h1>
        <div className="field pp-output__title-field">
          <label htmlFor={`${uid}-title-input`} className="visually-hidden">
            Title
          </label>
          <input
            id={`${uid}-title-input`}
            type="text"
            className="pp-output__title-input"
            value={draft.title}
            maxLength={200}
            aria-invalid={titleMissing || undefined}
            aria-describedby={titleMissing ? `${uid}-title-error` : undefined}
            onChange={(e) => setDraft((current) => ({ ...current, title: e.target.value }))}
          />
          {titleMissing && (
            <p className="field__error" id={`${uid}-title-error`}>
              Give the output a title before saving.
            </p>
          )}
        </div>
        <p className="pp-output__meta">
          <span className="pp-output__kind">
            {OUTPUT_LABELS[base.outputType]} · {TRACK_LABELS[base.track]} track
          </span>
          <span className={`pp-badge${base.aiGenerated ? ' pp-badge--ai' : ''}`}>{authorshipLabel(base.aiGenerated)}</span>
          <span className="muted">
            Version {base.version} · last saved {formatDateTime(base.updatedAt)}
          </span>
        </p>
        <SharePanel outputId={base.id} outputTitle={base.title} before={savedDeck.kind === 'deck' && <InvestorCopySummary deck={savedDeck.content} />} />
      </header>

      {/* One slim sticky row: on a phone it fits 390 px without cutting a label (docs/product-rules.md, "PitchPrep outputs"). */}
      <div className="pp-toolbar" role="region" aria-label="Save and download">
        <div className="pp-toolbar__row">
          {/* With nothing to save the button rests as a quiet outline, not a greyed-out primary that reads as broken. */}
          <button
            type="button"
            className={`button ${dirty ? 'button--primary' : 'button--secondary'} pp-toolbar__save`}
            onClick={onSave}
            disabled={!canSave}
            aria-busy={save.isPending || undefined}
            aria-keyshortcuts="Control+S Meta+S"
          >
            {save.isPending ? 'Saving…' : 'Save version'}
          </button>
          <p className={`hint pp-toolbar__status${dirty && !notice ? ' is-dirty' : ''}`} role="status">
            {notice || (dirty ? 'Unsaved changes' : 'All changes saved')}
          </p>
          {editable.kind === 'deck' && <DeckGapsLink deck={editable.content} className="pp-toolbar__gaps" />}
          <DownloadMenu
            outputId={base.id}
            outputType={base.outputType}
            dirty={dirty}
            before={editable.kind === 'deck' && <DeckGapsLink deck={editable.content} className="pp-download__gaps" long />}
          />
        </div>
        {conflict && (
          <div className="inline-error" role="alert">
            <p>{CONFLICT_MESSAGE}</p>
            <button type="button" className="button button--secondary button--small" onClick={() => void onReload()}>
              Reload
            </button>
          </div>
        )}
        {(saveError || otherError) && (
          <div className="inline-error" role="alert">
            <p>{saveError ?? otherError}</p>
          </div>
        )}
      </div>

      <div className={`pp-output__body pp-output__body--${editable.kind}`}>
        <div className="pp-output__main">
          {editable.kind === 'deck' && <DeckEditor deck={editable.content} companyName={base.title.split(' — ')[0] || base.title} onChange={setContent} theme={deckTheme} />}
          {editable.kind === 'faq' && <FaqEditor faq={editable.content} onChange={setContent} />}
          {editable.kind === 'checklist' && <ChecklistEditor checklist={editable.content} onChange={setContent} />}
          {editable.kind === 'checklist' && <TrackEvidence track={base.track} />}
          {editable.kind === 'raw' && (
            <>
              <p className="hint">This output has a shape the editor does not know, so it is shown as it is stored.</p>
              <pre className="pp-raw">{JSON.stringify(editable.content, null, 2)}</pre>
            </>
          )}
        </div>
        <aside className="pp-output__side">
          <VersionHistory view={base} busy={busy} onRestore={onRestore} />
          <section className="pp-danger-zone" aria-labelledby={`${uid}-delete`}>
            <h2 id={`${uid}-delete`}>Delete</h2>
            <p className="hint">Deletes this output and all its versions.</p>
            <button type="button" className="button button--ghost pp-danger" onClick={() => setConfirming({ kind: 'delete' })} disabled={busy}>
              Delete output
            </button>
          </section>
        </aside>
      </div>
      {confirming?.kind === 'delete' && (
        <ConfirmDialog title={`Delete “${base.title}”?`} confirmLabel="Delete output" destructive busy={remove.isPending} onConfirm={onDelete} onCancel={() => setConfirming(null)}>
          <p>This deletes the output and all its versions, and its share links stop working. This cannot be undone.</p>
        </ConfirmDialog>
      )}
      {confirming?.kind === 'restore' && (
        <ConfirmDialog
          title={`Restore version ${confirming.version}?`}
          confirmLabel={`Restore version ${confirming.version}`}
          busy={restore.isPending}
          onConfirm={() => restoreVersion(confirming.version)}
          onCancel={() => setConfirming(null)}
        >
          <p>It replaces your unsaved changes. The version you restore is saved as a new version; the others stay in the history.</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
