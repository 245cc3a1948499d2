import { SAMPLE_EXIT_INTAKE, SAMPLE_FUNDRAISING_INTAKE, writeDataRoomChecklist } from '@bv/domain';
import { checklistFactory, metaFactory } from '../../test/factories';
import { expectBrandFontsEmbedded, overlappingWords, pdfInfo, pdfText, xmlText, zipEntry } from '../../test/support';
import { summariseChecklist } from './checklist-summary';
import { renderChecklistDocx } from './render-checklist-docx';
import { renderChecklistPdf } from './render-checklist-pdf';

// Fonts are embedded and zipped: on a busy machine one file takes several seconds.
jest.setTimeout(30_000);

const meta = metaFactory({ title: 'Data room checklist' });
const list = checklistFactory();

describe('summariseChecklist', () => {
  it('counts done and required items', () => {
    expect(summariseChecklist(list)).toEqual({ done: 2, total: 4, requiredDone: 1, requiredTotal: 3, percent: 50 });
    expect(summariseChecklist({ categories: [] }).percent).toBe(0);
  });
});

describe('renderChecklistDocx', () => {
  it('lists every item with a Word checkbox ticked from `done`, bold name, description and marker', async () => {
    const xml = zipEntry(await renderChecklistDocx(list, meta), 'word/document.xml');
    const text = xmlText(xml);
    expect(text).toContain('Readiness: 2 of 4 items done (50%) | Required: 1 of 3 done');
    expect(text).toMatch(/Corporate 1\/2 DONE DOCUMENT WHEN NEED .*ACRA business profile Latest bizfile extract\. Required .*Shareholder agreement .*Required/);
    expect(text).toMatch(/Financial 1\/2 .*Audited accounts .*Required .*Management accounts Monthly, current year\. Optional/);
    // A list written before priorities existed has no Start-here block.
    expect(text).not.toContain('Start here');
    expect(xml.match(/<w14:checkbox>/g)).toHaveLength(4);
    expect(xml.match(/<w14:checked w14:val="1"\/>/g)).toHaveLength(2);
    expect(xml).toContain('w:char="2611"');
    expect(xml).toContain('w:char="2610"');
    expect(xml).toMatch(/<w:b\/>(<w:bCs\/>)?<\/w:rPr><w:t xml:space="preserve">ACRA business profile<\/w:t>/);
  });
});

describe('the prioritised checklist (docs/product-rules.md, "Data-room checklist priorities")', () => {
  const exit = writeDataRoomChecklist(SAMPLE_EXIT_INTAKE);
  const fundraising = writeDataRoomChecklist(SAMPLE_FUNDRAISING_INTAKE);
  const start = (content: typeof exit) => content.startHere ?? [];

  it('opens the DOCX with the numbered Start-here documents and gives every item a tickable box, its priority and its need', async () => {
    const xml = zipEntry(await renderChecklistDocx(exit, meta), 'word/document.xml');
    const text = xmlText(xml);
    expect(text).toContain(`Start here: the first week 0 of ${start(exit).length} done The ${start(exit).length} documents a buyer asks for in the first week.`);
    start(exit).forEach((entry, index) => expect(text).toContain(`${index + 1}. ${entry.name} ${entry.category}. ${entry.why}`));
    expect(text.indexOf('Start here')).toBeLessThan(text.indexOf('Corporate & ACRA records'));
    expect(text).toMatch(/Normalised EBITDA bridge Reported to normalised EBITDA[^]*?\. Week 1 Required/);
    expect(text).toMatch(/Working capital analysis Monthly debtors[^]*?\. Before LOI Required/);
    expect(text).toMatch(/Constitution The current constitution[^]*?\. Before completion Required/);
    const items = exit.categories.flatMap((category) => category.items).length;
    expect(xml.match(/<w14:checkbox>/g)).toHaveLength(items);
    expect(xmlText(zipEntry(await renderChecklistDocx(fundraising, meta), 'word/document.xml'))).toContain('documents a lead investor asks for in the first week');
  });

  it('counts the Start-here documents the founder has ticked', async () => {
    const ticked = new Set(start(exit).slice(0, 3).map((entry) => entry.name));
    const progress = { ...exit, categories: exit.categories.map((category) => ({ ...category, items: category.items.map((item) => ({ ...item, done: ticked.has(item.name) })) })) };
    expect(pdfText(await renderChecklistPdf(progress, meta))).toContain(`Start here: the first week 3 of ${start(exit).length} done`);
    expect(xmlText(zipEntry(await renderChecklistDocx(progress, meta), 'word/document.xml'))).toContain(`Start here: the first week 3 of ${start(exit).length} done`);
  });

  it('drops a Start-here document the founder deleted from the list', async () => {
    const [first] = start(exit);
    const edited = { ...exit, categories: exit.categories.map((category) => ({ ...category, items: category.items.filter((item) => item.name !== first.name) })) };
    const text = xmlText(zipEntry(await renderChecklistDocx(edited, meta), 'word/document.xml'));
    expect(text).toContain(`The ${start(exit).length - 1} documents a buyer asks for`);
    expect(text).not.toContain(first.name);
  });

  it('opens the PDF with the Start-here documents, and prints every priority label beside its item without overlaps', async () => {
    for (const content of [exit, fundraising]) {
      const pdf = await renderChecklistPdf(content, meta);
      const text = pdfText(pdf);
      expect(text).toContain('Start here: the first week');
      for (const entry of start(content)) expect(text).toContain(entry.name);
      const labels = content === exit ? ['Week 1', 'Before LOI', 'Before completion'] : ['Week 1', 'Before term sheet', 'Before completion'];
      for (const label of labels) expect(text).toContain(label);
      const weekOnes = content.categories.flatMap((category) => category.items).filter((item) => item.priority === 'week_1').length;
      // Each Week 1 item once in its row, and once in the legend.
      expect(text.match(/Week 1/g)?.length).toBe(weekOnes + 2);
      expect(overlappingWords(pdf)).toEqual([]);
    }
  });
});

describe('renderChecklistPdf', () => {
  it('is an A4 document in the brand fonts, embedded, with no text printed over other text', async () => {
    const pdf = await renderChecklistPdf(writeDataRoomChecklist(SAMPLE_EXIT_INTAKE), metaFactory({ title: 'Data room checklist' }));
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expectBrandFontsEmbedded(pdf);
    expect(overlappingWords(pdf)).toEqual([]);
  });

  it('prints the readiness summary and every item with its marker', async () => {
    const text = pdfText(await renderChecklistPdf(list, meta));
    expect(text).toContain('Readiness summary 2 of 4 items done (50%) Required: 1 of 3 done');
    for (const name of ['ACRA business profile', 'Shareholder agreement', 'Audited accounts', 'Management accounts']) expect(text).toContain(name);
    expect(text).toContain('Corporate (1/2)');
    expect(text).toContain('Last three years, filed with IRAS.');
    expect(text.match(/Required/g)?.length).toBeGreaterThanOrEqual(4);
    expect(text).toContain('Optional');
    // Checkboxes are vector squares: no unencodable glyphs leak into the text.
    expect(text).not.toMatch(/[\u2610\u2611]/);
  });
});
