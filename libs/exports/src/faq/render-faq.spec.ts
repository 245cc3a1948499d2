import { PNG } from 'pngjs';
import { corpusIntake, faqForInvestors, SAMPLE_EXIT_INTAKE, writeExitFaq, writeInvestorFaq } from '@bv/domain';
import { faqFactory, metaFactory } from '../../test/factories';
import { expectBrandFontsEmbedded, overlappingWords, pdfFonts, pdfInfo, pdfPagesText, pdfText, pdfWordBoxes, xmlText, zipEntries, zipEntry } from '../../test/support';
import { documentTheme } from '../theme/document-theme';
import { renderFaqDocx } from './render-faq-docx';
import { renderFaqPdf } from './render-faq-pdf';

// Fonts are embedded and zipped: on a busy machine one file takes several seconds.
jest.setTimeout(30_000);

const meta = metaFactory({ title: 'Investor FAQ', subtitle: undefined });
const faq = faqFactory();

describe('renderFaqDocx', () => {
  it('groups questions under category headings, question bold and answer below', async () => {
    const file = await renderFaqDocx(faq, meta);
    const xml = zipEntry(file, 'word/document.xml');
    const text = xmlText(xml);
    // Categories in order of first appearance, each question right after its heading.
    expect(text).toMatch(/Market How big is the SEA market\? About S\$4\.2bn .* Why now\? Cross-border .* Team Who runs engineering\?/);
    expect(text).toContain('Our CTO, who scaled the \u201cGrab\u201d payments stack \u2014 for five years.');
    expect(xml.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(2);
    expect(xml).toMatch(/<w:b\/>(<w:bCs\/>)?<\/w:rPr><w:t xml:space="preserve">How big is the SEA market\?<\/w:t>/);
    expect(xmlText(zipEntry(file, 'word/footer1.xml'))).toContain('Page');
    expect(zipEntry(file, 'docProps/core.xml')).toContain('<dc:creator>Blueprint Vault</dc:creator>');
  });

  it('embeds the brand fonts (Inter for text, Caladea for headings) so Word shows them anywhere', async () => {
    const file = await renderFaqDocx(faq, metaFactory({ title: 'Investor FAQ', subtitle: undefined, version: 3 }));
    const fontTable = zipEntry(file, 'word/fontTable.xml');
    expect(fontTable).toMatch(/<w:font w:name="Inter">[\s\S]*<w:embedRegular [^>]*w:fontKey="\{[0-9A-F-]{36}\}"/);
    expect(fontTable).toMatch(/<w:font w:name="Caladea">[\s\S]*<w:embedBold /);
    expect(zipEntries(file).filter((e) => /^word\/fonts\/font\d+\.odttf$/.test(e)).length).toBeGreaterThanOrEqual(4);
    expect(zipEntry(file, 'word/styles.xml')).toContain('w:ascii="Caladea"');
    expect(zipEntry(file, 'docProps/core.xml')).toContain('<cp:revision>3</cp:revision>');
  });

  it('gives the same bytes for the same input', async () => {
    const first = await renderFaqDocx(faq, meta);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await renderFaqDocx(faq, meta)).equals(first)).toBe(true);
  });
});

