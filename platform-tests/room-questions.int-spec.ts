import { randomUUID } from 'node:crypto';
import { SAMPLE_FUNDRAISING_INTAKE } from '@bv/domain';
import { type OwnerRoomLink, type Room, type RoomQuestion, type RoomQuestionList, type ViewerRoomQuestionList } from '@bv/contracts';
import { call, waitFor } from '@bv/testing';
import { pdfFixture } from '../libs/conversion/test/fixtures';
import { type Platform } from './harness';
import { folderNamed, startRoomsPlatform, upload, type RoomsPlatform } from './room-fixtures';
import { browser, type Member } from './sharing-fixtures';
import { type EventTap } from './event-tap';

jest.setTimeout(240_000);

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

// docs/product-rules.md, "Deal rooms": questions. Real services (notifications' local mailbox), the converter in this process.
describe('questions in a room link’s viewer', () => {
  let rooms: RoomsPlatform;
  let platform: Platform;
  let owner: Member;
  let ownerEmail: string;
  let events: EventTap;
  let room: Room;
  let doc = '';
  let open: OwnerRoomLink;
  let gated: OwnerRoomLink;
  let answeredSubject = '';

  let clients = 0;
  /** One reader's browser on a link (keeps the visitor cookie; its own client address), optionally with a grant. */
  const reader = (link: OwnerRoomLink, grant?: string) => {
    const b = browser(platform, { ip: `203.0.113.${++clients}` });
    const path = `/${link.token}/room/documents/${doc}/questions`;
    const headers = { 'user-agent': BROWSER };
    return {
      ask: (body: Record<string, unknown>) => b.call(path, { body, grant, headers }),
      list: async () => (await b.call(path, { grant, headers })).body as ViewerRoomQuestionList,
    };
  };
  const mails = async (to: string, subject: string) =>
    (await platform.db.query(`SELECT subject, text_body FROM "${platform.schemaOf('notifications')}".mailbox WHERE to_address = $1 AND subject = $2`, [to, subject])).rows as { subject: string; text_body: string }[];
  const mailTo = (to: string, subject: string, count = 1) => waitFor(() => mails(to, subject), (rows) => rows.length >= count, 20_000, `mail "${subject}" to ${to}`);
  const inbox = async () => (await owner.api(`/rooms/${room.id}/questions`)).body as unknown as RoomQuestionList;
  const answer = (id: string, body: Record<string, unknown>) => owner.api(`/rooms/${room.id}/questions/${id}/answer`, { body });
  const grantFor = async (link: OwnerRoomLink, email: string) => {
    const url = `${platform.services.gateway.url}/api/v1/shared/${link.token}/room`;
    await call(`${url}/code`, { body: { email }, headers: { 'user-agent': BROWSER } });
    const sent = await events.rows('share.viewer_code_requested', (p) => p.shareId === link.id && p.email === email);
    const granted = await call(`${url}/access`, { body: { email, code: sent[sent.length - 1].envelope.payload.code }, headers: { 'user-agent': BROWSER } });
    expect(granted.status).toBe(200);
    return granted.body.grant as string;
  };

  beforeAll(async () => {
    rooms = await startRoomsPlatform('room-questions', { mail: true });
    ({ platform, owner, events } = rooms);
    ownerEmail = (await platform.db.query(`SELECT email FROM "${platform.schemaOf('identity')}".users WHERE id = $1`, [owner.id])).rows[0].email;
    // The founder's investor FAQ, which "Add to FAQ" appends to.
    const draft = await owner.api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 } });
    const started = await owner.api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
    await waitFor(() => owner.api(`/pitchprep/runs/${started.body.id}`), (r) => r.body.status !== 'running', 60_000, 'the generation run');
    room = (await owner.api('/rooms', { body: { name: 'Kopi Cloud Series A', purpose: 'raise', description: '', fromTemplate: false } })).body as unknown as Room;
    room = (await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Financials', description: '' } })).body as unknown as Room;
    const up = await upload(platform, owner, room.id, folderNamed(room, 'Financials').id, 'Accounts FY2025.pdf', await pdfFixture(3));
    doc = String(up.complete?.body.id);
    await waitFor(() => owner.api(`/rooms/${room.id}/documents/${doc}`), (r) => r.body.status === 'ready', 90_000, 'the conversion');
    open = (await owner.api(`/rooms/${room.id}/links`, { body: { title: 'Buyer A' } })).body as unknown as OwnerRoomLink;
    gated = (await owner.api(`/rooms/${room.id}/links`, { body: { title: 'Tan Holdings', requireEmail: true } })).body as unknown as OwnerRoomLink;
    // The company the link's visitors see (that of the founder's latest output) signs the answer mail.
    const index = await call(`${platform.services.gateway.url}/api/v1/shared/${open.token}/room`, { headers: { 'user-agent': BROWSER } });
    answeredSubject = `${(index.body.sharedBy as { company: string }).company} answered your question`;
  });
  afterAll(() => rooms?.stop());

  it('asks with a name and address on an open link, mails the founder, answers privately and mails the asker', async () => {
    const raj = reader(open);
    expect(await raj.ask({ text: 'Why did gross margin fall in Q3?', page: 3 })).toMatchObject({ status: 400, body: { error: { code: 'SHARING.QUESTION_CONTACT_REQUIRED' } } });
    expect(await raj.ask({ text: 'Why?', page: 3, name: 'Raj Tan', email: 'not-an-address' })).toMatchObject({ status: 400 });
    expect(await raj.ask({ text: 'Why did gross margin fall in Q3?', page: 4, name: 'Raj Tan', email: 'raj@jungle.vc' })).toMatchObject({
      status: 400,
      body: { error: { code: 'SHARING.QUESTION_PAGE_INVALID', message: 'This document has 3 pages; choose one of them.' } },
    });

    const asked = await raj.ask({ text: 'Why did gross margin fall in Q3?', page: 3, name: 'Raj Tan', email: 'Raj@Jungle.vc' });
    expect(asked).toMatchObject({ status: 201, body: { page: 3, status: 'open', answer: null, mine: true } });
    const [founderMail] = await mailTo(ownerEmail, 'New question on Accounts FY2025.pdf p.3');
    expect(founderMail.text_body).toContain('Raj Tan (raj@jungle.vc, not verified)');
    expect(founderMail.text_body).toContain('Why did gross margin fall in Q3?');
    await events.rows('room.question_asked', (p) => p.questionId === asked.body.id && p.ownerId === owner.id && p.page === 3);

    const listed = await inbox();
    expect(listed.openCount).toBe(1);
    expect(listed.questions[0]).toMatchObject({ id: asked.body.id, linkTitle: 'Buyer A', documentName: 'Accounts FY2025.pdf', askerName: 'Raj Tan', askerEmail: 'raj@jungle.vc', askerVerified: false, status: 'open' });

    expect(await answer(String(asked.body.id), { answer: '', visibility: 'private' })).toMatchObject({ status: 400 });
    const answered = await answer(String(asked.body.id), { answer: 'A one-off migration cost; see page 4 of the management accounts.', visibility: 'private' });
    expect(answered).toMatchObject({ status: 200, body: { status: 'answered', visibility: 'private' } });
    const [askerMail] = await mailTo('raj@jungle.vc', answeredSubject);
    expect(askerMail.text_body).toContain('A one-off migration cost');
    // The address was only typed (maybe somebody else's): the answer, never the link's token.
    expect(askerMail.text_body).not.toContain(open.token);
    expect(askerMail.text_body).not.toContain('/shared/');
    expect(askerMail.text_body).toContain('Only you can read this answer');

    // The asker sees it; another browser on the same link does not (private).
    expect((await raj.list()).questions).toEqual([expect.objectContaining({ id: asked.body.id, status: 'answered', answer: expect.stringContaining('migration'), mine: true })]);
    expect((await reader(open).list()).questions).toEqual([]);
    // Editing the answer does not mail again.
    await answer(String(asked.body.id), { answer: 'A one-off migration cost (page 4).', visibility: 'private' });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await mails('raj@jungle.vc', answeredSubject)).toHaveLength(1);
  });

  it('an answer to the group shows to everyone on that link and nobody on another link', async () => {
    const mei = reader(open);
    const asked = await mei.ask({ text: 'Is the FY2025 audit signed?', page: null, name: 'Mei Lin', email: 'mei@fund.sg' });
    expect(asked.status).toBe(201);
    await mailTo(ownerEmail, 'New question on Accounts FY2025.pdf');
    expect(await answer(String(asked.body.id), { answer: 'Yes, signed on 3 March 2026 by the auditors.', visibility: 'group' })).toMatchObject({ status: 200 });

    const someoneElse = (await reader(open).list()).questions;
    expect(someoneElse).toEqual([expect.objectContaining({ id: asked.body.id, visibility: 'group', mine: false, answer: 'Yes, signed on 3 March 2026 by the auditors.' })]);
    expect(JSON.stringify(someoneElse)).not.toContain('mei@fund.sg');
    const otherLink = (await reader(gated, await grantFor(gated, 'wei@tanholdings.com')).list()).questions;
    expect(otherLink).toEqual([]);
    const [mail] = await mailTo('mei@fund.sg', answeredSubject);
    expect(mail.text_body).toContain('Everyone who opens this link can read this answer');
  });

  it('behind the e-mail gate the verified address asks (not what is typed), and the gate still guards', async () => {
    const url = `${platform.services.gateway.url}/api/v1/shared/${gated.token}/room/documents/${doc}/questions`;
    expect(await call(url, { body: { text: 'Any debt?', page: 1 }, headers: { 'user-agent': BROWSER } })).toMatchObject({ status: 401, body: { error: { code: 'SHARING.EMAIL_REQUIRED' } } });
    const grant = await grantFor(gated, 'lee@tanholdings.com');
    const lee = reader(gated, grant);
    expect((await lee.list()).asksForContact).toBe(false);
    const asked = await lee.ask({ text: 'Any bank debt outstanding?', page: 1, name: 'Someone Else', email: 'someone@else.sg' });
    expect(asked.status).toBe(201);
    const [mail] = await mailTo(ownerEmail, 'New question on Accounts FY2025.pdf p.1');
    expect(mail.text_body).toContain('lee@tanholdings.com');
    expect(mail.text_body).not.toContain('someone@else.sg');
    // The same verified address in another browser sees its own question.
    expect((await reader(gated, grant).list()).questions).toEqual([expect.objectContaining({ id: asked.body.id, mine: true })]);
    // A verified address gets the answer with the link back to the page.
    expect(await answer(String(asked.body.id), { answer: 'None; the term loan was repaid in 2025.', visibility: 'private' })).toMatchObject({ status: 200 });
    const [answerMail] = await mailTo('lee@tanholdings.com', answeredSubject);
    expect(answerMail.text_body).toContain(`/shared/${gated.token}/room/documents/${doc}?page=1`);
  });

  it('limits questions per visitor per hour with a clear message', async () => {
    const sam = reader(open);
    for (let i = 1; i <= 5; i++) expect((await sam.ask({ text: `Question number ${i} about the accounts`, page: 2, name: 'Sam Ong', email: 'sam@vc.sg' })).status).toBe(201);
    const refused = await sam.ask({ text: 'One more question about the accounts', page: 2, name: 'Sam Ong', email: 'sam@vc.sg' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'SHARING.TOO_MANY_QUESTIONS', message: expect.stringMatching(/^You have asked several questions in the last hour\. Please try again in \d+ minutes\.$/) });
    // A new typed address from the same browser does not reset the count.
    expect((await sam.ask({ text: 'One more question about the accounts', page: 2, name: 'Sam Ong', email: 'sam2@vc.sg' })).status).toBe(429);
  });

  it('adds an answered question to the investor FAQ once, however often it is clicked', async () => {
    const { questions } = await inbox();
    const unanswered = questions.find((q) => q.status === 'open') as RoomQuestion;
    expect(await owner.api(`/rooms/${room.id}/questions/${unanswered.id}/faq`, { method: 'POST' })).toMatchObject({ status: 409, body: { error: { code: 'SHARING.QUESTION_NOT_ANSWERED' } } });

    const audit = questions.find((q) => q.text === 'Is the FY2025 audit signed?') as RoomQuestion;
    const first = await owner.api(`/rooms/${room.id}/questions/${audit.id}/faq`, { method: 'POST' });
    expect(first).toMatchObject({ status: 200, body: { added: true, question: { faqOutputId: first.body.outputId } } });
    const second = await owner.api(`/rooms/${room.id}/questions/${audit.id}/faq`, { method: 'POST' });
    expect(second).toMatchObject({ status: 200, body: { added: false, outputId: first.body.outputId, version: first.body.version } });

    const faq = await owner.api(`/pitchprep/outputs/${first.body.outputId}`);
    expect(faq.body.outputType).toBe('investor_faq');
    const items = (faq.body.content as { faqs: { category: string; question: string; suggestedAnswer: string }[] }).faqs.filter((f) => f.question === 'Is the FY2025 audit signed?');
    expect(items).toEqual([{ category: 'Questions from investors', question: 'Is the FY2025 audit signed?', suggestedAnswer: 'Yes, signed on 3 March 2026 by the auditors.' }]);
    // Someone else's room answers as a missing one.
    expect((await owner.api(`/rooms/${randomUUID()}/questions/${audit.id}/faq`, { method: 'POST' })).status).toBe(404);
  });
});
