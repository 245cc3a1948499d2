import './sharing.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SHARING_CODES } from '../api/sharing';
import { createRequest, ShareForm, type ShareFormValues } from './share-form';
import { ShareItem } from './share-item';
import { SHARING_KEYS, useCreateShare, useOutputShares } from './use-sharing-queries';
import { LoadError } from '../ui/load-states';

/** `before`: what the owner should know before making a link (e.g. how much of a deck investors see). */
type SharePanelProps = { outputId: string; outputTitle: string; before?: ReactNode };

/** "Share" on an output's page: a disclosure whose panel manages the output's links. Nothing is fetched until it opens. */
export function SharePanel({ outputId, outputTitle, before }: SharePanelProps) {
  const uid = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="share-panel">
      <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={`${uid}-panel`} onClick={() => setOpen((v) => !v)}>
        Share
      </button>
      {open && <ShareManager id={`${uid}-panel`} outputId={outputId} outputTitle={outputTitle} before={before} />}
    </div>
  );
}

/**
 * An output's links and the form for a new one; `startCreating` opens the form at once (the Shares
 * page's "New link"). `embedded`: inside a panel that already names the output, so its own heading
 * is for screen readers only and its surface is the panel's (one card, not a card in a card).
 */
export function ShareManager({
  id,
  outputId,
  outputTitle,
  before,
  startCreating = false,
  embedded = false,
}: SharePanelProps & { id: string; startCreating?: boolean; embedded?: boolean }) {
  const uid = useId();
  const queryClient = useQueryClient();
  const shares = useOutputShares(outputId);
  const create = useCreateShare(outputId);
  const [creating, setCreating] = useState(startCreating);
  const [notice, setNotice] = useState('');
  const focusCopyOf = useRef<string | null>(null);
  const copyButtonId = (shareId: string) => `${uid}-${shareId}-copy`;
  const headingId = (shareId: string) => `${uid}-${shareId}-title`;

  // After a link is made, its Copy button takes focus: copying is what comes next.
  useEffect(() => {
    if (!focusCopyOf.current) return;
    const button = document.getElementById(copyButtonId(focusCopyOf.current));
    if (button) {
      button.focus();
      focusCopyOf.current = null;
    }
  });

  const list = shares.data ?? [];
  const showForm = creating || (shares.isSuccess && list.length === 0);

  const onCreate = (values: ShareFormValues) => {
    setNotice('');
    create.mutate(createRequest(outputId, values), {
      onSuccess: (share) => {
        setCreating(false);
        focusCopyOf.current = share.id;
        setNotice(`Link created for “${share.title}”. Copy it below to send it.`);
      },
    });
  };

  const refresh = () => {
    setNotice('');
    void queryClient.invalidateQueries({ queryKey: SHARING_KEYS.all });
  };

  const createError = create.error
    ? create.error.code === SHARING_CODES.outputNotFound
      ? 'This output is not ready to share yet. Please try again in a moment.'
      : `The link could not be created: ${create.error.message}`
    : null;

  return (
    <section id={id} className={`share-manager${embedded ? ' share-manager--embedded' : ''}`} aria-labelledby={`${uid}-title`}>
      <div className="share-manager__head">
        <h2 id={`${uid}-title`} className={embedded ? 'visually-hidden' : undefined}>
          Share links
        </h2>
        <div className="button-row">
          {!showForm && (
            <button type="button" className="button button--primary button--small" onClick={() => setCreating(true)}>
              New link
            </button>
          )}
          {!embedded && (
            <button type="button" className="button button--ghost button--small" onClick={refresh} disabled={shares.isFetching} aria-busy={shares.isFetching || undefined}>
              Refresh<span className="visually-hidden"> share links</span>
            </button>
          )}
        </div>
      </div>
      {!embedded && (
        <p className="hint">Anyone with a link can open this output read-only, as last saved, until it expires, reaches its view limit or you revoke it.</p>
      )}
      {before}
      <p className="form-success share-manager__notice" role="status">
        {notice}
      </p>
      {showForm && (
        <ShareForm
          defaultTitle={outputTitle}
          busy={create.isPending}
          error={createError}
          onSubmit={onCreate}
          onCancel={list.length > 0 ? () => setCreating(false) : undefined}
        />
      )}
      {shares.isPending && <p role="status">Loading share links…</p>}
      {shares.isError && (
        <LoadError message={`Your share links could not be loaded: ${shares.error.message}`} onRetry={() => void shares.refetch()} />
      )}
      {list.length > 0 && (
        <ul className="share-list">
          {list.map((share) => (
            <ShareItem
              key={share.id}
              share={share}
              outputId={outputId}
              copyButtonId={copyButtonId(share.id)}
              headingId={headingId(share.id)}
              onNotice={setNotice}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
