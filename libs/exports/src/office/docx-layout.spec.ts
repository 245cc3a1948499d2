import { writeDataRoomChecklist, writeExitFaq, SAMPLE_EXIT_INTAKE } from '@bv/domain';
import { metaFactory } from '../../test/factories';
import { docxToPdf, overlappingWords, pdfWordBoxes } from '../../test/support';
import { renderChecklistDocx } from '../checklist/render-checklist-docx';
import { renderFaqDocx } from '../faq/render-faq-docx';

// LibreOffice lays the files out as a reader's Word or LibreOffice would; each conversion takes seconds.
jest.setTimeout(120_000);

/** A title long enough to wrap over three lines at the title size: outputs can be renamed to anything. */
const LONG_TITLE = 'Questions buyers will ask about the sale of the cold-chain business, with our suggested answers for the first management meeting';
const meta = metaFactory({ title: LONG_TITLE, companyName: 'Harbourline Cold Chain and Temperature-Controlled Logistics Pte Ltd', subtitle: undefined, version: 4 });

/** The lines the title's words sit on (distinct tops), in the order they appear. */
function titleLines(pdf: Buffer): number[] {
  const words = pdfWordBoxes(pdf).filter((w) => w.page === 1 && ['Questions', 'suggested', 'meeting'].includes(w.text));
  return [...new Set(words.map((w) => Math.round(w.yMin)))];
}

describe('DOCX layout in LibreOffice', () => {
  it('wraps a long FAQ title onto lines that never print over each other or the text around them', async () => {
    const pdf = docxToPdf(await renderFaqDocx(writeExitFaq(SAMPLE_EXIT_INTAKE), meta));
    expect(titleLines(pdf).length).toBeGreaterThanOrEqual(2);
    expect(overlappingWords(pdf)).toEqual([]);
  });

  it('does the same for a checklist', async () => {
    const pdf = docxToPdf(await renderChecklistDocx(writeDataRoomChecklist(SAMPLE_EXIT_INTAKE), { ...meta, title: LONG_TITLE.replace('Questions buyers will ask about', 'Documents for') }));
    expect(overlappingWords(pdf)).toEqual([]);
  });
});
