import { SAMPLE_FUNDRAISING_INTAKE } from '@bv/domain';
import type { OwnerRoomLink, Room, RoomLinkDocument, RoomLinkPage } from '@bv/contracts';
import { call, waitFor } from '@bv/testing';
import { pdfFixture } from '../libs/conversion/test/fixtures';
import { type EventTap } from './event-tap';
import { type Platform } from './harness';
import { folderNamed, startRoomsPlatform, upload, type RoomsPlatform } from './room-fixtures';
import type { Member } from './sharing-fixtures';

jest.setTimeout(240_000);

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type Output = { id: string; outputType: string; title: string; version: number };

// docs/product-rules.md, "Deal rooms": groups, generated outputs through a room link, the owner's preview.
describe('room groups, generated outputs and the owner preview', () => {
  let rooms: RoomsPlatform;
  let platform: Platform;
  let owner: Member;
  let events: EventTap;
  let room: Room;
  let deck: Output;
  const docs = { financials: '', legal: '', deck: '' };

  const visit = (token: string, path = '', headers: Record<string, string> = {}) => call(`${platform.services.gateway.url}/api/v1/shared/${token}/room${path}`, { headers: { 'user-agent': BROWSER, ...headers } });
  /** A download's status (a file on success, so not read as JSON). */
  const downloadStatus = async (token: string, documentId: string) => (await fetch(`${platform.services.gateway.url}/api/v1/shared/${token}/room/documents/${documentId}/download`, { headers: { 'user-agent': BROWSER } })).status;
  const createLink = async (body: Record<string, unknown>) => {
    const reply = await owner.api(`/rooms/${room.id}/links`, { body });
    expect(reply.status).toBe(201);
    return reply.body as unknown as OwnerRoomLink;
  };
  const viewCountOf = async (link: OwnerRoomLink) => ((await owner.api(`/rooms/${room.id}/links`)).body.links as OwnerRoomLink[]).find((l) => l.id === link.id)?.viewCount;

  beforeAll(async () => {
    rooms = await startRoomsPlatform('room-groups');
    ({ platform, owner, events } = rooms);
    room = (await owner.api('/rooms', { body: { name: 'Kopi Cloud raise', purpose: 'raise', fromTemplate: false } })).body as unknown as Room;
    await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Financials' } });
    await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Legal' } });
    room = (await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Pitch' } })).body as unknown as Room;
    const a = await upload(platform, owner, room.id, folderNamed(room, 'Financials').id, 'Accounts FY2025.pdf', await pdfFixture(1));
    const b = await upload(platform, owner, room.id, folderNamed(room, 'Legal').id, 'Cap table.pdf', await pdfFixture(1));
    docs.financials = String(a.complete?.body.id);
    docs.legal = String(b.complete?.body.id);

    // The founder's generated outputs (the deterministic writer), known to sharing as snapshots.
    const draft = await owner.api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 } });
    const started = await owner.api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
    const run = await waitFor(() => owner.api(`/pitchprep/runs/${started.body.id}`), (r) => r.body.status !== 'running', 60_000, 'the generation run');
    deck = (run.body.outputs as Output[]).find((o) => o.outputType === 'pitch_deck')!;
    const sharing = `"${platform.schemaOf('sharing')}"`;
    await waitFor(async () => (await platform.db.query(`SELECT count(*)::int AS n FROM ${sharing}.output_snapshots WHERE output_id = $1`, [deck.id])).rows[0].n as number, (n) => n === 1, 15_000, 'the deck in sharing');
    for (const id of [docs.financials, docs.legal]) {
      await waitFor(() => owner.api(`/rooms/${room.id}/documents/${id}`), (r) => r.body.status === 'ready', 90_000, 'the conversion');
    }
  });
  afterAll(() => rooms?.stop());

  it('adds a generated output to a folder as a live document an investor opens at its latest saved version', async () => {
    const added = await owner.api(`/rooms/${room.id}/outputs`, { body: { folderId: folderNamed(room, 'Pitch').id, outputId: deck.id } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ source: 'output', outputId: deck.id, type: 'pitch_deck', status: 'ready', version: deck.version });
    docs.deck = String(added.body.id);

    const link = await createLink({ title: 'Lead investor', folderIds: [folderNamed(room, 'Pitch').id] });
    const index = (await visit(link.token)).body as unknown as RoomLinkPage;
    expect(index.folders.map((f) => f.name)).toEqual(['Pitch']);
    expect(index.folders[0].documents).toEqual([expect.objectContaining({ id: docs.deck, source: 'output', type: 'pitch_deck', downloadable: false })]);

    const opened = (await visit(link.token, `/documents/${docs.deck}`)).body as unknown as RoomLinkDocument;
    expect(opened.output).toMatchObject({ outputType: 'pitch_deck', version: deck.version });
    const slides = (opened.output?.content as { slides: { title: string }[] }).slides;
    expect(slides.length).toBeGreaterThan(3);

    // The founder saves a new version: the room shows it without being touched.
    const current = (await owner.api(`/pitchprep/outputs/${deck.id}`)).body as { version: number; content: { slides: { title: string }[] } };
    const edited = { ...current.content, slides: current.content.slides.map((s, i) => (i === 1 ? { ...s, title: 'Kopi Cloud grew 3x in 2025' } : s)) };
    expect((await owner.api(`/pitchprep/outputs/${deck.id}`, { method: 'PUT', body: { baseVersion: current.version, content: edited } })).status).toBe(200);
    const reread = await waitFor(
      async () => (await visit(link.token, `/documents/${docs.deck}`)).body as unknown as RoomLinkDocument,
      (d) => d.output?.version === current.version + 1,
      15_000,
      'the new version through the link',
    );
    expect(JSON.stringify(reread.output?.content)).toContain('Kopi Cloud grew 3x in 2025');
    expect((await owner.api(`/rooms/${room.id}`)).body.folders).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Pitch', documents: [expect.objectContaining({ id: docs.deck, version: current.version + 1 })] })]));

    // A generated output has no file to download.
    expect((await visit(link.token, `/documents/${docs.deck}/download`)).status).toBe(403);
  });

  it('a group sees only its folders (404 outside them) and downloads only from its downloadable folder', async () => {
    const financials = folderNamed(room, 'Financials').id;
    const pitch = folderNamed(room, 'Pitch').id;
    const group = await createLink({ title: 'Buyer A', folderIds: [financials, pitch], downloadableFolderIds: [financials] });
    expect(group).toMatchObject({ folderIds: [financials, pitch], downloadableFolderIds: [financials], downloadableDocumentIds: [] });

    const index = (await visit(group.token)).body as unknown as RoomLinkPage;
    expect(index.folders.map((f) => f.name)).toEqual(['Financials', 'Pitch']);
    expect(index.folders.flatMap((f) => f.documents.map((d) => [d.name, d.downloadable]))).toEqual([
      ['Accounts FY2025.pdf', true],
      [deck.title, false],
    ]);
    expect(JSON.stringify(index)).not.toContain('Cap table');

    for (const path of [`/documents/${docs.legal}`, `/documents/${docs.legal}/pages/1`, `/documents/${docs.legal}/download`]) {
      expect((await visit(group.token, path)).body.error).toMatchObject({ code: 'SHARING.DOCUMENT_NOT_FOUND' });
    }
    expect(await downloadStatus(group.token, docs.financials)).toBe(200);

    // A file added later to the downloadable folder is downloadable too; the view-only folder's stay view-only.
    const later = await upload(platform, owner, room.id, financials, 'Management accounts Q3.pdf', await pdfFixture(1));
    const laterId = String(later.complete?.body.id);
    await waitFor(() => owner.api(`/rooms/${room.id}/documents/${laterId}`), (r) => r.body.status === 'ready', 90_000, 'the conversion');
    expect(await downloadStatus(group.token, laterId)).toBe(200);

    const viewOnly = await createLink({ title: 'Buyer B', folderIds: [financials] });
    expect(await visit(viewOnly.token, `/documents/${docs.financials}/download`)).toMatchObject({ status: 403, body: { error: { code: 'SHARING.DOWNLOAD_NOT_ALLOWED' } } });
  });

  it('refuses a downloadable folder the group does not open', async () => {
    const reply = await owner.api(`/rooms/${room.id}/links`, { body: { title: 'X', folderIds: [folderNamed(room, 'Pitch').id], downloadableFolderIds: [folderNamed(room, 'Legal').id] } });
    expect(reply).toMatchObject({ status: 404, body: { error: { code: 'SHARING.FOLDER_NOT_FOUND' } } });
  });

  it("the owner's signed-in preview is not a visit; a visitor with a token that is not valid counts as anyone", async () => {
    const link = await createLink({ title: 'Preview' });
    const asOwner = { authorization: `Bearer ${owner.token}` };
    expect((await visit(link.token, '', asOwner)).status).toBe(200);
    expect((await visit(link.token, `/documents/${docs.financials}`, asOwner)).status).toBe(200);
    expect(await viewCountOf(link)).toBe(0);

    expect((await visit(link.token, '', { authorization: 'Bearer not-a-token' })).status).toBe(200);
    expect(await viewCountOf(link)).toBe(1);
    await events.rows('room.viewed', (p) => p.linkId === link.id && p.viewCount === 1);
    const viewed = await events.snapshot('document.viewed');
    expect(viewed.rows.filter((r) => r.envelope.payload.linkId === link.id)).toEqual([]);
  });
});
