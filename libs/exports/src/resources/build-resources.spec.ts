import { PRO_CATEGORIES } from '@bv/domain';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pdfPageCount, pdfText, xmlText, zipEntries, zipEntry } from '../../test/support';
import { buildResources } from './build-resources';
import { EXIT_READINESS_CHECKLIST } from './exit-readiness-checklist';
import { PITCH_DECK_TEMPLATE } from './investor-pitchdeck-template';

describe('buildResources', () => {
  let dir: string;
  let files: Record<string, Buffer>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bv-resources-'));
    const paths = await buildResources(join(dir, 'nested', 'out'));
    files = Object.fromEntries(paths.map((path) => [basename(path), readFileSync(path)]));
  }, 30_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the four landing-page downloads', () => {
    expect(Object.keys(files).sort()).toEqual(['cold-email-templates.pdf', 'deal-room-starter-kit.pdf', 'exit-readiness-checklist.pdf', 'investor-pitchdeck-template.pptx']);
    for (const name of Object.keys(files)) expect(statSync(join(dir, 'nested', 'out', name)).size).toBeGreaterThan(5_000);
  });

  it('builds a 12-slide pitch deck template with guidance in the notes', () => {
    const file = files['investor-pitchdeck-template.pptx'];
    expect(PITCH_DECK_TEMPLATE.slides).toHaveLength(11);
    expect(zipEntries(file).filter((e) => /^ppt\/slides\/slide\d+\.xml$/.test(e))).toHaveLength(12);
    const slides = Array.from({ length: 12 }, (_, i) => xmlText(zipEntry(file, `ppt/slides/slide${i + 1}.xml`))).join(' ');
    for (const title of ['The problem', 'Our solution', 'Market opportunity', 'Traction', 'Business model', 'Competition', 'Team', 'Financials', 'The ask and use of funds']) {
      expect(slides).toContain(title);
    }
    const notes = zipEntries(file)
      .filter((e) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(e))
      .map((e) => xmlText(zipEntry(file, e)))
      .join(' ');
    expect(notes).toContain('Title slide: company name');
    expect(notes).toContain('bottom-up');
  });

  it('builds an exit-readiness checklist across the nine ExitCheck dimensions', () => {
    expect(EXIT_READINESS_CHECKLIST.categories).toHaveLength(PRO_CATEGORIES.length);
    const text = pdfText(files['exit-readiness-checklist.pdf']);
    for (const category of EXIT_READINESS_CHECKLIST.categories) expect(text).toContain(category.category);
    for (const word of ['ACRA', 'IRAS', 'PDPA', 'Employment Act']) expect(text).toContain(word);
    expect(pdfPageCount(files['exit-readiness-checklist.pdf'])).toBeGreaterThanOrEqual(3);
  });

  it('builds cold e-mail templates with subject lines and follow-ups', () => {
    const text = pdfText(files['cold-email-templates.pdf']);
    expect(text.match(/Subject: /g)?.length).toBeGreaterThanOrEqual(12);
    expect(text.match(/FOLLOW-UP/g)?.length).toBeGreaterThanOrEqual(6);
    expect(text).toContain('Approaching a strategic acquirer');
  });

  it('builds the deal room starter kit folder by folder', () => {
    const text = pdfText(files['deal-room-starter-kit.pdf']);
    for (const folder of ['00 Index and Q&A', '01 Corporate', '02 Financial', '03 Tax', '06 People', '08 Legal and compliance']) expect(text).toContain(folder);
    expect(text).toContain('Registers of members, directors, secretaries and registrable controllers (RORC)');
  });
});
