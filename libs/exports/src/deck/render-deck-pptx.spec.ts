import { corpusIntake, writePitchDeck } from '@bv/domain';
import { deckFactory, metaFactory, slideFactory } from '../../test/factories';
import { xmlText, zipEntries, zipEntry } from '../../test/support';
import { documentTheme } from '../theme/document-theme';
import { renderDeckPptx } from './render-deck-pptx';

describe('renderDeckPptx', () => {
  const deck = deckFactory([
    slideFactory(1, { title: 'The problem', content: '- SMEs wait 60 days to get paid\n- Banks won\u2019t lend against invoices' }),
    slideFactory(2, { title: 'Traction & revenue', content: { ARR: 'S$1.2m', growth: '18% MoM', useOfFunds: 'Hiring & Vietnam launch' }, notes: 'Stress the 18% MoM.' }),
    slideFactory(3, { title: 'The ask', content: '[Add: the amount]', notes: '' }),
  ]);
  const meta = metaFactory();
  const slides = (file: Buffer) => zipEntries(file).filter((e) => /^ppt\/slides\/slide\d+\.xml$/.test(e));
  const notes = (file: Buffer) => zipEntries(file).filter((e) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(e)).map((e) => xmlText(zipEntry(file, e))).join(' ');

  it('the investor copy (the default) has the cover and the slides with something to say, and no notes or prompts', async () => {
    const file = await renderDeckPptx(deck, meta);
    expect(slides(file)).toHaveLength(3);
    const cover = xmlText(zipEntry(file, 'ppt/slides/slide1.xml'));
    expect(cover).toContain('Lion City Logistics Pte. Ltd.');
    expect(cover).toContain('2 March 2026');
    const problem = xmlText(zipEntry(file, 'ppt/slides/slide2.xml'));
    expect(problem).toContain('SMEs wait 60 days to get paid');
    expect(problem).not.toContain('- SMEs');
    expect(notes(file)).not.toContain('Stress the 18% MoM.');
    expect(zipEntries(file).filter((e) => /^ppt\/.*\.xml$/.test(e)).map((e) => xmlText(zipEntry(file, e))).join(' ')).not.toContain('[Add:');
  });

  it('the presenter copy carries the notes and the prompts', async () => {
    const file = await renderDeckPptx(deck, meta, { copy: 'presenter' });
    expect(slides(file)).toHaveLength(4);
    expect(notes(file)).toContain('Stress the 18% MoM.');
    expect(xmlText(zipEntry(file, 'ppt/slides/slide4.xml'))).toContain('[Add: the amount]');
  });

  it('draws figures as native charts the founder can edit, in the theme’s colours and Office fonts', async () => {
    const theme = documentTheme({ primary: '#0b3d91', accent: '#c2410c', fontPair: 'classic', logo: null });
    const file = await renderDeckPptx(writePitchDeck(corpusIntake('saas')), metaFactory({ companyName: 'ShiftWise Pte Ltd' }), { theme });
    const charts = zipEntries(file).filter((e) => /^ppt\/charts\/chart\d+\.xml$/.test(e));
    expect(charts.length).toBe(3);
    const xml = charts.map((e) => zipEntry(file, e)).join('');
    expect(xml).toContain('<c:barChart>');
    expect(xml).toContain('<c:doughnutChart>');
    expect(xml).toContain('C2410C');
    const all = slides(file).map((e) => zipEntry(file, e)).join('');
    expect(all).toContain('typeface="Cambria"');
    expect(all).toContain('typeface="Calibri"');
    expect(all).not.toMatch(/typeface="(Inter|Caladea|Carlito)"/);
    expect(zipEntry(file, 'ppt/presentation.xml')).toMatch(/<p:sldSz cx="12192000" cy="6858000"/);
  }, 30_000);

  it('gives the same bytes for the same input', async () => {
    const first = await renderDeckPptx(deck, meta);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await renderDeckPptx(deck, meta);
    expect(second.equals(first)).toBe(true);
    expect(zipEntry(first, 'docProps/core.xml')).toContain('2026-03-02T04:05:06Z');
  });
});
