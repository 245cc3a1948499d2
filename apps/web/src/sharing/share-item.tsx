import type { OwnerShare } from '@bv/contracts';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SHARING_CODES } from '../api/sharing';
import { usePathPrefix } from '../routing/path-prefix';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useToast } from '../ui/toast/toast-context';
import { copyText } from './copy-link';
import { ShareForm, updateRequest, type ShareFormValues } from './share-form';
import { formatShareTime, isFinalState, SHARE_STATE_LABELS } from './share-format';
import { ShareViews } from './share-views';
import { useRevokeShare, useUpdateShare } from './use-sharing-queries';

export const COPIED_MESSAGE = 'Link copied!';

type ShareItemProps = {
  share: OwnerShare;
  outputId: string;
  /** Ids the panel uses to move focus to this share's controls. */
  copyButtonId: string;
  headingId: string;
  onNotice: (message: string) => void;
};

/** One link: its state and figures, copy, edit, views and revoke. */
export function ShareItem({ share, outputId, copyButtonId, headingId, onNotice }: ShareItemProps) {
  const uid = useId();
  const showToast = useToast();
  const { withPrefix } = usePathPrefix();
  const linkField = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [viewsOpen, setViewsOpen] = useState(false);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const update = useUpdateShare(outputId);
  const revoke = useRevokeShare(outputId);
  const final = isFinalState(share.state);

  const copy = async () => {
    if (await copyText(share.url)) {
      showToast({ title: COPIED_MESSAGE });
      return;
    }
    linkField.current?.select();
    showToast({ title: 'Copy failed', description: 'The link is selected: copy it with your keyboard or menu.', variant: 'destructive' });
  };

  const onRevoke = () => {
    revoke.mutate(share.id, {
      onSettled: () => setConfirmingRevoke(false),
      onSuccess: () => {
        onNotice(`“${share.title}” was revoked. Its link no longer opens.`);
        document.getElementById(headingId)?.focus();
      },
    });
  };

  const onSave = (values: ShareFormValues, initial: ShareFormValues) => {
    const changes = updateRequest(initial, values);
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    update.mutate(
      { shareId: share.id, changes },
      {
        onSuccess: (next) => {
          setEditing(false);
          onNotice(`“${next.title}” was saved.`);
        },
      },
    );
  };

  const updateError = update.error
    ? update.error.code === SHARING_CODES.revoked
      ? 'This link has been revoked and can no longer be changed.'
      : `The link could not be saved: ${update.error.message}`
    : null;

  return (
    <li className="share-item">
      <div className="share-item__head">
        <h3 id={headingId} tabIndex={-1}>
          {share.title}
        </h3>
        <span className={`share-badge share-badge--${share.state}`}>{SHARE_STATE_LABELS[share.state]}</span>
      </div>
      <dl className="share-item__facts">
        <div>
          <dt>Views</dt>
          <dd>
            {share.viewCount}
            {share.maxViews !== null && <> of {share.maxViews} allowed</>}
          </dd>
        </div>
        <div>
          <dt>Last viewed</dt>
          <dd>{share.lastViewedAt ? formatShareTime(share.lastViewedAt) : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{share.expiresAt ? formatShareTime(share.expiresAt) : 'Never'}</dd>
        </div>
        <div>
          <dt>Password</dt>
          <dd>{share.requiresPassword ? 'Yes' : 'No'}</dd>
        </div>
        {share.requireEmail && (
          <div>
            <dt>Viewers</dt>
            <dd>{share.allowedViewers.length === 0 ? 'Give their e-mail' : `Only ${share.allowedViewers.length === 1 ? share.allowedViewers[0] : `${share.allowedViewers.length} listed`}`}</dd>
          </div>
        )}
        <div>
          <dt>Download</dt>
          <dd>{share.allowDownload ? (share.requireEmail ? 'PDF, watermarked' : 'PDF') : 'Off'}</dd>
        </div>
        {share.notifyOnView && (
          <div>
            <dt>E-mail on view</dt>
            <dd>On</dd>
          </div>
        )}
      </dl>
      {!final && (
        <div className="share-item__link">
          <label htmlFor={`${uid}-url`} className="visually-hidden">
            Link to {share.title}
          </label>
          <input ref={linkField} id={`${uid}-url`} type="text" readOnly value={share.url} onFocus={(e) => e.target.select()} />
          <button id={copyButtonId} type="button" className="button button--primary button--small" onClick={() => void copy()}>
            Copy link<span className="visually-hidden"> to {share.title}</span>
          </button>
        </div>
      )}
      <div className="button-row share-item__actions">
        {!final && (
          <button type="button" className="button button--secondary button--small" aria-expanded={editing} onClick={() => setEditing((v) => !v)} disabled={revoke.isPending}>
            Edit<span className="visually-hidden"> {share.title}</span>
          </button>
        )}
        <button type="button" className="button button--secondary button--small" aria-expanded={viewsOpen} onClick={() => setViewsOpen((v) => !v)}>
          Views over time<span className="visually-hidden"> of {share.title}</span>
        </button>
        <Link className="button button--ghost button--small" to={withPrefix(`/shares/${share.id}`)}>
          Full analytics<span className="visually-hidden"> of {share.title}</span>
        </Link>
        {!final && (
          <button type="button" className="button button--ghost button--small pp-danger" onClick={() => setConfirmingRevoke(true)} disabled={revoke.isPending} aria-busy={revoke.isPending || undefined}>
            Revoke<span className="visually-hidden"> {share.title}</span>
          </button>
        )}
      </div>
      {confirmingRevoke && (
        <ConfirmDialog title={`Revoke “${share.title}”?`} confirmLabel="Revoke link" destructive busy={revoke.isPending} onConfirm={onRevoke} onCancel={() => setConfirmingRevoke(false)}>
          <p>Anyone with the link will no longer be able to open it. This cannot be undone.</p>
        </ConfirmDialog>
      )}
      {revoke.error && (
        <p className="form-error" role="alert">
          The link could not be revoked: {revoke.error.message}
        </p>
      )}
      {editing && !final && (
        <ShareForm share={share} defaultTitle={share.title} busy={update.isPending} error={updateError} onSubmit={onSave} onCancel={() => setEditing(false)} />
      )}
      {viewsOpen && <ShareViews shareId={share.id} title={share.title} outputType={share.outputType} />}
      {share.state !== 'active' && !final && <p className="hint">{inactiveHint(share)}</p>}
    </li>
  );
}

function inactiveHint(share: OwnerShare): string {
  switch (share.state) {
    case 'private':
      return 'Private: the link does not open until you allow anyone with it again (Edit).';
    case 'expired':
      return 'Expired: choose a later expiry day (Edit) to open it again.';
    case 'view_limit_reached':
      return 'The view limit is reached: raise or clear the maximum (Edit) to open it again.';
    default:
      return '';
  }
}
