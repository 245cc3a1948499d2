import { io } from 'socket.io-client';
import { SAMPLE_FUNDRAISING_INTAKE, checklistItemKey } from '@bv/domain';
import { REALTIME_PATH, type EvidenceChangedPush, type ReadinessView, type Room } from '@bv/contracts';
import { waitFor } from '@bv/testing';
import { pdfFixture } from '../libs/conversion/test/fixtures';
import { type EventTap } from './event-tap';
import { type Platform } from './harness';
import { type RealtimeClient } from './realtime-fixtures';
import { buyer, folderNamed, startRoomsPlatform, upload, type RoomsPlatform } from './room-fixtures';
import { type Member } from './sharing-fixtures';

jest.setTimeout(240_000);

const STATEMENTS = checklistItemKey('Financial & tax', 'Financial statements (SFRS)');
const category = (view: ReadinessView, name: string) => {
  const found = view.categories.find((c) => c.category === name);
  if (!found) throw new Error(`no category ${name} in ${view.categories.map((c) => c.category).join(', ')}`);
  return found;
};
const item = (view: ReadinessView, key: string) => view.categories.flatMap((c) => c.items).find((i) => i.key === key);

// Evidence-linked readiness (docs/product-rules.md, "Evidence-linked readiness") on real
// Postgres, RabbitMQ and Redis, with the converter's worker in this process.
describe('checklist evidence: links move the evidenced figures, live', () => {
  let rooms: RoomsPlatform;
  let platform: Platform;
  let owner: Member;
  let events: EventTap;
  let room: Room;
  let statementsPdf: string;
  let socket: RealtimeClient | undefined;
  const pushes: EvidenceChangedPush[] = [];

  beforeAll(async () => {
    rooms = await startRoomsPlatform('evidence');
    ({ platform, owner, events } = rooms);
    await waitFor(() => owner.api('/pitchprep/access'), (r) => r.body.allowed === true, 15_000, 'PitchPrep access');
    const draft = await owner.api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 } });
    const started = await owner.api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
    await waitFor(() => owner.api(`/pitchprep/runs/${started.body.id}`), (r) => r.body.status !== 'running', 30_000, 'the generation run');
    room = (await owner.api('/rooms', { body: { name: 'Seed round', purpose: 'raise', fromTemplate: true } })).body as Room;
    const financial = folderNamed(room, 'Financial & tax');
    const uploaded = await upload(platform, owner, room.id, financial.id, 'Audited FS FY2024.pdf', await pdfFixture(1));
    statementsPdf = String(uploaded.complete?.body.id);
    await waitFor(() => owner.api(`/rooms/${room.id}/documents/${statementsPdf}`), (r) => r.body.status === 'ready', 90_000, 'the conversion');
    socket = await new Promise<RealtimeClient>((resolve, reject) => {
      const client: RealtimeClient = io(platform.services.gateway.url, { path: REALTIME_PATH, transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: owner.token } });
      client.on('evidence.changed', (push) => pushes.push(push));
      client.once('connect', () => resolve(client));
      client.once('connect_error', reject);
    });
  });
  afterAll(async () => {
    socket?.disconnect();
    await rooms?.stop();
  });

  const evidence = async () => {
    const reply = await owner.api(`/rooms/${room.id}/evidence`);
    expect(reply.status).toBe(200);
    return reply.body as unknown as ReadinessView;
  };
  const pushed = (since: number) => waitFor(async () => pushes.slice(since), (p) => p.some((x) => x.roomId === room.id), 15_000, 'an evidence.changed push');

  it("shows the newest checklist for the room's track with nothing evidenced and the audited statements suggested", async () => {
    const view = await evidence();
    expect(view.checklist).toMatchObject({ track: 'fundraising' });
    expect(category(view, 'Financial & tax').evidenced).toBe(0);
    expect(view.evidenced).toBe(0);
    expect(item(view, STATEMENTS)?.suggestions.map((s) => s.id)).toContain(statementsPdf);
  });

  it('linking the converted document raises the category, the Pro category and overall, and pushes to the founder', async () => {
    const before = pushes.length;
    const linked = await owner.api(`/rooms/${room.id}/evidence/${STATEMENTS}`, { method: 'PUT', body: { documentId: statementsPdf } });
    expect(linked.status).toBe(200);
    const view = linked.body as unknown as ReadinessView;
    expect(category(view, 'Financial & tax').evidenced).toBeGreaterThan(0);
    expect(view.evidenced).toBeGreaterThan(0);
    expect(item(view, STATEMENTS)).toMatchObject({ evidenced: true, document: { id: statementsPdf, status: 'ready' }, suggestions: [] });
    await events.rows('room.evidence.changed', (p) => p.roomId === room.id && p.itemKey === STATEMENTS && p.documentId === statementsPdf);
    await pushed(before);

    const track = (await owner.api('/readiness?track=fundraising')).body as unknown as ReadinessView;
    expect(category(track, 'Financial & tax').evidenced).toBe(category(view, 'Financial & tax').evidenced);
    expect(track.pro.find((p) => p.id === 'financial_reporting')?.evidenced).toBeGreaterThan(0);
    expect(track.pro.find((p) => p.id === 'leadership_continuity')?.evidenced).toBe(0);
    const exit = (await owner.api('/readiness?track=exit')).body as unknown as ReadinessView;
    expect(exit.checklist).toBeNull();
  });

  it("refuses another founder: someone else's room is not found, and so is a document of another room", async () => {
    const other = await buyer(platform, { planType: 'pro' });
    const intoTheirs = await other.api(`/rooms/${room.id}/evidence/${STATEMENTS}`, { method: 'PUT', body: { documentId: statementsPdf } });
    expect(intoTheirs.status).toBe(404);
    expect((await other.api(`/rooms/${room.id}/evidence`)).status).toBe(404);
    expect((await other.api(`/rooms/${room.id}/evidence/${STATEMENTS}`, { method: 'DELETE' })).status).toBe(404);
    const own = (await other.api('/rooms', { body: { name: 'Mine', purpose: 'raise', fromTemplate: false } })).body as Room;
    const foreignDocument = await other.api(`/rooms/${own.id}/evidence/${STATEMENTS}`, { method: 'PUT', body: { documentId: statementsPdf } });
    expect(foreignDocument.status).toBe(404);
    expect((await owner.api(`/rooms/${room.id}/evidence/Not%20A%20Key`, { method: 'PUT', body: { documentId: statementsPdf } })).status).toBe(400);
    expect((await owner.api(`/rooms/${room.id}/evidence/${STATEMENTS}`, { method: 'PUT', body: { documentId: 'not-a-uuid' } })).status).toBe(400);
    expect((await owner.api('/readiness?track=sideways')).status).toBe(400);
    expect(item(await evidence(), STATEMENTS)?.document?.id).toBe(statementsPdf);
  });

  it('unlinking lowers the figure again', async () => {
    const before = pushes.length;
    const unlinked = await owner.api(`/rooms/${room.id}/evidence/${STATEMENTS}`, { method: 'DELETE' });
    expect(unlinked.status).toBe(200);
    const view = unlinked.body as unknown as ReadinessView;
    expect(category(view, 'Financial & tax').evidenced).toBe(0);
    expect(item(view, STATEMENTS)?.document).toBeNull();
    await pushed(before);
  });

  it("deleting the document removes its links and lowers the figure, and the founder's tab hears of it", async () => {
    await owner.api(`/rooms/${room.id}/evidence/${STATEMENTS}`, { method: 'PUT', body: { documentId: statementsPdf } });
    expect(category(await evidence(), 'Financial & tax').evidenced).toBeGreaterThan(0);
    const before = pushes.length;
    expect((await owner.api(`/rooms/${room.id}/documents/${statementsPdf}`, { method: 'DELETE' })).status).toBe(200);
    const view = await evidence();
    expect(category(view, 'Financial & tax').evidenced).toBe(0);
    expect(item(view, STATEMENTS)).toMatchObject({ document: null, evidenced: false });
    const sharing = `"${platform.schemaOf('sharing')}"`;
    const left = await platform.db.query(`SELECT count(*)::int AS n FROM ${sharing}.room_document_evidence WHERE document_id = $1`, [statementsPdf]);
    expect(left.rows[0].n).toBe(0);
    await pushed(before);
  });
});
