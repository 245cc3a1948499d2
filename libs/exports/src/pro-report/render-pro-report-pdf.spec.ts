import { PRO_CATEGORIES } from '@bv/domain';
import { metaFactory, proScoreFactory } from '../../test/factories';
import { expectBrandFontsEmbedded, pdfInfo, pdfPageCount, pdfText } from '../../test/support';
import { PRO_REPORT_TITLE, renderProReportPdf, type ProReportInput } from './render-pro-report-pdf';

function inputFactory(overrides: Partial<ProReportInput> = {}): ProReportInput {
  return {
    meta: metaFactory({ title: PRO_REPORT_TITLE, subtitle: undefined }),
    score: proScoreFactory(),
    userInfo: { name: 'Tan Wei Ling', company: 'Lion City Logistics Pte. Ltd.', industry: 'Logistics', revenue: 'S$5m\u2013S$10m' },
    report: {
      insights: ['Revenue is \u201csticky\u201d: 80% recurring.', 'PDPA policies exist but are not enforced.'],
      actionPlan: [
        { action: 'Engage a Big Four firm to audit FY2025 accounts', owner: 'CFO', timeframe: '0\u20133 months' },
        { action: 'Document the top 10 operating procedures', owner: 'COO', timeframe: '3\u20136 months' },
      ],
      recommendations: ['Reduce reliance on the top customer below 20% of revenue.', 'Appoint a second-line leader for sales.'],
      aiGenerated: true,
    },
    ...overrides,
  };
}

describe('renderProReportPdf', () => {
  it('is an A4 document in the brand fonts, embedded', async () => {
    const pdf = await renderProReportPdf(inputFactory());
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expectBrandFontsEmbedded(pdf);
  });

  it('prints the cover, overall score and level, every category, strengths and gaps', async () => {
    const input = inputFactory();
    const text = pdfText(await renderProReportPdf(input));
    expect(text).toContain(PRO_REPORT_TITLE);
    expect(text).toContain('Lion City Logistics Pte. Ltd.');
    expect(text).toContain('Prepared for Tan Wei Ling');
    expect(text).toContain('Revenue: S$5m\u2013S$10m');
    expect(text).toContain('2 March 2026');
    expect(text).toContain(`${input.score.total}/100`);
    expect(text).toContain(input.score.level);
    for (const category of PRO_CATEGORIES) expect(text).toContain(category.title);
    expect(text).toContain('Weight 15%');
    expect(text).toContain('9.0/10');
    expect(text).toContain('Strengths');
    expect(text).toContain('Priority gaps');
    // Scores 9, 8, 3, 6, 7, 2, 5, 10, 4 → strengths Transferability, Financial Reporting, Revenue Quality.
    expect(text).toMatch(/1\. Transferability: 10\.0\/10/);
    expect(text).toMatch(/1\. Legal & Compliance: 2\.0\/10/);
  });

  it('adds the action plan table, insights and recommendations when a report is given', async () => {
    const text = pdfText(await renderProReportPdf(inputFactory()));
    expect(text).toContain('Action plan');
    expect(text).toContain('Engage a Big Four firm to audit FY2025 accounts');
    expect(text).toContain('CFO');
    expect(text).toContain('0\u20133 months');
    expect(text).toContain('Revenue is \u201csticky\u201d: 80% recurring.');
    expect(text).toContain('Reduce reliance on the top customer below 20% of revenue.');
    expect(text).toContain('drafted with AI');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('leaves the report sections out without a report', async () => {
    const pdf = await renderProReportPdf(inputFactory({ report: undefined }));
    const text = pdfText(pdf);
    expect(text).not.toContain('Action plan');
    expect(text).not.toContain('Recommendations');
    expect(pdfPageCount(pdf)).toBe(2);
    expect(pdfInfo(pdf)).toMatch(new RegExp(`Subject:\\s+${PRO_REPORT_TITLE}: \\d+/100`));
  });

  it('repeats the table header when a long action plan breaks across pages', async () => {
    const actionPlan = Array.from({ length: 40 }, (_, i) => ({ action: `Action number ${i} with some detail`, owner: 'Founder', timeframe: 'Q3' }));
    const base = inputFactory();
    const text = pdfText(await renderProReportPdf({ ...base, report: { ...base.report!, actionPlan } }));
    for (let i = 0; i < 40; i += 1) expect(text).toContain(`Action number ${i} with some detail`);
    expect(text.match(/Action Owner Timeframe/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
