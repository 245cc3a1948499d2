import type { RoomDocumentEntity } from '../rooms/entities/room-document.entity';
import { REPORT_GONE } from '../rooms/report/report-document';
import { downloadAllowed, visibleToVisitors } from './room-link-scope';

const doc = (over: Partial<RoomDocumentEntity>) => ({ id: 'doc-1', folderId: 'folder-1', source: 'upload', status: 'ready', outputId: null, ...over }) as RoomDocumentEntity;

// docs/product-rules.md, "Deal rooms": groups and generated outputs through a room link.
describe('room link scope', () => {
  it('allows a download for a ticked document or any document of a downloadable folder, never for an output', () => {
    const link = { downloadableDocumentIds: ['doc-2'], downloadableFolderIds: ['folder-9'] };
    expect(downloadAllowed(link, doc({}))).toBe(false);
    expect(downloadAllowed(link, doc({ id: 'doc-2' }))).toBe(true);
    expect(downloadAllowed(link, doc({ folderId: 'folder-9' }))).toBe(true);
    expect(downloadAllowed(link, doc({ folderId: 'folder-9', source: 'output', outputId: 'out-1' }))).toBe(false);
    // The ExitCheck report stays on screen even in a downloadable folder.
    expect(downloadAllowed(link, doc({ id: 'doc-2', folderId: 'folder-9', source: 'report' }))).toBe(false);
  });

  it('shows finished uploads and outputs that still exist', () => {
    const live = new Set(['out-1']);
    expect(visibleToVisitors(doc({}), live)).toBe(true);
    expect(visibleToVisitors(doc({ status: 'uploading' }), live)).toBe(false);
    expect(visibleToVisitors(doc({ source: 'output', outputId: 'out-1' }), live)).toBe(true);
    expect(visibleToVisitors(doc({ source: 'output', outputId: 'out-2' }), live)).toBe(false);
  });

  it('shows the ExitCheck report while it is prepared and once ready, and leaves it out once its audit is gone', () => {
    expect(visibleToVisitors(doc({ source: 'report', status: 'converting' }), new Set())).toBe(true);
    expect(visibleToVisitors(doc({ source: 'report' }), new Set())).toBe(true);
    expect(visibleToVisitors(doc({ source: 'report', status: 'failed', failureKind: 'converter-failed' }), new Set())).toBe(true);
    expect(visibleToVisitors(doc({ source: 'report', status: 'failed', failureKind: REPORT_GONE }), new Set())).toBe(false);
  });
});
