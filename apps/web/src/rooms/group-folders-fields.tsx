import type { OwnerRoomLink, Room } from '@bv/contracts';

/** What a group (a room link) opens: every folder or the chosen ones, and which of them are downloadable. */
export type GroupFolders = { everyFolder: boolean; folderIds: string[]; downloadableFolderIds: string[] };
export const emptyGroupFolders: GroupFolders = { everyFolder: true, folderIds: [], downloadableFolderIds: [] };

const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** The folders the draft opens, in the room's order. */
export const openedFolders = (room: Room, draft: GroupFolders) => room.folders.filter((f) => draft.everyFolder || draft.folderIds.includes(f.id));

/** The request's part: only downloadable folders the link opens are sent. */
export function groupFoldersRequest(room: Room, draft: GroupFolders): { folderIds: string[] | null; downloadableFolderIds: string[] } {
  const opened = new Set(openedFolders(room, draft).map((f) => f.id));
  return { folderIds: draft.everyFolder ? null : draft.folderIds, downloadableFolderIds: draft.downloadableFolderIds.filter((id) => opened.has(id)) };
}

/** A link's row: its folders with their permission ("Financials (download) · Legal (view only)"). */
export function groupScopeOf(link: OwnerRoomLink, room: Room): string {
  const folders = link.folderIds ? room.folders.filter((f) => link.folderIds?.includes(f.id)) : room.folders;
  if (link.folderIds && folders.length === 0) return 'Folders since deleted';
  const named = folders.map((f) => `${f.name} (${link.downloadableFolderIds.includes(f.id) ? 'download' : 'view only'})`);
  const n = link.downloadableDocumentIds.length;
  const files = n > 0 ? [`${n} more ${n === 1 ? 'document' : 'documents'} downloadable`] : [];
  return [`${link.folderIds ? '' : 'All folders: '}${named.join(' · ')}`, ...files].join(' · ');
}

/**
 * "Folders it opens" on a new room link (docs/product-rules.md, "Deal rooms": groups): all folders
 * or the chosen ones, each view-only or downloadable. Folders it does not open stay invisible to the
 * group's investors.
 */
export function GroupFoldersFields({ room, name, draft, onChange }: { room: Room; name: string; draft: GroupFolders; onChange: (next: GroupFolders) => void }) {
  const set = (changes: Partial<GroupFolders>) => onChange({ ...draft, ...changes });
  return (
    <fieldset className="room-link-form__group">
      <legend>Folders it opens</legend>
      <label className="room-link-form__option">
        <input type="radio" name={`${name}-scope`} checked={draft.everyFolder} onChange={() => set({ everyFolder: true })} /> All folders, and folders added later
      </label>
      <label className="room-link-form__option">
        <input type="radio" name={`${name}-scope`} checked={!draft.everyFolder} onChange={() => set({ everyFolder: false })} /> Only the folders I choose
      </label>
      {/* With every folder open the permissions are not asked one by one (each stays as set): a per-folder choice belongs to "Only the folders I choose". */}
      {draft.everyFolder && <p className="room-link-form__hint">To allow downloads folder by folder, pick the folders one by one.</p>}
      <ul className="group-folders">
        {room.folders.map((f) => {
          const opened = draft.everyFolder || draft.folderIds.includes(f.id);
          return (
            <li key={f.id} className={`group-folder${opened ? '' : ' group-folder--closed'}`}>
              {draft.everyFolder ? (
                <span className="group-folder__name">{f.name} <span className="muted">({f.documents.length})</span></span>
              ) : (
                <label className="group-folder__name">
                  <input type="checkbox" checked={opened} onChange={() => set({ folderIds: toggle(draft.folderIds, f.id) })} /> {f.name} <span className="muted">({f.documents.length})</span>
                </label>
              )}
              {opened && (
                <select
                  disabled={draft.everyFolder}
                  className="input group-folder__permission"
                  aria-label={`Permission for ${f.name}`}
                  value={draft.downloadableFolderIds.includes(f.id) ? 'download' : 'view'}
                  onChange={(e) => set({ downloadableFolderIds: e.target.value === 'download' ? [...draft.downloadableFolderIds, f.id] : draft.downloadableFolderIds.filter((id) => id !== f.id) })}
                >
                  <option value="view">View only</option>
                  <option value="download">Download allowed</option>
                </select>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
