import type { OwnerRoomLink, Room } from '@bv/contracts';
import { groupFoldersRequest, groupScopeOf } from './group-folders-fields';

const room = { folders: [{ id: 'f1', name: 'Financials', documents: [] }, { id: 'f2', name: 'Legal', documents: [] }] } as unknown as Room;

describe('group folders', () => {
  it('sends only downloadable folders the group opens', () => {
    expect(groupFoldersRequest(room, { everyFolder: false, folderIds: ['f1'], downloadableFolderIds: ['f1', 'f2'] })).toEqual({ folderIds: ['f1'], downloadableFolderIds: ['f1'] });
    expect(groupFoldersRequest(room, { everyFolder: true, folderIds: [], downloadableFolderIds: ['f2'] })).toEqual({ folderIds: null, downloadableFolderIds: ['f2'] });
  });

  it("says each folder's permission on the link's row", () => {
    const link = { folderIds: ['f1', 'f2'], downloadableFolderIds: ['f1'], downloadableDocumentIds: [] } as unknown as OwnerRoomLink;
    expect(groupScopeOf(link, room)).toBe('Financials (download) · Legal (view only)');
    expect(groupScopeOf({ ...link, folderIds: null, downloadableDocumentIds: ['d1'] }, room)).toBe('All folders: Financials (download) · Legal (view only) · 1 more document downloadable');
  });
});
