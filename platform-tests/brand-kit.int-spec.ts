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
import { notificationsService } from '../apps/notifications/src/service';
import { sharingService } from '../apps/sharing/src/service';
import { startPlatform, type Platform } from './harness';
import { browser, fakeWebDist } from './sharing-fixtures';

jest.setTimeout(240_000);

// The founder's brand kit end to end (docs/product-rules.md, "Brand kit"): saved through the
// API, the logo checked and re-encoded, and the founder's deck, FAQ and checklist files drawn
// with it, including the PDFs investors download from a shared link.

const specs = [identityService, flagsService, billingService, assessmentsService, sharingService, notificationsService, gatewayService];

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
  return { api, file, userId: await userIdOf(platform, email) };
}

async function userIdOf(platform: Platform, email: string): Promise<string> {
  return (await platform.db.query(`SELECT id FROM "${platform.schemaOf('identity')}".users WHERE email = $1`, [email])).rows[0].id as string;
}

const pdfFonts = (file: string) => execFileSync('pdffonts', [file], { encoding: 'utf8' });
const pdfImages = (file: string) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });

const logoPng = () => {
  const image = new PNG({ width: 300, height: 100 });
  image.data.fill(40);
  return PNG.sync.write(image).toString('base64');
};

describe('the brand kit', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform(specs, {
      RATE_LIMIT_PER_MINUTE: '100000',
      OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: 'https://vault.example.sg',
      WEB_DIST_DIR: fakeWebDist(),
    });
  });
  afterAll(() => platform?.stop());

  it('is saved per founder, refuses SVG and bad colours, and dresses their deck, FAQ, checklist and shared PDFs', async () => {
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
    const outputs = run.body.outputs as { id: string; outputType: string }[];
    const idOf = (type: string) => outputs.find((o) => o.outputType === type)!.id;
    const deckId = idOf('pitch_deck');

    const dir = mkdtempSync(join(tmpdir(), 'bv-brand-'));
    const pdf = await founder.file(`/pitchprep/outputs/${deckId}/export.pdf`);
    writeFileSync(join(dir, 'deck.pdf'), pdf.body);
    expect(pdfFonts(join(dir, 'deck.pdf'))).toMatch(/Caladea-Bold[\s\S]*Carlito-Regular|Carlito-Regular[\s\S]*Caladea-Bold/);
    expect(pdfImages(join(dir, 'deck.pdf'))).toMatch(/ 300\s+100 /);
    const pptx = await founder.file(`/pitchprep/outputs/${deckId}/export.pptx`);
    writeFileSync(join(dir, 'deck.pptx'), pptx.body);
    const entries = execFileSync('unzip', ['-Z1', join(dir, 'deck.pptx')], { encoding: 'utf8' });
    expect(entries).toMatch(/ppt\/media\/image-?\d+-?\d*\.png/);
    expect(execFileSync('unzip', ['-p', join(dir, 'deck.pptx'), 'ppt/slides/slide1.xml'], { encoding: 'utf8' })).toContain('typeface="Cambria"');


    // The FAQ and the checklist wear the kit too: its fonts, never ours (Inter), and the logo.
    for (const [name, id] of [['faq', idOf('investor_faq')], ['checklist', idOf('data_room_checklist')]] as const) {
      writeFileSync(join(dir, `${name}.pdf`), (await founder.file(`/pitchprep/outputs/${id}/export.pdf`)).body);
      expect(pdfFonts(join(dir, `${name}.pdf`))).toMatch(/Carlito-Bold/);
      expect(pdfFonts(join(dir, `${name}.pdf`))).not.toMatch(/Inter/);
      expect(pdfImages(join(dir, `${name}.pdf`))).toMatch(/ 300\s+100 /);
      writeFileSync(join(dir, `${name}.docx`), (await founder.file(`/pitchprep/outputs/${id}/export.docx`)).body);
      expect(execFileSync('unzip', ['-p', join(dir, `${name}.docx`), 'word/styles.xml'], { encoding: 'utf8' })).toContain('w:ascii="Cambria"');
      expect(execFileSync('unzip', ['-Z1', join(dir, `${name}.docx`)], { encoding: 'utf8' })).toMatch(/word\/media\/.+\.png/);
    }

    // An investor's download from a shared link is the founder's file, not ours.
    const sharing = `"${platform.schemaOf('sharing')}"`;
    await waitFor(() => platform.db.query(`SELECT 1 FROM ${sharing}.output_snapshots WHERE output_id = $1`, [idOf('investor_faq')]), (r) => r.rows.length === 1, 15_000, 'the FAQ known to sharing');
    const shared = await founder.api('/shares', { body: { outputId: idOf('investor_faq'), title: 'Seed FAQ', allowDownload: true } });
    expect(shared.status).toBe(201);
    const investor = browser(platform, { ip: '198.51.100.40' });
    const download = async (name: string) => {
      const reply = await investor.call(`/${String(shared.body.token)}/download.pdf`);
      expect(reply.status).toBe(200);
      writeFileSync(join(dir, name), reply.bytes);
      return join(dir, name);
    };
    const branded = await download('shared.pdf');
    expect(pdfFonts(branded)).toMatch(/Carlito-Regular/);
    expect(pdfImages(branded)).toMatch(/ 300\s+100 /);

    expect(((await founder.api('/brand-kit/logo', { method: 'DELETE' })).body as { kit: { logo: unknown } }).kit.logo).toBeNull();
    // A changed kit is a new file: the rendering cached for the old one is not served again.
    expect(pdfImages(await download('shared-no-logo.pdf'))).not.toMatch(/ 300\s+100 /);
  });

  it('needs a signed-in founder', async () => {
    const res = await fetch(`${platform.services.gateway.url}/api/v1/brand-kit`);
    expect(res.status).toBe(401);
  });
});
