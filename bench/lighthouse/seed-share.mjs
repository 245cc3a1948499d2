// Makes the share link Lighthouse measures: a founder with Pro Vault generates a deck from the
// sample fundraising intake and shares it without a gate, as a founder sending it to investors
// would, and puts its PDF in a deal room shared by a link. Goes through the public API only (and the database to mark the address verified).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { SAMPLE_FUNDRAISING_INTAKE } = require(join(root, 'libs/domain/dist/pitchprep/writers/intake.fixtures.js'));

const PASSWORD = 'harbour lights over marina bay';

async function call(base, method, path, body, token) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function until(what, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A founder with Pro Vault, a generated deck shared without a gate and a completed ExitCheck Pro
 * audit: returns the share's token, and what the signed-in pages need (the founder's e-mail and
 * password, the deck and the audit's result).
 */
export async function seedFounder(base, databaseUrl) {
  const email = `lighthouse-${Date.now().toString(36)}@example.sg`;
  await call(base, 'POST', '/auth/sign-up', { name: 'Wei Ling Tan', email, password: PASSWORD });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('UPDATE identity.users SET email_verified_at = now() WHERE email = $1', [email]);
  } finally {
    await db.end();
  }
  const { accessToken } = await call(base, 'POST', '/auth/sign-in', { email, password: PASSWORD });
  const checkout = await call(base, 'POST', '/billing/checkout', { planType: 'pro', paymentType: 'one_time' }, accessToken);
  await call(base, 'POST', `/billing/sandbox/sessions/${/cs_sandbox_[\w-]+/.exec(checkout.url)?.[0]}/pay`);
  await until('PitchPrep access', async () => (await call(base, 'GET', '/pitchprep/access', undefined, accessToken)).allowed);
  const draft = await call(base, 'PUT', '/pitchprep/intake', { intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 }, accessToken);
  const run = await call(base, 'POST', `/pitchprep/intake/${draft.id}/generate`, undefined, accessToken);
  const done = await until('generation', async () => {
    const r = await call(base, 'GET', `/pitchprep/runs/${run.id}`, undefined, accessToken);
    return r.status === 'done' ? r : null;
  });
  const deck = done.outputs.find((o) => o.outputType === 'pitch_deck');
  const share = await until('the deck in sharing', () =>
    call(base, 'POST', '/shares', { outputId: deck.id, title: 'ShiftWise seed deck', requireEmail: false, allowDownload: true }, accessToken),
  );
  const result = await completedAudit(base, accessToken);
  const room = await sharedRoom(base, accessToken, deck.id);
  return { shareToken: share.token, email, password: PASSWORD, deckId: deck.id, resultId: result.id, roomToken: room.token, roomDocumentId: room.documentId };
}

/**
 * A deal room from the template with the deck's investor PDF in its first folder, uploaded as
 * the browser does (start, parts, complete) and converted to page images, shared by a link
 * without a gate: the investor's room index and document pages Lighthouse measures.
 */
async function sharedRoom(base, accessToken, deckId) {
  const { createHash } = await import('node:crypto');
  const pdf = Buffer.from(await (await fetch(`${base}/api/v1/pitchprep/outputs/${deckId}/export.pdf`, { headers: { Authorization: `Bearer ${accessToken}` } })).arrayBuffer());
  const room = await call(base, 'POST', '/rooms', { name: 'ShiftWise seed round', purpose: 'raise', description: 'What an investor needs for the first meeting.', fromTemplate: true }, accessToken);
  const folder = room.folders[0];
  const session = await call(base, 'POST', `/rooms/${room.id}/uploads`, { folderId: folder.id, fileName: 'ShiftWise seed deck.pdf', size: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex') }, accessToken);
  const parts = [];
  for (const part of session.parts) {
    const from = (part.partNumber - 1) * session.partSize;
    const url = part.url.startsWith('/') ? `${base}${part.url}` : part.url;
    const res = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: pdf.subarray(from, from + session.partSize) });
    if (!res.ok) throw new Error(`upload part ${part.partNumber} answered ${res.status}`);
    parts.push({ partNumber: part.partNumber, etag: res.headers.get('etag') });
  }
  await call(base, 'POST', `/rooms/${room.id}/documents/${session.document.id}/complete`, { parts }, accessToken);
  await until('the room document converted', async () => {
    const current = await call(base, 'GET', `/rooms/${room.id}`, undefined, accessToken);
    const document = current.folders.flatMap((f) => f.documents).find((d) => d.id === session.document.id);
    return document?.status === 'ready';
  }, 120_000);
  const link = await call(base, 'POST', `/rooms/${room.id}/links`, { title: 'Lead investor' }, accessToken);
  return { token: link.token, documentId: session.document.id };
}

/** An ExitCheck Pro audit answered through the API, each question with its middle option. */
async function completedAudit(base, accessToken) {
  const { CURRENT_PRO_QUESTION_BANK } = require(join(root, 'libs/domain/dist/index.js'));
  const userInfo = { name: 'Wei Ling Tan', email: 'lighthouse@example.sg', company: 'ShiftWise Pte. Ltd.', revenue: 'S$2–5M', industry: 'Software', phone: '' };
  const draft = await call(base, 'POST', '/exitcheck/assessments', { userInfo }, accessToken);
  for (const question of CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions)) {
    const option = question.options[Math.floor(question.options.length / 2)];
    await call(base, 'PUT', `/exitcheck/assessments/${draft.id}/responses`, { questionId: question.id, optionId: option.id }, accessToken);
  }
  return call(base, 'POST', `/exitcheck/assessments/${draft.id}/complete`, undefined, accessToken);
}
