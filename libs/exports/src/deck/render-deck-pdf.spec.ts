import { corpusIntake, writePitchDeck } from '@bv/domain';
import { deckFactory, metaFactory, slideFactory } from '../../test/factories';
import { pdfFonts, pdfInfo, pdfPageCount, pdfPagesText, pdfText } from '../../test/support';
import { documentTheme } from '../theme/document-theme';
import { noteSections, renderDeckPdf, statedTiming } from './render-deck-pdf';

describe('renderDeckPdf', () => {
  const deck = deckFactory([
    slideFactory(1, { title: 'The \u201cproblem\u201d', content: '- SMEs wait 60 days to get paid\n  - sub-point on cash flow' }),
    slideFactory(2, { title: 'Traction & revenue', content: { ARR: 'S$1.2m', growth: '18% MoM' }, notes: 'Stress the 18% MoM \u2192 it\u2019s the hook.' }),
    slideFactory(3, { title: 'The ask', content: '[Add: the amount you are raising]', notes: '' }),
  ]);
  const meta = metaFactory();

  it('draws 16:9 pages (the PPTX page: 960 × 540 pt) with the theme fonts embedded, never a standard font', async () => {
    const pdf = await renderDeckPdf(deck, meta);
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+960 x 540 pts/);
    const fonts = pdfFonts(pdf);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    expect(fonts.map((font) => font.name)).toEqual(expect.arrayContaining(['Carlito-Regular', 'Carlito-Bold']));
    expect(fonts.map((font) => font.name).filter((name) => /Helvetica|Times|Courier/.test(name))).toEqual([]);
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

  it('the investor copy (the default) leaves out notes, prompts and a slide left with nothing to say', async () => {
    const pdf = await renderDeckPdf(deck, meta);
    expect(pdfPageCount(pdf)).toBe(3);
    const text = pdfText(pdf);
    expect(text).toContain('SMEs wait 60 days to get paid');
    expect(text).not.toMatch(/speaker notes|\[Add:|The ask/i);
  });

  it('the presenter copy is a speaker view: every slide, its prompts, its notes beside it, the slide number and the next slide', async () => {
    const pdf = await renderDeckPdf(deck, meta, { copy: 'presenter' });
    expect(pdfPageCount(pdf)).toBe(4);
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+1424 x 652 pts/);
    const text = pdfText(pdf);
    expect(text).toContain('SPEAKER NOTES');
    expect(pdfPagesText(pdf, 3)).toMatch(/3 \/ 4 Traction & revenue/);
    expect(pdfPagesText(pdf, 3)).toContain('NEXT: SLIDE 4 The ask');
    expect(pdfPagesText(pdf, 4)).toContain('End of the deck: questions');
    expect(text).toContain('Stress the 18% MoM -> it\u2019s the hook.');
    expect(text).toContain('[Add: the amount you are raising]');
    expect(pdfPagesText(pdf, 4)).toContain('Lion City Logistics Pte. Ltd. · Confidential');
  });

  it('draws each kind of slide in its own layout: the market as a graphic, figures as a chart, tiles for numbers', async () => {
    const pdf = await renderDeckPdf(writePitchDeck(corpusIntake('saas')), metaFactory({ companyName: 'ShiftWise Pte Ltd' }));
    expect(pdfPagesText(pdf, 4)).toMatch(/TAM.*SAM.*SOM/s);
    expect(pdfPagesText(pdf, 5)).toMatch(/Jan.*Oct/s);
    expect(pdfPagesText(pdf, 5)).toContain('S$38,000');
    expect(pdfPagesText(pdf, 11)).toContain('45%');
  }, 30_000);

  it('wears the founder’s brand kit: their font pair and their logo', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGNgYGD4z8DAAAAGAAH/LpVTmgAAAABJRU5ErkJggg==', 'base64');
    const theme = documentTheme({ primary: '#0b3d91', accent: '#f2a900', fontPair: 'classic', logo: { width: 2, height: 1 } }, png);
    const pdf = await renderDeckPdf(deck, meta, { theme });
    expect(pdfFonts(pdf).map((font) => font.name)).toEqual(expect.arrayContaining(['Caladea-Bold', 'Carlito-Regular']));
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  }, 30_000);

  it('gives the same bytes for the same input', async () => {
    const first = await renderDeckPdf(deck, meta);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await renderDeckPdf(deck, meta)).equals(first)).toBe(true);
  });

  it('keeps very long slides on one page each', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `- Point ${i}: ${'a fairly long sentence about the market '.repeat(3)}`).join('\n');
    const pdf = await renderDeckPdf(deckFactory([slideFactory(1, { content: long, notes: 'n '.repeat(2000) })]), meta, { copy: 'presenter' });
    expect(pdfPageCount(pdf)).toBe(2);
  });

  it('reads the notes as their Say / probe / Tip sections, and the timing they give', () => {
    expect(noteSections('Say: Introduce yourself.\nInvestors will probe: Where the company is incorporated.\nTip: Keep the cover up for under 30 seconds.')).toEqual([
      { label: 'Say', text: 'Introduce yourself.' },
      { label: 'Investors will probe', text: 'Where the company is incorporated.' },
      { label: 'Tip', text: 'Keep the cover up for under 30 seconds.' },
    ]);
    expect(noteSections('Just a line, no label: here')).toEqual([{ label: '', text: 'Just a line, no label: here' }]);
    expect(statedTiming('Tip: Keep the cover up for under 30 seconds.')).toBe('Under 30 seconds');
    expect(statedTiming('Say: Introduce Keng Seng, trading since 1988, in under a minute.')).toBe('Under a minute');
    expect(statedTiming('Say: Walk through the chart.')).toBeNull();
  });
});
