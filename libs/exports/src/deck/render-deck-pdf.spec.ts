import { deckFactory, metaFactory, slideFactory } from '../../test/factories';
import { pdfInfo, pdfPageCount, pdfText } from '../../test/support';
import { renderDeckPdf } from './render-deck-pdf';

describe('renderDeckPdf', () => {
  const deck = deckFactory([
    slideFactory(1, { title: 'The \u201cproblem\u201d', content: '- SMEs wait 60 days to get paid\n  - sub-point on cash flow' }),
    slideFactory(2, { title: 'Traction & revenue', content: { ARR: 'S$1.2m', growth: '18% MoM' }, notes: 'Stress the 18% MoM \u2192 it\u2019s the hook.' }),
    slideFactory(3, { title: 'The ask', notes: '' }),
  ]);
  const meta = metaFactory();

  it('draws a cover and one landscape page per slide with titles, bullets and page numbers; the presenter copy adds the notes', async () => {
    const pdf = await renderDeckPdf(deck, meta, 'presenter');
    expect(pdfPageCount(pdf)).toBe(4);
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+841\.89 x 595\.28/);

    const text = pdfText(pdf);
    expect(text).toContain('Lion City Logistics Pte. Ltd.');
    expect(text).toContain('2 March 2026');
    expect(text).toContain('The \u201cproblem\u201d');
    expect(text).toContain('SMEs wait 60 days to get paid');
    expect(text).toContain('sub-point on cash flow');
    expect(text).toContain('ARR: S$1.2m');
    expect(text).toContain('Growth: 18% MoM');
    expect(text).toContain('Speaker notes');
    expect(text).toContain('Stress the 18% MoM -> it\u2019s the hook.');
    expect(text).toContain('The ask');
    expect(text).toContain('Page 4 of 4');
  });

  it('keeps the speaker notes out of the investor copy, the default', async () => {
    for (const pdf of [await renderDeckPdf(deck, meta), await renderDeckPdf(deck, meta, 'investor')]) {
      const text = pdfText(pdf);
      expect(pdfPageCount(pdf)).toBe(4);
      expect(text).toContain('Growth: 18% MoM');
      expect(text).not.toContain('Speaker notes');
      expect(text).not.toContain('Stress the 18% MoM');
    }
  });

  it('sets the document info and a fixed creation date', async () => {
    const info = pdfInfo(await renderDeckPdf(deck, meta));
    expect(info).toMatch(/Title:\s+Investor pitch deck/);
    expect(info).toMatch(/Author:\s+Blueprint Vault/);
    expect(info).toMatch(/Subject:\s+Investor pitch deck: 3 slides/);
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
