import { deckFactory, metaFactory, slideFactory } from '../../test/factories';
import { expectBrandFontsEmbedded, pdfInfo, pdfPageCount, pdfPagesText, pdfText } from '../../test/support';
import { renderDeckPdf } from './render-deck-pdf';

describe('renderDeckPdf', () => {
  const deck = deckFactory([
    slideFactory(1, { title: 'The \u201cproblem\u201d', content: '- SMEs wait 60 days to get paid\n  - sub-point on cash flow' }),
    slideFactory(2, { title: 'Traction & revenue', content: { ARR: 'S$1.2m', growth: '18% MoM' }, notes: 'Stress the 18% MoM \u2192 it\u2019s the hook.' }),
    slideFactory(3, { title: 'The ask', notes: '' }),
  ]);
  const meta = metaFactory();

  it('draws a cover and one 16:9 page per slide (the PPTX page: 960 × 540 pt) in the brand fonts, embedded', async () => {
    const pdf = await renderDeckPdf(deck, meta);
    expect(pdfPageCount(pdf)).toBe(4);
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+960 x 540 pts/);
    expectBrandFontsEmbedded(pdf);
  });

  it('gives the cover the company and its line, never the deck title or a version', async () => {
    const pdf = await renderDeckPdf(deck, metaFactory({ version: 7 }));
    const cover = pdfPagesText(pdf, 1);
    expect(cover).toContain('Lion City Logistics Pte. Ltd.');
    expect(cover).toContain('Series A, 2026');
    expect(cover).toContain('2 March 2026');
    expect(cover).not.toContain('Investor pitch deck');
    expect(cover).not.toMatch(/version/i);
    expect(pdfInfo(pdf)).toMatch(/Keywords:\s+version 7/);
  });

  it("uses the deck's own title slide as the cover when it names the company, instead of repeating it", async () => {
    const titled = deckFactory([slideFactory(1, { title: 'Lion City Logistics Pte. Ltd.', content: 'Same-day freight for SEA e-commerce\nSeed · Singapore' }), slideFactory(2, { title: 'The problem' })]);
    const pdf = await renderDeckPdf(titled, meta);
    expect(pdfPageCount(pdf)).toBe(2);
    const cover = pdfPagesText(pdf, 1);
    expect(cover).toContain('Same-day freight for SEA e-commerce');
    expect(cover.split('Lion City Logistics Pte. Ltd.').length - 1).toBe(1);
    expect(pdfPagesText(pdf, 2)).toContain('The problem');
  });

  it('the presenter copy puts the notes under each 16:9 slide', async () => {
    const pdf = await renderDeckPdf(deck, meta, 'presenter');
    expect(pdfPageCount(pdf)).toBe(4);
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+960 x 780 pts/);

    const text = pdfText(pdf);
    expect(text).toContain('Lion City Logistics Pte. Ltd.');
    expect(text).toContain('2 March 2026');
    expect(text).toContain('The \u201cproblem\u201d');
    expect(text).toContain('SMEs wait 60 days to get paid');
    expect(text).toContain('sub-point on cash flow');
    expect(text).toContain('ARR: S$1.2m');
    expect(text).toContain('Growth: 18% MoM');
    expect(text).toContain('SPEAKER NOTES');
    expect(text).toContain('Stress the 18% MoM -> it\u2019s the hook.');
    expect(text).toContain('The ask');
    expect(pdfPagesText(pdf, 4)).toContain('Lion City Logistics Pte. Ltd. · Confidential');
    expect(pdfPagesText(pdf, 4)).toMatch(/ 4 $/);
  });

  it('keeps the speaker notes out of the investor copy, the default', async () => {
    for (const pdf of [await renderDeckPdf(deck, meta), await renderDeckPdf(deck, meta, 'investor')]) {
      const text = pdfText(pdf);
      expect(pdfPageCount(pdf)).toBe(4);
      expect(text).toContain('Growth: 18% MoM');
      expect(text).not.toMatch(/speaker notes/i);
      expect(text).not.toContain('Stress the 18% MoM');
    }
  });

  it('sets the document info and a fixed creation date', async () => {
    const info = pdfInfo(await renderDeckPdf(deck, meta));
    expect(info).toMatch(/Title:\s+Investor pitch deck/);
    expect(info).toMatch(/Author:\s+Blueprint Vault/);
    expect(info).toMatch(/Subject:\s+Investor pitch deck: 4 slides/);
  });

  it('gives the same bytes for the same input', async () => {
    const first = await renderDeckPdf(deck, meta);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await renderDeckPdf(deck, meta)).equals(first)).toBe(true);
  });

  it('keeps very long slides on one page', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `- Point ${i}: ${'a fairly long sentence about the market '.repeat(3)}`).join('\n');
    const pdf = await renderDeckPdf(deckFactory([slideFactory(1, { content: long, notes: 'n '.repeat(2000) })]), meta, 'presenter');
    expect(pdfPageCount(pdf)).toBe(2);
  });
});
