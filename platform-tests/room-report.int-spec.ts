import { CURRENT_PRO_QUESTION_BANK, SAMPLE_FUNDRAISING_INTAKE, checklistItemKey } from '@bv/domain';
import type { OwnerRoomLink, ReadinessView, Room, RoomAnalytics, RoomDocument, RoomLinkPage } from '@bv/contracts';
import { call, waitFor } from '@bv/testing';
import { documentPrefix } from '@bv/storage';
import { type EventTap } from './event-tap';
import { type Platform } from './harness';
import { folderNamed, startRoomsPlatform, type RoomsPlatform } from './room-fixtures';
import { member, type Member } from './sharing-fixtures';

jest.setTimeout(240_000);

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const questions = CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions);

// docs/product-rules.md, "Deal rooms" (the ExitCheck Pro report as a live document) and
// docs/architecture-notes.md, "ExitCheck report in deal rooms": real services, the converter's
// worker in this process, the local object store.
describe('the ExitCheck Pro report in a deal room: the latest audit as page images, refreshed by a newer one', () => {
  let rooms: RoomsPlatform;
  let platform: Platform;
  let owner: Member;
  let events: EventTap;
  let room: Room;
  let reportId: string;
  let link: OwnerRoomLink;
  const audits: { id: string; score: number }[] = [];

  const visit = (path = '') => call(`${platform.services.gateway.url}/api/v1/shared/${link.token}/room${path}`, { headers: { 'user-agent': BROWSER } });
  const document = async () => (await owner.api(`/rooms/${room.id}/documents/${reportId}`)).body as unknown as RoomDocument;
  const keys = async () => (await rooms.store.list(documentPrefix(room.id, reportId))).map((o) => o.key.slice(documentPrefix(room.id, reportId).length));

  /** A completed audit: every question answered with its `pick` option (lowest first or highest first). */
  async function completeAudit(pick: 'lowest' | 'highest'): Promise<{ id: string; score: number }> {
    const userInfo = { name: 'Kumar Pillai', email: 'kumar@straits.example.sg', company: 'Straits Logistics Pte Ltd', revenue: 'S$5–10m', industry: 'Logistics', phone: '+65 6123 4567' };
    const draft = await owner.api('/exitcheck/assessments', { body: { userInfo } });
    expect(draft.status).toBe(200);
    const id = String(draft.body.id);
    for (const q of questions) {
      const sorted = [...q.options].sort((a, b) => a.score - b.score);
      const option = pick === 'lowest' ? sorted[0] : sorted[sorted.length - 1];
      expect((await owner.api(`/exitcheck/assessments/${id}/responses`, { method: 'PUT', body: { questionId: q.id, optionId: option.id } })).status).toBe(200);
    }
    const done = await owner.api(`/exitcheck/assessments/${id}/complete`, { method: 'POST' });
    expect(done.status).toBe(200);
    return { id, score: Number(done.body.totalScore) };
  }

  beforeAll(async () => {
    rooms = await startRoomsPlatform('room-report');
    ({ platform, owner, events } = rooms);
    await waitFor(() => owner.api('/exitcheck/access'), (r) => r.body.allowed === true, 15_000, 'ExitCheck access');
    // A checklist of the room's track, so the report can evidence one of its items.
    const intake = await owner.api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 } });
    const run = await owner.api(`/pitchprep/intake/${intake.body.id}/generate`, { method: 'POST' });
    await waitFor(() => owner.api(`/pitchprep/runs/${run.body.id}`), (r) => r.body.status !== 'running', 30_000, 'the generation run');
    room = (await owner.api('/rooms', { body: { name: 'Straits raise', purpose: 'raise', fromTemplate: false } })).body as unknown as Room;
    room = (await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Readiness', description: 'Where we stand' } })).body as unknown as Room;
  });
  afterAll(() => rooms?.stop());

  it('refuses the report before any completed audit, and bad input, with clear errors', async () => {
    const folderId = folderNamed(room, 'Readiness').id;
    const none = await owner.api(`/rooms/${room.id}/report`, { body: { folderId } });
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({ code: 'SHARING.REPORT_NO_AUDIT', message: 'You have no completed ExitCheck Pro audit yet. Complete one, then add its report.' });
    expect((await owner.api(`/rooms/${room.id}/report`, { body: {} })).status).toBe(400);
    expect((await owner.api(`/rooms/${room.id}/report`, { body: { folderId: 'nope' } })).status).toBe(400);
    expect((await owner.api(`/rooms/${room.id}/report`, { body: { folderId: room.id } })).body.error).toMatchObject({ code: 'SHARING.FOLDER_NOT_FOUND' });
    expect((await call(`${platform.services.gateway.url}/api/v1/rooms/${room.id}/report`, { body: { folderId } })).status).toBe(401);
  });

  it("adds the founder's latest audit as page images of its PDF; one report per room; another founder cannot", async () => {
    audits.push(await completeAudit('lowest'));
    const folderId = folderNamed(room, 'Readiness').id;
    const added = await owner.api(`/rooms/${room.id}/report`, { body: { folderId } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ source: 'report', type: 'exitcheck_report', name: 'ExitCheck Pro report', outputId: null, status: 'converting', version: 1, report: { assessmentId: audits[0].id, score: audits[0].score } });
    reportId = String(added.body.id);
    const ready = await waitFor(document, (d) => d.status === 'ready', 90_000, 'the report converted');
    expect(ready.pageCount).toBeGreaterThan(1);
    expect(ready.size).toBeGreaterThan(10_000);
    expect(await keys()).toEqual(expect.arrayContaining(['1/original', '1/manifest.json']));
    expect((await keys()).every((k) => k.startsWith('1/'))).toBe(true);
    // The stored original is the PDF the founder downloads from ExitCheck Pro.
    const original = await rooms.store.get(`${documentPrefix(room.id, reportId)}1/original`);
    const chunks: Buffer[] = [];
    for await (const chunk of original.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    const again = await owner.api(`/rooms/${room.id}/report`, { body: { folderId } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'SHARING.REPORT_IN_ROOM', message: 'Your ExitCheck report is already in this room, in Readiness.' });
    // Someone else's room is not found, as one that does not exist.
    const stranger = await member(platform);
    const refused = await stranger.api(`/rooms/${room.id}/report`, { body: { folderId } });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toMatchObject({ code: 'SHARING.ROOM_NOT_FOUND' });
  });

  it('shows the report on a room link as pages, never as a download, and counts its reading', async () => {
    link = (await owner.api(`/rooms/${room.id}/links`, { body: { title: 'Buyer A' } })).body as unknown as OwnerRoomLink;
    const index = (await visit()).body as unknown as RoomLinkPage;
    const listed = index.folders[0].documents[0];
    expect(listed).toMatchObject({ id: reportId, source: 'report', type: 'exitcheck_report', status: 'ready', downloadable: false });
    const pages = listed.pageCount ?? 0;
    expect(pages).toBeGreaterThan(1);
    expect((await visit(`/documents/${reportId}`)).body).toMatchObject({ document: { id: reportId }, output: null });
    const image = await fetch(`${platform.services.gateway.url}/api/v1/shared/${link.token}/room/documents/${reportId}/pages/${pages}`, { headers: { 'user-agent': BROWSER } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/jpeg');
    expect((await visit(`/documents/${reportId}/pages/${pages + 1}`)).status).toBe(404);
    expect((await visit(`/documents/${reportId}/download`)).status).toBe(403);
    const stats = (await owner.api(`/rooms/${room.id}/analytics`)).body as unknown as RoomAnalytics;
    expect(stats.documents.find((d) => d.documentId === reportId)).toMatchObject({ name: 'ExitCheck Pro report', views: 1, pageCount: pages });
  });

  it('can be linked as evidence on the checklist', async () => {
    const key = checklistItemKey('Financial & tax', 'Financial statements (SFRS)');
    const linked = await owner.api(`/rooms/${room.id}/evidence/${key}`, { method: 'PUT', body: { documentId: reportId } });
    expect(linked.status).toBe(200);
    const view = linked.body as unknown as ReadinessView;
    expect(view.categories.flatMap((c) => c.items).find((i) => i.key === key)).toMatchObject({ evidenced: true, document: { id: reportId, status: 'ready' } });
  });

  it('a newer audit, then a rewritten report, refresh it in place, leaving only the newest rendering stored', async () => {
    audits.push(await completeAudit('highest'));
    expect(audits[1].score).toBeGreaterThan(audits[0].score);
    await events.rows('exitcheck.report_changed', (p) => p.assessmentId === audits[1].id);
    const refreshed = await waitFor(document, (d) => d.version === 2 && d.status === 'ready', 90_000, 'the newer audit rendered');
    expect(refreshed.report).toMatchObject({ assessmentId: audits[1].id, score: audits[1].score });
    await waitFor(keys, (k) => k.length > 0 && k.every((key) => key.startsWith('2/')), 15_000, 'only version 2 stored');
    const listed = ((await visit()).body as unknown as RoomLinkPage).folders[0].documents[0];
    expect(listed).toMatchObject({ id: reportId, status: 'ready' });

    // The report of the newest audit written again (the deterministic writer here): a new rendering.
    expect((await owner.api(`/exitcheck/assessments/${audits[1].id}/report`, { method: 'POST' })).status).toBe(202);
    await waitFor(document, (d) => d.version === 3 && d.status === 'ready', 90_000, 'the rewritten report rendered');
    await waitFor(keys, (k) => k.length > 0 && k.every((key) => key.startsWith('3/')), 15_000, 'only version 3 stored');

    // A report written for the older audit does not take the room back to it.
    const since = new Date().toISOString();
    expect((await owner.api(`/exitcheck/assessments/${audits[0].id}/report`, { method: 'POST' })).status).toBe(202);
    await events.rows('exitcheck.report_changed', (p) => p.assessmentId === audits[0].id && p.changedAt >= since);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await document()).toMatchObject({ version: 3, status: 'ready', report: { assessmentId: audits[1].id } });
  });

  it("an audit gone from the founder's records disappears from the link and the editor says so", async () => {
    const assessments = `"${platform.schemaOf('assessments')}"`;
    const s = `"${platform.schemaOf('sharing')}"`;
    // The audit is no longer a completed one of the founder's when the next rendering (a version
    // asked for whose render was lost, so the sweep takes it up) asks assessments for its PDF.
    await platform.db.query(`UPDATE ${assessments}.pro_assessments SET status = 'draft' WHERE id = $1`, [audits[1].id]);
    await platform.db.query(
      `UPDATE ${s}.room_documents SET version = 4, storage_key = $2, status = 'converting', manifest_key = NULL, page_count = NULL, updated_at = now() - interval '2 minutes' WHERE id = $1`,
      [reportId, `${documentPrefix(room.id, reportId)}4/original`],
    );
    const gone = await waitFor(document, (d) => d.status === 'failed', 30_000, 'the report marked gone');
    expect(gone.failureMessage).toContain('no longer available');
    expect(((await visit()).body as unknown as RoomLinkPage).folders[0].documents).toEqual([]);
    expect((await visit(`/documents/${reportId}`)).status).toBe(404);
    await platform.db.query(`UPDATE ${assessments}.pro_assessments SET status = 'completed' WHERE id = $1`, [audits[1].id]);
  });

  it('deleting the report from the room deletes its stored files', async () => {
    expect((await owner.api(`/rooms/${room.id}/documents/${reportId}`, { method: 'DELETE' })).status).toBe(200);
    await waitFor(keys, (k) => k.length === 0, 15_000, 'the report files deleted');
  });
});
