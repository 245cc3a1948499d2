import type { OwnerRoomLink, Room } from '@bv/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { roomLinksApi } from '../api/room-links';
import { formatDate } from '../format/format';
import { copyText } from '../sharing/copy-link';
import { endOfSingaporeDay, singaporeDay } from '../sharing/share-format';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SideDrawer } from '../ui/side-drawer';
import './room-outputs.css';
import { emptyGroupFolders, GroupFoldersFields, groupFoldersRequest, groupScopeOf, openedFolders, type GroupFolders } from './group-folders-fields';
import { RoomLinkAcceptances } from './room-link-acceptances';
import { accessOf, accessProblem, draftOf, emptyAccess, RoomLinkAccessFields, type AccessDraft } from './room-link-access-fields';

const LINK_KEYS = { list: (roomId: string) => ['rooms', roomId, 'links'] as const };

/** The link's access rules in a few words, for its row. */
function accessSummary(link: OwnerRoomLink): string | null {
  const parts = [
    link.requireEmail ? (link.allowedViewers.length ? `Verified e-mail (${link.allowedViewers.length} allowed)` : 'Verified e-mail') : null,
    link.agreement ? `NDA v${link.agreement.version} · ${link.acceptanceCount} accepted` : null,
    link.watermark ? 'Watermark' : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}


/**
 * "Share room" on the room editor (docs/product-rules.md, "Deal rooms": room links): a new link
 * for one buyer or investor (which folders it opens, which documents may be downloaded, an
 * optional last day), and the room's links with their views, Copy link and Revoke.
 */
export function RoomLinksDrawer({ room, onClose }: { room: Room; onClose: () => void }) {
  const client = useQueryClient();
  const links = useQuery<OwnerRoomLink[], ApiError>({ queryKey: LINK_KEYS.list(room.id), queryFn: () => roomLinksApi.list(room.id), staleTime: 0 });
  const [copied, setCopied] = useState<string | null>(null);
  const [created, setCreated] = useState<{ link: OwnerRoomLink; copied: boolean } | null>(null);
  const [open, setOpen] = useState<{ linkId: string; panel: 'access' | 'acceptances' } | null>(null);
  const toggle = (linkId: string, panel: 'access' | 'acceptances') => setOpen((now) => (now?.linkId === linkId && now.panel === panel ? null : { linkId, panel }));
  const [revoking, setRevoking] = useState<OwnerRoomLink | null>(null);
  const revoke = useMutation<OwnerRoomLink, ApiError, string>({
    mutationFn: (linkId) => roomLinksApi.revoke(room.id, linkId),
    onSuccess: () => client.invalidateQueries({ queryKey: LINK_KEYS.list(room.id) }),
    onSettled: () => setRevoking(null),
  });
  const copy = async (link: OwnerRoomLink) => {
    const done = await copyText(link.url);
    setCopied(done ? link.id : null);
    return done;
  };

  return (
    <SideDrawer title="Share this room" subtitle={room.name} label="Room links" onClose={onClose}>
      {revoking && (
        <ConfirmDialog title={`Revoke the link for “${revoking.title}”?`} confirmLabel="Revoke link" destructive busy={revoke.isPending} onConfirm={() => revoke.mutate(revoking.id)} onCancel={() => setRevoking(null)}>
          <p>Anyone using it loses access at once. This cannot be undone.</p>
        </ConfirmDialog>
      )}
      {revoke.isError && (
        <p className="room-error" role="alert">
          The link could not be revoked: {revoke.error.message}
        </p>
      )}
      {created && (
        <div className="room-link-created" role="status">
          <p>
            <strong>Link for “{created.link.title}” created.</strong> {created.copied ? 'It is copied: paste it into your message.' : 'Copy it below and send it.'}
          </p>
          <div className="room-link-row__actions">
            <input className="room-link-row__url" readOnly value={created.link.url} aria-label="New link" onFocus={(e) => e.target.select()} />
            <button className="button button--secondary button--small" type="button" onClick={() => void copy(created.link)}>
              {copied === created.link.id ? 'Copied' : 'Copy link'}
            </button>
            <a className="button button--ghost button--small" href={`${created.link.url}?preview`} target="_blank" rel="noreferrer">
              Preview as investor
            </a>
          </div>
        </div>
      )}
      <NewRoomLink
        room={room}
        onCreated={async (link) => {
          await client.invalidateQueries({ queryKey: LINK_KEYS.list(room.id) });
          setCreated({ link, copied: await copy(link) });
        }}
      />
      <section className="room-links" aria-labelledby="room-links-title">
        <h3 id="room-links-title" className="side-drawer__section-title">Links to this room</h3>
        {links.isPending && <p className="muted">Loading links…</p>}
        {links.isError && <p role="alert">The links could not be loaded. {links.error.message}</p>}
        {links.data?.length === 0 && <p className="muted">No links yet. A link opens the room to anyone who has it, without an account.</p>}
        <ul className="room-links__list">
          {links.data?.map((link) => (
            <li key={link.id} className={`room-link-row room-link-row--${link.state}`}>
              <div className="room-link-row__main">
                <strong>{link.title}</strong>
                <span className={`room-link-row__state room-link-row__state--${link.state}`}>{link.state === 'active' ? 'Active' : link.state === 'expired' ? 'Expired' : 'Revoked'}</span>
              </div>
              <p className="room-link-row__facts">
                {groupScopeOf(link, room)}
                {link.expiresAt ? ` · until ${formatDate(link.expiresAt)}` : ''}
              </p>
              <p className="room-link-row__facts">
                {link.viewCount} {link.viewCount === 1 ? 'visit' : 'visits'}
                {link.lastViewedAt ? ` · last ${formatDate(link.lastViewedAt)}` : ''}
              </p>
              {accessSummary(link) && <p className="room-link-row__facts room-link-row__access">{accessSummary(link)}</p>}
              {link.state === 'active' && (
                <div className="room-link-row__actions">
                  <input className="room-link-row__url" readOnly value={link.url} aria-label={`Link for ${link.title}`} onFocus={(e) => e.target.select()} />
                  <button className="button button--secondary button--small" type="button" onClick={() => void copy(link)}>
                    {copied === link.id ? 'Copied' : 'Copy link'}
                  </button>
                  <button
                    className="button button--danger-outline button--small"
                    type="button"
                    disabled={revoke.isPending}
                    onClick={() => setRevoking(link)}
                  >
                    Revoke
                  </button>
                </div>
              )}
              <div className="room-link-row__more">
                {link.state === 'active' && (
                  <button className="link-button" type="button" aria-expanded={open?.linkId === link.id && open.panel === 'access'} onClick={() => toggle(link.id, 'access')}>
                    Access rules
                  </button>
                )}
                {(link.agreement || link.acceptanceCount > 0) && (
                  <button className="link-button" type="button" aria-expanded={open?.linkId === link.id && open.panel === 'acceptances'} onClick={() => toggle(link.id, 'acceptances')}>
                    Acceptances ({link.acceptanceCount})
                  </button>
                )}
              </div>
              {open?.linkId === link.id && open.panel === 'access' && (
                <EditAccess
                  roomId={room.id}
                  link={link}
                  onSaved={async () => {
                    await client.invalidateQueries({ queryKey: LINK_KEYS.list(room.id) });
                    setOpen(null);
                  }}
                />
              )}
              {open?.linkId === link.id && open.panel === 'acceptances' && <RoomLinkAcceptances roomId={room.id} link={link} />}
            </li>
          ))}
        </ul>
      </section>
    </SideDrawer>
  );
}

function EditAccess({ roomId, link, onSaved }: { roomId: string; link: OwnerRoomLink; onSaved: () => Promise<void> }) {
  const [draft, setDraft] = useState<AccessDraft>(() => draftOf(link));
  const save = useMutation<OwnerRoomLink, ApiError>({ mutationFn: () => roomLinksApi.updateAccess(roomId, link.id, accessOf(draft)), onSuccess: onSaved });
  const problem = accessProblem(draft);
  return (
    <form
      className="room-link-form room-link-row__editor"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) save.mutate();
      }}
    >
      <RoomLinkAccessFields draft={draft} onChange={setDraft} />
      {save.isError && <p className="room-error" role="alert">{save.error.message}</p>}
      <div className="button-row">
        <button className="button button--primary button--small" type="submit" disabled={problem !== null || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save access rules'}
        </button>
        {problem && <p className="disabled-reason">{problem}</p>}
      </div>
    </form>
  );
}

