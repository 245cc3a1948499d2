/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import type { ProResult } from '@bv/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ExitCheckPage } from '../../pages/exitcheck-page';
import { renderWithProviders } from '../../test/render-with-providers';
import { signedInAs } from '../../test/session.factory';
import { buildReport, buildResult, RESULT_ID } from '../exitcheck.factory';
import { jsonResponse } from '../../test/fake-fetch';
import { fakeExitCheckServer, type FakeExitCheckState } from '../fake-exitcheck-server';


async function showResult(result: ProResult, reports: FakeExitCheckState['reports'] = []) {
  const server = fakeExitCheckServer({ results: { [result.id]: result }, reports });
  const view = await renderWithProviders(<ExitCheckPage />, { path: `/exitcheck?result=${result.id}`, loadSession: signedInAs() });
  await screen.findByRole('heading', { name: `Exit readiness: ${result.readinessLevel}` });
  return { server, ...view };
}

const generateButton = () => screen.getByRole('button', { name: 'Generate AI Report' });
const toast = (title: string, timeout = 1_000) => within(screen.getByRole('region', { name: 'Notifications' })).findByText(title, undefined, { timeout });

afterEach(() => jest.restoreAllMocks());

describe('ExitCheck Pro results', () => {
  it('opens with the score, its level named once, and the two actions: Generate AI Report and Download PDF, before the breakdown', async () => {
    const result: ProResult = { ...buildResult(3), readinessLevel: 'Low' };
    await showResult(result);
    const summary = screen.getByRole('heading', { name: 'Exit readiness: Low' }).closest('header')!;
    expect(summary.textContent!.split('Low')).toHaveLength(2);
    expect(within(summary).getByRole('button', { name: 'Generate AI Report' })).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Generate AI Report' })).toHaveLength(1);
    expect(summary.compareDocumentPosition(screen.getByRole('figure')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists the questions a buyer will ask, the likeliest open, each with a draft answer to copy and the document that proves it', async () => {
    const result = buildResult(1);
    expect(result.buyerQuestions.length).toBeGreaterThan(1);
    await showResult(result);
    const region = screen.getByRole('region', { name: 'Questions a buyer will ask' });
    expect(result.buyerQuestions).toHaveLength(15);
    // Five until asked for the rest, so the categories stay near on a phone.
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(region).getByRole('button', { name: 'Show all 15 questions' }));
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(15);
    const [first] = result.buyerQuestions;
    expect(items[0].querySelector('details')?.open).toBe(true);
    expect(items[1].querySelector('details')?.open).toBe(false);
    expect(items[0].textContent).toContain(first.ask);
    expect(items[0].textContent).toContain(first.evidence);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Copy draft answer' }));
    expect(writeText).toHaveBeenCalledWith(first.draftAnswer);
    expect(await within(items[0]).findByText('Copied.')).toBeTruthy();
  });

  it('says on a question when viewers of the founder\'s shared decks lingered on its slides, and only on that one', async () => {
    const base = buildResult(1);
    const line = '3 viewers of your shared decks spent 4 min on Financials';
    const [first, ...rest] = base.buyerQuestions;
    await showResult({ ...base, buyerQuestions: [{ ...first, viewerInterest: line }, ...rest] });
    const region = screen.getByRole('region', { name: 'Questions a buyer will ask' });
    expect(region.textContent).toContain('moved up where viewers of your shared decks lingered in the last 90 days');
    const items = within(region).getAllByRole('listitem');
    // In the summary, so it reads while the question is closed.
    expect(items[0].querySelector('summary')?.textContent).toContain(line);
    expect(items.slice(1).some((item) => item.textContent?.includes('viewers of your shared decks'))).toBe(false);
  });

  it('gives the viewers\' line once, on the first question of its category, not on each', async () => {
    const base = buildResult(1);
    const line = '2 viewers of your shared decks spent 4 min on Financials';
    const [first, second, ...rest] = base.buyerQuestions;
    await showResult({ ...base, buyerQuestions: [{ ...first, viewerInterest: line }, { ...second, categoryTitle: first.categoryTitle, viewerInterest: line }, ...rest] });
    const items = within(screen.getByRole('region', { name: 'Questions a buyer will ask' })).getAllByRole('listitem');
    expect(items.filter((item) => item.textContent?.includes(line))).toHaveLength(1);
    expect(items[0].textContent).toContain(line);
  });

  it('shows on a re-test what moved and why: each answer given differently, both answers and the points it moved', async () => {
    const base = buildResult(2);
    const change = { questionId: 'fr_1', categoryTitle: 'Financial Reporting', question: 'How are your annual financial statements prepared?', before: 'Unaudited accounts compiled by a bookkeeper', after: 'Audited by an independent auditor', scoreBefore: 3, scoreAfter: 8, points: 1.5 };
    const drop = { ...change, questionId: 'tr_1', categoryTitle: 'Transferability', question: 'How many hours a week do you work in the business?', scoreBefore: 6, scoreAfter: 3, points: -0.6 };
    await showResult({ ...base, previousTotal: base.totalScore - 1, changes: [change, drop] });
    const region = screen.getByRole('region', { name: 'What moved since your last assessment' });
    expect(region.textContent).toContain('2 answers changed: 1 up (1.5 points), 1 down (0.6 points).');
    const [up, down] = within(region).getAllByRole('listitem');
    expect(up.textContent).toContain('+1.5');
    expect(up.textContent).toContain('Before (3/10)Unaudited accounts compiled by a bookkeeper');
    expect(up.textContent).toContain('Now (8/10)Audited by an independent auditor');
    expect(down.textContent).toContain('−0.6');
  });

  it('says nothing moved when a re-test repeats every answer, and shows no such section on a first assessment', async () => {
    const base = buildResult(2);
    const view = await showResult({ ...base, previousTotal: base.totalScore, changes: [] });
    expect(within(screen.getByRole('region', { name: 'What moved since your last assessment' })).getByText(/same answers as last time/)).toBeTruthy();
    view.unmount();
    await showResult(buildResult(2));
    expect(screen.queryByRole('region', { name: 'What moved since your last assessment' })).toBeNull();
  });

  it('asks nothing when every answer is at the top mark', async () => {
    await showResult(buildResult(4));
    expect(screen.queryByRole('region', { name: 'Questions a buyer will ask' })).toBeNull();
  });

  it('reads like an adviser’s summary: score and level, the three costliest gaps, what to do first, then the categories', async () => {
    const base = buildResult(3);
    const result: ProResult = { ...base, previousTotal: base.totalScore - 6 };
    await showResult(result);

    expect(screen.getByText(String(result.totalScore)).closest('.score-summary__score')?.textContent).toContain('/ 100');
    expect(screen.getByText(`Up 6 points since your previous assessment (${result.previousTotal}).`)).toBeTruthy();

    const gapsRegion = screen.getByRole('region', { name: 'The three gaps that cost the most' });
    const firstRegion = screen.getByRole('region', { name: 'What to do first' });
    const categories = screen.getByRole('region', { name: 'Your nine categories' });
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByRole('heading', { name: `Exit readiness: ${result.readinessLevel}` }), gapsRegion)).toBe(true);
    expect(follows(gapsRegion, firstRegion)).toBe(true);
    expect(follows(firstRegion, categories)).toBe(true);

    // Each first step is the first action on the gap in the same place (the server sends them in gap order).
    const gapTitles = within(gapsRegion).getAllByRole('listitem').map((li) => li.querySelector('.pro-gap__title')?.textContent);
    const steps = within(firstRegion).getAllByRole('listitem').slice(0, 3);
    expect(steps.map((li) => li.querySelector('.pro-step__tag')?.textContent)).toEqual(gapTitles);
    expect(steps[0].textContent).toContain(result.nextSteps[0].action);
    expect(steps[0].textContent).toContain(result.nextSteps[0].owner);
  });

  it('ranks gaps by what they cost (weight × gap) as the PDF does, not by the lowest score', async () => {
    const base = buildResult(0);
    // Financial Reporting at 5/10 (weight 0.15) costs 7.5 points; Transferability at 4/10 (weight 0.10) costs 6.
    const scores: Record<string, number> = { financial_reporting: 5, transferability: 4, legal_compliance: 6 };
    const result: ProResult = {
      ...base,
      categoryScores: base.categoryScores.map((c) => ({ ...c, score: scores[c.categoryId] ?? 10, change: null })),
      // The bottom three by score, as the result lists them: the page does not rank by this.
      gaps: ['transferability', 'financial_reporting', 'legal_compliance'],
    };
    await showResult(result);
    const gaps = within(screen.getByRole('region', { name: 'The three gaps that cost the most' })).getAllByRole('listitem');
    expect(gaps.map((li) => li.querySelector('.pro-gap__title')?.textContent)).toEqual(['Financial Reporting', 'Transferability', 'Legal & Compliance']);
    expect(gaps[0].textContent).toContain('Costs 7.5 points');
    expect(gaps[0].textContent).toContain('Buyers re-do numbers they cannot verify');
  });

  it('shows every category with its score, what it costs and its change, and weights in words, never as raw numbers', async () => {
    const base = buildResult(3);
    const result: ProResult = {
      ...base,
      categoryScores: base.categoryScores.map((c, i) => (i === 0 ? { ...c, score: 4.2, change: 1.5 } : i === 1 ? { ...c, change: -0.4 } : i === 2 ? { ...c, score: 10 } : c)),
    };
    await showResult(result);

    const chart = screen.getByRole('figure');
    const rows = within(chart).getAllByRole('listitem');
    expect(rows).toHaveLength(9);
    expect(rows[0].textContent).toBe('Financial Reporting4.2/10 out of 10Costs 8.7 points+1.5 since last time');
    expect(rows[1].textContent).toContain('−0.4 since last time');
    expect(rows[2].textContent).toContain('At the top mark');
    expect(rows[2].textContent).not.toContain('since last time');
    expect(chart.textContent).not.toMatch(/Weight|15%|0\.15/);
    expect(chart.textContent).toContain('Financial Reporting and Revenue Quality count one and a half times as much as the other categories');

    const profile = screen.getByRole('region', { name: 'Business profile' });
    expect(within(profile).getByText(result.userInfo.company)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a new assessment' }).getAttribute('href')).toBe('/exitcheck?new=1');
  });

  it('names strengths only from 7/10 and outside the costliest gaps, as the report does', async () => {
    const base = buildResult(0);
    const scores: Record<string, number> = { financial_reporting: 9, revenue_quality: 9, customer_concentration: 9, market_positioning: 8 };
    await showResult({ ...base, categoryScores: base.categoryScores.map((c) => ({ ...c, score: scores[c.categoryId] ?? 3, change: null })) });
    const strengths = within(screen.getByRole('region', { name: 'Your strengths' })).getAllByRole('listitem');
    expect(strengths.map((li) => li.firstChild?.textContent)).toEqual(['Financial Reporting', 'Revenue Quality', 'Customer Concentration']);
    const gapTitles = within(screen.getByRole('region', { name: 'The three gaps that cost the most' }))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.pro-gap__title')?.textContent);
    expect(gapTitles.some((t) => ['Financial Reporting', 'Revenue Quality', 'Customer Concentration'].includes(t!))).toBe(false);
  });

  it('calls the best categories "relatively strongest" while none of them reaches 7/10', async () => {
    await showResult(buildResult(1));
    const region = screen.getByRole('region', { name: 'Relatively strongest' });
    expect(within(region).getByText('A buyer counts a category as a strength from 7/10; these are your best so far.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your strengths' })).toBeNull();
  });

  it('says when an assessment does not exist', async () => {
    fakeExitCheckServer();
    await renderWithProviders(<ExitCheckPage />, { path: '/exitcheck?result=2c1d9e6a-3b2c-4d8e-9f0a-1b2c3d4e5f60', loadSession: signedInAs() });
    expect(await screen.findByRole('heading', { name: 'Assessment not found' })).toBeTruthy();
  });
});

