// Makes the share link Lighthouse measures: a founder with Pro Vault generates a deck from the
// sample fundraising intake and shares it without a gate, as a founder sending it to investors
// would. Goes through the public API only (and the database to mark the address verified).
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
  return { shareToken: share.token, email, password: PASSWORD, deckId: deck.id, resultId: result.id };
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