function NewRoomLink({ room, onCreated }: { room: Room; onCreated: (link: OwnerRoomLink) => Promise<void> }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [scope, setScope] = useState<GroupFolders>(emptyGroupFolders);
  const [downloads, setDownloads] = useState<string[]>([]);
  const [expires, setExpires] = useState('');
  const [access, setAccess] = useState<AccessDraft>(emptyAccess);
  const create = useMutation<OwnerRoomLink, ApiError>({
    mutationFn: () =>
      roomLinksApi.create(room.id, {
        title: title.trim(),
        ...groupFoldersRequest(room, scope),
        downloadableDocumentIds: downloads.filter((d) => inScope.some((doc) => doc.id === d)),
        // Days are Singapore calendar days, as a share link's last day is, wherever the founder is.
        expiresAt: expires ? endOfSingaporeDay(expires) : null,
        ...accessOf(access),
      }),
    onSuccess: async (link) => {
      setTitle('');
      setDownloads([]);
      setExpires('');
      setScope(emptyGroupFolders);
      setAccess(emptyAccess);
      await onCreated(link);
    },
  });
  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  // Documents of view-only folders may still be downloadable one by one; a downloadable folder's are already.
  const inScope = openedFolders(room, scope).filter((f) => !scope.downloadableFolderIds.includes(f.id)).flatMap((f) => f.documents.filter((d) => d.source === 'upload' && d.status !== 'uploading'));
  const missing = title.trim() === '' ? 'Name the link to create it.' : !scope.everyFolder && scope.folderIds.length === 0 ? 'Choose at least one folder.' : accessProblem(access);

  return (
    <form
      className="room-link-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!missing) create.mutate();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-title`}>Who is it for?</label>
        <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} placeholder="e.g. Lead investor, or Buyer A — Tan Holdings" />
      </div>
      {/* Who gets in and on what terms first (as DocSend's link settings lead), then what it opens. */}
      <RoomLinkAccessFields draft={access} onChange={setAccess} />
      <div className="field">
        <label htmlFor={`${id}-expires`}>Last day it opens <span className="muted">(optional)</span></label>
        <input id={`${id}-expires`} type="date" min={singaporeDay(new Date())} value={expires} onChange={(e) => setExpires(e.target.value)} aria-describedby={`${id}-expires-day`} />
        {/* The date field draws the day in the browser's own order (11/29/2026 on a US browser): the day is said again as the app writes dates. */}
        <p className="hint" id={`${id}-expires-day`}>
          {expires ? `Opens until the end of ${formatDate(endOfSingaporeDay(expires))} (Singapore time).` : 'No last day: it opens until you turn it off.'}
        </p>
      </div>
      <GroupFoldersFields room={room} name={id} draft={scope} onChange={setScope} />
      <fieldset className="room-link-form__group">
        <legend>Single documents to download</legend>
        <p className="room-link-form__hint">In a view-only folder, documents stay view-only unless you allow their original file here.</p>
        {inScope.length === 0 ? (
          <p className="muted">No view-only documents in these folders.</p>
        ) : (
          <div className="room-link-form__docs">
            {inScope.map((d) => (
              <label key={d.id} className="room-link-form__option">
                <input type="checkbox" checked={downloads.includes(d.id)} onChange={() => setDownloads((all) => toggle(all, d.id))} /> <span className="room-link-form__doc">{d.name}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {create.isError && <p className="room-error" role="alert">{create.error.message}</p>}
      <div className="button-row room-link-form__submit">
        <button className="button button--primary" type="submit" disabled={missing !== null || create.isPending} aria-describedby={missing ? `${id}-why` : undefined}>
          {create.isPending ? 'Creating…' : 'Create link and copy it'}
        </button>
        {missing && <p id={`${id}-why`} className="disabled-reason">{missing}</p>}
      </div>
    </form>
  );
}