describe('Generate AI Report', () => {
  it.each([
    ['AI_CONFIG_ERROR', 503, 'Service Configuration Error'],
    ['RATE_LIMIT', 429, 'Service Busy'],
    ['TIMEOUT_ERROR', 504, 'Generation Timeout'],
    ['AUTH_ERROR', 401, 'Authentication Issue'],
    ['GENERATION_ERROR', 502, 'Generation Error'],
    ['SOMETHING_NEW', 500, 'Generation Error'],
  ])('%s gives the destructive toast %s with a Retry that asks again', async (code, status, title) => {
    const { server } = await showResult(buildResult(), [{ status, code, message: 'Upstream said no' }, buildReport({ aiGenerated: true })]);

    fireEvent.click(generateButton());

    const titleEl = await toast(title);
    const item = titleEl.closest('li')!;
    expect(item.className).toContain('toast--destructive');
    fireEvent.click(within(item).getByRole('button', { name: 'Retry' }));

    expect(await toast('AI Report Ready')).toBeTruthy();
    expect(screen.getByText('Your AI-written report is ready.')).toBeTruthy();
    expect(server.calls().filter((c) => c === `POST /exitcheck/assessments/${RESULT_ID}/report`)).toHaveLength(2);
  });

  it('shows Generating... with the job’s progress while the report is being written, polling until it is done', async () => {
    const { server } = await showResult(buildResult(), [buildReport()]);
    const serverFetch = server.fetchMock.getMockImplementation()!;
    const job = (status: string, stage: string) => ({ id: '00000000-0000-4000-8000-000000000001', status, stage, report: status === 'done' ? buildReport() : null, error: null });
    let polls = 0;
    server.fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (!url.endsWith('/report')) return serverFetch(url, init);
      if (init?.method === 'POST') return jsonResponse(202, job('queued', 'queued'));
      polls += 1;
      // Writing twice, then done.
      return jsonResponse(200, { job: polls < 3 ? job('writing', 'writing') : job('done', 'done') });
    });

    fireEvent.click(generateButton());

    const busy = await screen.findByRole('button', { name: 'Generating...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByText('Your report is next in line…')).toBeTruthy();
    expect(await screen.findByText('Reviewing your nine category scores…', undefined, { timeout: 3_000 })).toBeTruthy();
    expect(await toast('Report Ready', 6_000)).toBeTruthy();
    expect(polls).toBe(3);
  });

  it('picks up a report still being written after a reload, and shows it when done', async () => {
    const result = buildResult();
    const writing = { id: '00000000-0000-4000-8000-000000000009', status: 'writing' as const, stage: 'writing', report: null, error: null };
    const server = fakeExitCheckServer({ results: { [result.id]: result }, job: writing });
    await renderWithProviders(<ExitCheckPage />, { path: `/exitcheck?result=${result.id}`, loadSession: signedInAs() });
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeTruthy();
    expect(server.calls().filter((c) => c.startsWith('POST') && c.endsWith('/report'))).toHaveLength(0);
    server.state.job = { ...writing, status: 'done', stage: 'done', report: buildReport() };
    const report = await screen.findByRole('region', { name: 'Your exit-readiness report' }, { timeout: 3_000 });
    expect(within(report).getByText('Audited accounts would remove the largest discount a buyer would apply.')).toBeTruthy();
  });

  it('shows the report, with the non-AI success wording when the report was written without AI', async () => {
    await showResult(buildResult(), [buildReport({ aiGenerated: false })]);

    fireEvent.click(generateButton());

    expect(await toast('Report Ready')).toBeTruthy();
    expect(screen.getByText('Your report is ready: written from your answers and your category scores.')).toBeTruthy();
    const report = screen.getByRole('region', { name: 'Your exit-readiness report' });
    expect(within(report).getByText('Audited accounts would remove the largest discount a buyer would apply.')).toBeTruthy();
    expect(within(report).getByRole('cell', { name: 'Engage an auditor for FY2025' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate AI Report' })).toBeNull();
  });

  it('shows a report written earlier without asking again', async () => {
    const { server } = await showResult(buildResult(2, { report: buildReport() }));
    expect(screen.getByRole('region', { name: 'Your exit-readiness report' })).toBeTruthy();
    expect(server.calls().some((c) => c.endsWith('/report'))).toBe(false);
  });
});

describe('Send to webhook', () => {
  it('sits closed at the end of the results, under "Send results to your tools"', async () => {
    await showResult(buildResult());
    const details = screen.getByText('Send results to your tools').closest('details')!;
    expect(details.open).toBe(false);
    const sections = document.querySelectorAll('.pro-results > *');
    expect(sections[sections.length - 1]).toBe(details);
  });

  const urlField = () => screen.getByLabelText('Webhook URL');
  const send = () => screen.getByRole('button', { name: 'Send to Webhook' });

  it('asks for the URL when it is empty, and for a full address when it is not one, without posting', async () => {
    const { server } = await showResult(buildResult());
    const callsBefore = server.fetchMock.mock.calls.length;

    fireEvent.click(send());
    expect((await screen.findByText('Please enter your Zapier webhook URL')).getAttribute('role')).toBe('alert');
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(urlField());

    fireEvent.change(urlField(), { target: { value: 'hooks.zapier.com/abc' } });
    expect(screen.queryByText('Please enter your Zapier webhook URL')).toBeNull();
    fireEvent.click(send());
    const refusal = 'Use a Zapier, Make, Pipedream or n8n Cloud webhook address starting with https://';
    expect(await screen.findByText(refusal)).toBeTruthy();
    // A service the page's security policy would block is refused here, not left to fail unseen.
    fireEvent.change(urlField(), { target: { value: 'https://example.com/hook' } });
    fireEvent.click(send());
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(server.fetchMock.mock.calls.length).toBe(callsBefore);
  });

  it('posts the results in no-cors mode and confirms with Assessment Submitted', async () => {
    const result = buildResult();
    const { server } = await showResult(result);
    const url = 'https://hooks.zapier.com/hooks/catch/123/abc/';

    fireEvent.change(urlField(), { target: { value: ` ${url} ` } });
    fireEvent.click(send());

    expect(await toast('Assessment Submitted')).toBeTruthy();
    const [calledUrl, init] = server.fetchMock.mock.calls.find(([u]) => u === url)!;
    expect(calledUrl).toBe(url);
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'application/json' } });
    const body = JSON.parse(String(init!.body));
    expect(Object.keys(body).sort()).toEqual(['categoryScores', 'gaps', 'readinessLevel', 'responses', 'strengths', 'timestamp', 'totalScore', 'userInfo']);
    expect(body).toMatchObject({ userInfo: result.userInfo, totalScore: result.totalScore, readinessLevel: result.readinessLevel });
    expect(body.strengths).toEqual(result.strengths.map((id) => result.categoryScores.find((c) => c.categoryId === id)!.title));
    expect(new Date(body.timestamp).toString()).not.toBe('Invalid Date');
  });

  it('shows Submission Error when the webhook cannot be reached', async () => {
    const { server } = await showResult(buildResult());
    const serverFetch = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.startsWith('https://')) throw new TypeError('Failed to fetch');
      return serverFetch(url, init);
    });

    fireEvent.change(urlField(), { target: { value: 'https://hooks.zapier.com/hooks/catch/1/x/' } });
    await act(async () => fireEvent.click(send()));

    const titleEl = await toast('Submission Error');
    expect(titleEl.closest('li')?.className).toContain('toast--destructive');
  });
});

describe('the AI report card', () => {
  it('is not shown until the report is asked for (the Generate button at the top is enough)', async () => {
    await showResult(buildResult());
    expect(screen.queryByRole('region', { name: 'AI report' })).toBeNull();
  });
});
