import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { corpusIntake } from '@bv/domain';
import { call, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(240_000);

// The founder's brand kit end to end (docs/product-rules.md, "Brand kit"): saved through the
// API, the logo checked and re-encoded, and the founder's deck files drawn with it.

const specs = [identityService, flagsService, billingService, assessmentsService, gatewayService];

async function member(platform: Platform, entitled: boolean) {
  const base = `${platform.services.gateway.url}/api/v1`;
  const email = `brand-${randomUUID().slice(0, 8)}@example.sg`;
  const password = 'harbour lights over marina bay';
  await call(`${base}/auth/sign-up`, { body: { email, password, name: 'Rachel Tan' } });
  await platform.db.query(`UPDATE "${platform.schemaOf('identity')}".users SET email_verified_at = now() WHERE email = $1`, [email]);
  const token = (await call(`${base}/auth/sign-in`, { body: { email, password } })).body.accessToken as string;
  if (entitled) {
    const opened = await call(`${base}/billing/checkout`, { body: { planType: 'pro', paymentType: 'one_time' }, bearer: token });
    await call(`${base}/billing/sandbox/sessions/${String(opened.body.url).replace('/sandbox/checkout/', '')}/pay`, { method: 'POST' });
    await waitFor(() => call(`${base}/pitchprep/access`, { bearer: token }), (r) => r.body.allowed === true, 15_000, 'PitchPrep access');
  }
  const api = (path: string, init: Parameters<typeof call>[1] = {}) => call(`${base}${path}`, { ...init, bearer: token });
  const file = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
  };
  return { api, file };
}

const logoPng = () => {
  const image = new PNG({ width: 300, height: 100 });
  image.data.fill(40);
  return PNG.sync.write(image).toString('base64');
};

describe('the brand kit', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform(specs, { RATE_LIMIT_PER_MINUTE: '100000', OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000' });
  });
  afterAll(() => platform?.stop());

  it('is saved per founder, refuses SVG and bad colours, and dresses their deck files', async () => {
    const founder = await member(platform, true);
    expect((await founder.api('/brand-kit')).body).toEqual({ kit: null });
    expect((await founder.api('/brand-kit', { method: 'PUT', body: { primary: 'navy', accent: '#f2a900', fontPair: 'classic' } })).status).toBe(400);

    const saved = await founder.api('/brand-kit', { method: 'PUT', body: { primary: '#0B3D91', accent: '#f2a900', fontPair: 'classic' } });
    expect(saved.body.kit).toMatchObject({ primary: '#0b3d91', accent: '#f2a900', fontPair: 'classic', logo: null });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');
    const refused = await founder.api('/brand-kit/logo', { method: 'PUT', body: { contentType: 'image/png', data: svg } });
    expect([refused.status, refused.body.error?.code]).toEqual([400, 'BRAND_KIT.LOGO_TYPE']);

    const uploaded = await founder.api('/brand-kit/logo', { method: 'PUT', body: { contentType: 'image/png', data: logoPng() } });
    expect((uploaded.body as { kit: { logo: unknown } }).kit.logo).toMatchObject({ width: 300, height: 100 });
    const logo = await founder.file('/brand-kit/logo.png');
    expect([logo.status, logo.type]).toEqual([200, 'image/png']);
    expect(logo.body.subarray(1, 4).toString()).toBe('PNG');

    // Another founder sees none of it.
    const other = await member(platform, false);
    expect((await other.api('/brand-kit')).body).toEqual({ kit: null });
    expect((await other.file('/brand-kit/logo.png')).status).toBe(404);

    const draft = await founder.api('/pitchprep/intake', { method: 'PUT', body: { intake: corpusIntake('saas'), step: 11 } });
    const started = await founder.api(`/pitchprep/intake/${draft.body.id}/generate`, { method: 'POST' });
    const run = await waitFor(() => founder.api(`/pitchprep/runs/${started.body.id}`), (r) => r.body.status !== 'running', 60_000, 'the generation run');
    const deckId = (run.body.outputs as { id: string; outputType: string }[]).find((o) => o.outputType === 'pitch_deck')!.id;

    const dir = mkdtempSync(join(tmpdir(), 'bv-brand-'));
    const pdf = await founder.file(`/pitchprep/outputs/${deckId}/export.pdf`);
    writeFileSync(join(dir, 'deck.pdf'), pdf.body);
    expect(execFileSync('pdffonts', [join(dir, 'deck.pdf')], { encoding: 'utf8' })).toMatch(/Caladea-Bold[\s\S]*Carlito-Regular|Carlito-Regular[\s\S]*Caladea-Bold/);
    expect(execFileSync('pdfimages', ['-list', join(dir, 'deck.pdf')], { encoding: 'utf8' })).toMatch(/ 300\s+100 /);
    const pptx = await founder.file(`/pitchprep/outputs/${deckId}/export.pptx`);
    writeFileSync(join(dir, 'deck.pptx'), pptx.body);
    const entries = execFileSync('unzip', ['-Z1', join(dir, 'deck.pptx')], { encoding: 'utf8' });
    expect(entries).toMatch(/ppt\/media\/image-?\d+-?\d*\.png/);
    expect(execFileSync('unzip', ['-p', join(dir, 'deck.pptx'), 'ppt/slides/slide1.xml'], { encoding: 'utf8' })).toContain('typeface="Cambria"');

    expect(((await founder.api('/brand-kit/logo', { method: 'DELETE' })).body as { kit: { logo: unknown } }).kit.logo).toBeNull();
  });

  it('needs a signed-in founder', async () => {
    const res = await fetch(`${platform.services.gateway.url}/api/v1/brand-kit`);
    expect(res.status).toBe(401);
  });
});
