import { PDFDocument } from 'pdf-lib';
import { AppError } from '@bv/contracts';
import { PdfThreadPool } from './pdf-thread-pool';

jest.setTimeout(60_000);

async function blankPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) doc.addPage([960, 540]);
  return doc.save();
}

describe('PdfThreadPool', () => {
  let pool: PdfThreadPool;
  afterEach(() => pool?.close());

  it('renders and stamps in a thread, and gives the caller the file', async () => {
    pool = new PdfThreadPool(1, 4, () => undefined);
    const faq = { faqs: [{ category: 'Market', question: 'How big is the market?', suggestedAnswer: 'S$1.2bn across ASEAN.' }] };
    const rendered = await pool.run({ kind: 'render', outputType: 'investor_faq', content: faq, meta: { title: 'Kopi — FAQ', companyName: 'Kopi', generatedAt: new Date('2026-03-02T00:00:00Z') }, brand: { kit: null, logoBase64: null } });
    expect(rendered.subarray(0, 5).toString()).toBe('%PDF-');
    const stamped = await pool.run({ kind: 'stamp', pdf: rendered, text: 'mei@fund.sg' });
    expect(stamped.length).toBeGreaterThan(rendered.length);
    // The caller's bytes stay its own (only a copy crosses to the thread).
    expect(rendered.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('runs at most its threads at once, queues a bounded number, and refuses the rest as busy', async () => {
    pool = new PdfThreadPool(1, 2, () => undefined);
    const pdf = await blankPdf(40);
    const jobs = [0, 1, 2, 3].map(() => pool.run({ kind: 'stamp', pdf, text: 'raj@jungle.vc' }).then(() => 'done', (err: Error) => err));
    expect(pool.load).toBe(3);
    const [a, b, c, d] = await Promise.all(jobs);
    expect([a, b, c]).toEqual(['done', 'done', 'done']);
    expect(d).toBeInstanceOf(AppError);
    expect((d as AppError).code).toBe('SHARING.BUSY');
    expect(pool.load).toBe(0);
  });

  it('fails a job it cannot do and carries on with the next', async () => {
    pool = new PdfThreadPool(1, 4, () => undefined);
    const broken = pool.run({ kind: 'stamp', pdf: new Uint8Array([1, 2, 3]), text: 'x' });
    await expect(broken).rejects.toThrow(/PDF thread/);
    const ok = await pool.run({ kind: 'stamp', pdf: await blankPdf(1), text: 'mei@fund.sg' });
    expect(ok.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
