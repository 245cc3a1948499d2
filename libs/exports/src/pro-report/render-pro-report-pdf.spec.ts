import { PRO_CATEGORIES } from '@bv/domain';
import { metaFactory, proFactsFactory } from '../../test/factories';
import { expectBrandFontsEmbedded, overlappingWords, pdfInfo, pdfPagesText, pdfText } from '../../test/support';
import { PRO_REPORT_TITLE, renderProReportPdf, type ProReportInput } from './render-pro-report-pdf';

// An eight-page report with embedded fonts takes several seconds to draw on a busy machine.
jest.setTimeout(60_000);

function inputFactory(overrides: Partial<ProReportInput> = {}): ProReportInput {
  const facts = overrides.facts ?? proFactsFactory('mixed');
  return {
    // 18:30 UTC on the 27th is already the 28th in Singapore.
    meta: metaFactory({ title: PRO_REPORT_TITLE, subtitle: undefined, generatedAt: new Date('2026-11-27T18:30:00Z') }),
    facts,
    userInfo: { name: 'Lim Boon Keat', company: 'Meridian Industrial Supplies Pte Ltd', industry: 'Industrial distribution', revenue: 'S$8m\u2013S$12m' },
    report: {
      insights: ['Revenue is \u201csticky\u201d only in part: 10\u201330 % is recurring.'],
      actionPlan: facts.advice.slice(0, 5),
      recommendations: ['Start with Revenue Quality: it costs the most.'],
      aiGenerated: false,
    },
    ...overrides,
  };
}

describe('renderProReportPdf', () => {
  // One mixed report, rendered once, read by most cases: rendering is the slow part.
  let mixed: Buffer;
  beforeAll(async () => {
    mixed = await renderProReportPdf(inputFactory());
  });

  it('is an A4 document in the brand fonts, embedded, with no text printed over other text', () => {
    expect(pdfInfo(mixed)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expectBrandFontsEmbedded(mixed);
    expect(overlappingWords(mixed)).toEqual([]);
  });

  it('opens with an executive summary: score, level, the three costliest gaps with their cost, and what to do first', () => {
    const facts = proFactsFactory('mixed');
    const page1 = pdfPagesText(mixed, 1);
    expect(page1).toContain('Meridian Industrial Supplies Pte Ltd');
    expect(page1).toContain('28 November 2026');
    expect(page1).toContain(`OVERALL SCORE ${facts.total} /100`);
    expect(page1).toMatch(new RegExp(`of them\\. ${facts.level} Your score`));
    expect(page1).toContain('The three gaps that cost the most');
    for (const gap of facts.gaps.slice(0, 3)) expect(page1).toContain(`${gap.title} ${gap.score.toFixed(1)}/10 costs ${gap.pointsLost.toFixed(1)} points`);
    expect(page1).toContain('What to do first');
    expect(page1).toContain(facts.advice[0].action.slice(0, 40));
  });

  it('calls no category under 7/10 a strength', () => {
    const page1 = pdfPagesText(mixed, 1);
    expect(page1).toMatch(/Relatively strongest: .* None is yet at 7\/10/);
    expect(page1).not.toContain('Strengths:');
    const strong = proFactsFactory('strong');
    expect(strong.highlights.kind).toBe('strengths');
  });

  it('ranks every gap with its weight, cost and how a buyer prices it, and charts every category', () => {
    const text = pdfText(mixed);
    const facts = proFactsFactory('mixed');
    expect(text).toContain('What the gaps cost');
    for (const category of PRO_CATEGORIES) expect(text).toContain(category.title);
    for (const gap of facts.gaps) expect(text).toContain(gap.buyerResponse.slice(0, 30));
    expect(text).toMatch(/1 Revenue Quality 4\.8\/10 15 % 7\.8 15 %/);
  });

  it('lists all 45 answers with their scores in an appendix', () => {
    const text = pdfText(mixed);
    const facts = proFactsFactory('mixed');
    expect(text).toContain('Appendix: your 45 answers');
    for (const answer of facts.answers) expect(text).toContain(answer.question.replace(/\s+/g, ' '));
    expect(text.match(/\d+\/10 /g)?.length).toBeGreaterThanOrEqual(45);
    expect(text).toContain('Top mark: A three-year EBITDA bridge');
  });

  it('dates the report and every footer in Singapore time', () => {
    const text = pdfText(mixed);
    expect(text).not.toContain('27 November 2026');
    expect(text).toMatch(/ExitCheck Pro \| Meridian Industrial Supplies Pte Ltd \| 28 November 2026 Page 1 of \d/);
  });

  it('adds the written action plan, insights and recommendations when a report is given, and leaves them out without', async () => {
    expect(pdfText(mixed)).toMatch(/Action plan .* Key insights .* Recommendations/);
    const bare = pdfText(await renderProReportPdf(inputFactory({ report: undefined })));
    expect(bare).not.toContain('Action plan');
    expect(bare).not.toContain('Recommendations');
    // Page 1 still says what to do first: the facts carry the advice.
    expect(bare).toContain('What to do first');
    expect(pdfInfo(mixed)).toMatch(new RegExp(`Subject:\\s+${PRO_REPORT_TITLE}: \\d+/100`));
  });

  it('has no gaps and no fix-it advice when every answer is at the top mark', async () => {
    const facts = proFactsFactory('all-top');
    const pdf = await renderProReportPdf(inputFactory({ facts, report: { insights: ['All at the top mark.'], actionPlan: [], recommendations: ['Keep it so.'], aiGenerated: false } }));
    const page1 = pdfPagesText(pdf, 1);
    expect(page1).toContain('No gaps: every one of your 45 answers is at the top mark.');
    expect(page1).toContain('What to do next');
    expect(page1).not.toContain('What to do first');
    expect(page1).toContain('Strengths: all 9 categories at 10/10');
    expect(overlappingWords(pdf)).toEqual([]);
  });

  it('repeats the table header when a long action plan breaks across pages', async () => {
    const actionPlan = Array.from({ length: 40 }, (_, i) => ({ action: `Action number ${i} with some detail`, owner: 'Founder', timeframe: 'Q3' }));
    const base = inputFactory();
    const text = pdfText(await renderProReportPdf({ ...base, report: { ...base.report!, actionPlan } }));
    for (let i = 0; i < 40; i += 1) expect(text).toContain(`Action number ${i} with some detail`);
    expect(text.match(/Action Owner Timeframe/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