describe('the founder’s prompts', () => {
  const withPrompts = {
    faqs: [
      { category: 'Market', question: 'How big is the market?', suggestedAnswer: 'TAM: US$1.4B. [Add: your SOM. Show the bottom-up maths]' },
      { category: 'Team', question: 'Who builds the product?', suggestedAnswer: '[Add: Name who owns the code]' },
    ],
  };

  it('leaves prompts and unanswered questions out of the investor copy (the default), in PDF and DOCX', async () => {
    const pdf = pdfText(await renderFaqPdf(withPrompts, meta));
    expect(pdf).toContain('TAM: US$1.4B.');
    expect(pdf).not.toMatch(/\[Add|To add|SOM|Who builds/);
    const docx = xmlText(zipEntry(await renderFaqDocx(withPrompts, meta), 'word/document.xml'));
    expect(docx).toContain('TAM: US$1.4B.');
    expect(docx).not.toMatch(/\[Add|To add|SOM|Who builds/);
  });

  it('sets them apart in the founder’s copy, which says whose copy it is', async () => {
    const pdf = pdfText(await renderFaqPdf(withPrompts, meta, 'presenter'));
    expect(pdf).toContain('Founder’s copy');
    expect(pdf).toContain('TAM: US$1.4B. To add: your SOM. Show the bottom-up maths.');
    expect(pdf).toContain('Who builds the product? To add: Name who owns the code.');
    expect(pdf).not.toContain('[Add');
  });
});

describe('renderFaqPdf', () => {
  it('is an A4 document in the brand fonts, embedded, with no text printed over other text', async () => {
    const pdf = await renderFaqPdf(writeExitFaq(SAMPLE_EXIT_INTAKE), metaFactory({ title: 'Harbourline Cold Chain Pte Ltd — Exit FAQ', companyName: 'Harbourline Cold Chain Pte Ltd' }), 'presenter');
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expectBrandFontsEmbedded(pdf);
    expect(overlappingWords(pdf)).toEqual([]);
  });

  it('prints every category, question and answer, with page numbers and document info', async () => {
    const pdf = await renderFaqPdf(faq, meta);
    const text = pdfText(pdf);
    expect(text).toMatch(/Market How big is the SEA market\? About S\$4\.2bn .* Why now\? .* Team Who runs engineering\?/);
    expect(text).toContain('Our CTO, who scaled the \u201cGrab\u201d payments stack \u2014 for five years.');
    expect(text).toContain('Page 1 of 1');
    expect(pdfInfo(pdf)).toMatch(/Author:\s+Blueprint Vault/);
  });

  it('flows long FAQs over several pages', async () => {
    const many = { faqs: Array.from({ length: 60 }, (_, i) => ({ category: `Category ${i % 4}`, question: `Question ${i}?`, suggestedAnswer: 'An answer. '.repeat(20) })) };
    const text = pdfText(await renderFaqPdf(many, meta));
    for (let i = 0; i < 60; i += 1) expect(text).toContain(`Question ${i}?`);
    expect(text).toMatch(/Page 1 of ([3-9]|\d\d)/);
  });
});

describe('in the founder’s brand kit', () => {
  // A 60 × 20 px PNG logo, as the kit stores it (re-encoded).
  const logo = { png: PNG.sync.write(Object.assign(new PNG({ width: 60, height: 20 }), { data: Buffer.alloc(60 * 20 * 4, 90) })), width: 60, height: 20 };
  const theme = documentTheme({ primary: '#0b3d91', accent: '#f2a900', fontPair: 'classic', logo: { width: 60, height: 20 } }, logo.png);

  it('sets the PDF in the kit’s fonts with its logo, never in ours, and keeps text clear of other text', async () => {
    const pdf = await renderFaqPdf(writeExitFaq(SAMPLE_EXIT_INTAKE), metaFactory({ title: 'Harbourline — Exit FAQ', companyName: 'Harbourline' }), 'presenter', theme);
    const names = pdfFonts(pdf).map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));
    expect(names).toEqual(expect.arrayContaining(['Caladea-Bold', 'Carlito-Regular', 'Carlito-Bold', 'Carlito-Italic']));
    expect(names.filter((name) => name.startsWith('Inter'))).toEqual([]);
    expect(pdfFonts(pdf).every((font) => font.embedded)).toBe(true);
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    expect(overlappingWords(pdf)).toEqual([]);
  });

  it('names the kit’s Office fonts in the DOCX (Word has them; LibreOffice maps them) and carries the logo', async () => {
    const docx = await renderFaqDocx(faq, meta, 'investor', theme);
    expect(zipEntry(docx, 'word/styles.xml')).toContain('w:ascii="Cambria"');
    expect(zipEntry(docx, 'word/styles.xml')).toContain('w:ascii="Calibri"');
    expect(zipEntry(docx, 'word/styles.xml')).not.toContain('Inter');
    expect(zipEntries(docx).filter((entry) => /^word\/fonts\//.test(entry))).toEqual([]);
    expect(zipEntries(docx).some((entry) => /^word\/media\/.+\.png$/.test(entry))).toBe(true);
    expect(zipEntry(docx, 'word/document.xml')).toContain(`descr="${meta.companyName} logo"`);
  });
});

describe('page breaks', () => {
  // The thin idea-stage FAQ's founder copy, in the neutral theme, once left "Team" alone at the foot of page 1.
  it('never leaves a category heading at the foot of a page, apart from its first question', async () => {
    const faq = writeInvestorFaq(corpusIntake('thin-idea'));
    const pdf = await renderFaqPdf(faq, metaFactory({ title: 'Investor FAQ', companyName: 'Kopi Labs', subtitle: undefined }), 'presenter', documentTheme(null));
    const words = pdfWordBoxes(pdf);
    const pages = Math.max(...words.map((word) => word.page));
    for (const category of new Set(faq.faqs.map((entry) => entry.category))) {
      const [first] = category.split(' ');
      for (const heading of words.filter((word) => word.text === first)) {
        // Under a heading comes at least one more line of the page's body (the footer sits below 800 pt).
        const below = words.filter((word) => word.page === heading.page && word.yMin > heading.yMax + 4 && word.yMax < 800);
        expect([category, heading.page, pages, below.length > 0]).toEqual([category, heading.page, pages, true]);
      }
    }
  });
});

describe('section headings over the corpus', () => {
  // A numbered section heading ("01" at the margin) always has its first question under it on the same page.
  it.each(['saas', 'logistics', 'fnb'])('never end a page in the %s FAQ, either copy', async (id) => {
    const intake = corpusIntake(id);
    const faq = intake.track === 'exit' ? writeExitFaq(intake) : writeInvestorFaq(intake);
    for (const copy of ['investor', 'presenter'] as const) {
      const words = pdfWordBoxes(await renderFaqPdf(faq, metaFactory({ title: 'FAQ', companyName: intake.company.name, subtitle: undefined }), copy, documentTheme(null)));
      const numbers = words.filter((word) => /^\d\d$/.test(word.text) && word.xMin < 55);
      expect(numbers.length).toBeGreaterThan(2);
      const orphans = numbers.filter((heading) => !words.some((word) => word.page === heading.page && word.yMin > heading.yMax + 14 && word.yMax < 800));
      expect([copy, orphans]).toEqual([copy, []]);
    }
  });
});

describe('a full FAQ laid out to be scanned', () => {
  const saas = writeInvestorFaq(corpusIntake('saas'));
  const saasMeta = metaFactory({ title: 'Investor FAQ', companyName: 'ShiftWise Pte Ltd', subtitle: undefined });
  const categories = [...new Set(faqForInvestors(saas).faqs.map((entry) => entry.category))];

  it('lists its categories on page 1 with the page each starts on', async () => {
    const pdf = await renderFaqPdf(saas, saasMeta);
    const first = pdfPagesText(pdf, 1);
    for (const category of categories) {
      const row = new RegExp(`${escape(category)} \\d+ questions? · page (\\d+)`).exec(first);
      expect([category, Boolean(row)]).toEqual([category, true]);
      // The section starts on the page the contents names (in the contents a count follows the name; under the heading, a question).
      expect(pdfPagesText(pdf, Number(row?.[1]))).toMatch(new RegExp(`${escape(category)} [A-Z]`));
    }
    expect(overlappingWords(pdf)).toEqual([]);
  });

  it('sets each answer’s first sentence apart from its detail, every word kept (PDF and DOCX)', async () => {
    const pdf = await renderFaqPdf(saas, saasMeta);
    const lead = pdfWordBoxes(pdf).find((word) => word.text === 'MRR.');
    const detail = pdfWordBoxes(pdf).find((word) => word.text === '11%');
    // "We are at S$38,000 MRR." leads; "We have grown 11% …" starts its own, indented block below.
    expect(lead && detail && detail.yMin > lead.yMax && detail.xMin > 50).toBe(true);
    expect(pdfText(pdf)).toContain('We are at S$38,000 MRR. We have grown 11% month-on-month');
    const xml = zipEntry(await renderFaqDocx(saas, saasMeta), 'word/document.xml');
    expect(xmlText(xml)).toContain('IN THIS FAQ');
    expect(xml).toMatch(/<w:t xml:space="preserve">We are at S\$38,000 MRR\.<\/w:t>/);
    expect(xml).toMatch(/<w:ind w:left="240"\/>[\s\S]{0,400}We have grown 11% month-on-month/);
  });

  it('has no contents list when the FAQ is short enough to read straight through', async () => {
    const thin = writeInvestorFaq(corpusIntake('thin-idea'));
    expect(pdfText(await renderFaqPdf(thin, saasMeta))).not.toMatch(/questions? · page/);
  });
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
