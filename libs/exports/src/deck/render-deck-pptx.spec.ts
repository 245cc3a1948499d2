import { deckFactory, metaFactory, slideFactory } from '../../test/factories';
import { xmlText, zipEntries, zipEntry } from '../../test/support';
import { renderDeckPptx } from './render-deck-pptx';

describe('renderDeckPptx', () => {
  const deck = deckFactory([
    slideFactory(1, { title: 'The problem', content: '- SMEs wait 60 days to get paid\n- Banks won\u2019t lend against invoices' }),
    slideFactory(2, { title: 'Traction & revenue', content: { ARR: 'S$1.2m', growth: '18% MoM', useOfFunds: 'Hiring & Vietnam launch' }, notes: 'Stress the 18% MoM.' }),
    slideFactory(3, { title: 'The ask', notes: '' }),
  ]);
  const meta = metaFactory();

  it('writes a title slide and one slide per deck slide with titles, bullets and speaker notes', async () => {
    const file = await renderDeckPptx(deck, meta);
    const entries = zipEntries(file);
    expect(entries.filter((e) => /^ppt\/slides\/slide\d+\.xml$/.test(e))).toHaveLength(4);

    const cover = xmlText(zipEntry(file, 'ppt/slides/slide1.xml'));
    expect(cover).toContain('Lion City Logistics Pte. Ltd.');
    expect(cover).toContain('Series A, 2026');
    expect(cover).toContain('2 March 2026');

    const problem = xmlText(zipEntry(file, 'ppt/slides/slide2.xml'));
    expect(problem).toContain('The problem');
    expect(problem).toContain('SMEs wait 60 days to get paid');
    expect(problem).toContain('Banks won\u2019t lend against invoices');
    expect(problem).not.toContain('- SMEs');
    // One <a:pPr> per paragraph: a second one after a run makes PowerPoint ask to repair the file.
    expect(zipEntry(file, 'ppt/slides/slide3.xml')).not.toMatch(/<\/a:r><a:pPr/);

    const traction = xmlText(zipEntry(file, 'ppt/slides/slide3.xml'));
    expect(traction).toContain('Traction & revenue');
    expect(traction).toContain('ARR: S$1.2m');
    expect(traction).toContain('Use of funds: Hiring & Vietnam launch');

    const notes = entries.filter((e) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(e)).map((e) => xmlText(zipEntry(file, e)));
    expect(notes.join(' ')).toContain('Speaker notes for slide 1');
    expect(notes.join(' ')).toContain('Stress the 18% MoM.');
  });

  it('numbers the slides and uses the brand colours on a 16:9 layout', async () => {
    const file = await renderDeckPptx(deck, meta);
    expect(zipEntry(file, 'ppt/slides/slide2.xml')).toMatch(/type="slidenum"/);
    const masters = zipEntries(file)
      .filter((e) => /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(e))
      .map((e) => zipEntry(file, e))
      .join('');
    expect(masters).toContain('0F1B33'); // ink navy
    expect(masters).toContain('E0A54B'); // gold
    expect(masters).toContain('F7F5F0'); // paper
    const theme = zipEntries(file).filter((e) => e.startsWith('ppt/theme/')).map((e) => zipEntry(file, e)).join('');
    expect(theme).toContain('typeface="Caladea"');
    expect(theme).toContain('typeface="Inter"');
    expect(zipEntry(file, 'ppt/presentation.xml')).toMatch(/<p:sldSz cx="12192000" cy="6858000"/);
  });

  it('gives the same bytes for the same input', async () => {
    const first = await renderDeckPptx(deck, meta);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await renderDeckPptx(deck, meta);
    expect(second.equals(first)).toBe(true);
    expect(zipEntry(first, 'docProps/core.xml')).toContain('2026-03-02T04:05:06Z');
  });
});
