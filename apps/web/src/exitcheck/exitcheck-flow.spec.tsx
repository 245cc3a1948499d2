/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { CURRENT_PRO_QUESTION_BANK } from '@bv/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExitCheckPage } from '../pages/exitcheck-page';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { buildAccess, buildDraft, buildResult, buildUserInfo, DRAFT_ID, historyEntryOf, RESULT_ID } from './exitcheck.factory';
import { fakeExitCheckServer } from './fake-exitcheck-server';

const [firstCategory, secondCategory] = CURRENT_PRO_QUESTION_BANK.categories;
const lastCategory = CURRENT_PRO_QUESTION_BANK.categories.at(-1)!;
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const previousButton = () => screen.getByRole('button', { name: 'Previous' });
const currentStep = () => screen.getByRole('navigation', { name: 'Assessment categories' }).querySelector('[aria-current="step"]');

function renderPage(path = '/exitcheck') {
  return renderWithProviders(<ExitCheckPage />, { path, loadSession: signedInAs('mei@example.sg') });
}

afterEach(() => jest.restoreAllMocks());

describe('ExitCheck Pro access', () => {
  it('shows the plans panel with a link to pricing when the account has no entitlement, and never loads the questions', async () => {
    const server = fakeExitCheckServer({ access: buildAccess({ allowed: false, reason: 'no_entitlement', unlimited: false }) });
    await renderPage();

    expect(await screen.findByText('ExitCheck Pro is part of Starter (ExitCheck), Pro Vault and the Founder plans.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe('/#pricing');
    expect(screen.queryByRole('button', { name: 'Start Assessment' })).toBeNull();
    expect(server.calls()).not.toContain('GET /exitcheck/bank');
  });

  it('says how many of the month’s assessments are used when the Founder Essential limit is reached', async () => {
    fakeExitCheckServer({
      access: buildAccess({ allowed: false, reason: 'monthly_limit_reached', unlimited: false, monthlyAllowance: 3, usedThisMonth: 3 }),
      draft: buildDraft(4),
    });
    await renderPage();

    expect(await screen.findByRole('heading', { name: 'Monthly assessment limit reached' })).toBeTruthy();
    expect(screen.getByText(/You have used 3 of 3 assessments this month/)).toBeTruthy();
    expect(screen.getByText(/Your answers so far are saved/)).toBeTruthy();
  });
});

describe('ExitCheck Pro profile', () => {
  it('shows a returning founder their latest result rather than a new profile form', async () => {
    const previous = buildResult(2);
    fakeExitCheckServer({
      history: [historyEntryOf(previous)],
      results: { [previous.id]: previous },
    });
    await renderPage();
    expect(await screen.findByRole('link', { name: 'Start a new assessment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Assessment' })).toBeNull();
  });

  it('prefills name and e-mail from the account and the company details from the latest assessment, then starts on the first question', async () => {
    const previous = buildResult(2, { userInfo: buildUserInfo({ name: 'Old Name', email: 'old@example.sg', company: 'Merlion Foods Pte. Ltd.', phone: '+65 8000 0000' }) });
    const server = fakeExitCheckServer({
      history: [historyEntryOf(previous)],
      results: { [previous.id]: previous },
    });
    // "Take ExitCheck Pro again" (a plain /exitcheck shows the latest result instead).
    await renderPage('/exitcheck?new=1');

    const start = await screen.findByRole('button', { name: 'Start Assessment' });
    // Name and e-mail are the account's: shown, not asked again, until the member chooses to change them.
    expect(within(screen.getByRole('main')).getByText('Mei Ling').closest('p')?.textContent).toContain('Report for Mei Ling · mei@example.sg');
    expect(screen.queryByLabelText('Your name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change name or e-mail' }));
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'Mei Ling');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'mei@example.sg');
    expect(screen.getByLabelText(/^Company/)).toHaveProperty('value', 'Merlion Foods Pte. Ltd.');
    expect(screen.getByLabelText(/^Phone/)).toHaveProperty('value', '+65 8000 0000');

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '  ' } });
    expect(start).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Mei Ling Tan ' } });
    fireEvent.click(start);

    const heading = await screen.findByRole('heading', { name: firstCategory.questions[0].question });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(server.bodiesTo('POST /exitcheck/assessments')).toEqual([
      { userInfo: { ...previous.userInfo, name: 'Mei Ling Tan', email: 'mei@example.sg' } },
    ]);
    expect(screen.getByText('Question 1 of 45')).toBeTruthy();
    expect(currentStep()?.textContent).toContain(firstCategory.title);
  });
});

describe('ExitCheck Pro stepper', () => {
  it('resumes a saved draft at the next unanswered question, with the finished category marked done', async () => {
    fakeExitCheckServer({ draft: buildDraft(7) });
    await renderPage();

    expect(await screen.findByRole('heading', { name: secondCategory.questions[2].question })).toBeTruthy();
    expect(screen.getByText('Question 8 of 45')).toBeTruthy();
    expect(screen.getByText(`${secondCategory.title} · Question 3 of 5`)).toBeTruthy();
    const steps = within(screen.getByRole('navigation', { name: 'Assessment categories' })).getAllByRole('listitem');
    expect(steps).toHaveLength(9);
    expect(steps[0].textContent).toContain('(completed)');
    expect(steps[1].getAttribute('aria-current')).toBe('step');
    expect(steps[2].textContent).toContain('(not started)');
  });

  it('enables Next only once an option is chosen, saves it with PUT and moves on with focus on the new question', async () => {
    const server = fakeExitCheckServer({ draft: buildDraft(0) });
    await renderPage();
    const [q1, q2] = firstCategory.questions;

    await screen.findByRole('heading', { name: q1.question });
    expect(screen.getAllByRole('radio')).toHaveLength(q1.options.length);
    expect(screen.getByText(q1.hint!)).toBeTruthy();
    expect(screen.getByText(/Importance to buyers/).textContent).toMatch(/^Importance to buyers: (Critical|High|Standard)$/);
    expect(nextButton()).toHaveProperty('disabled', true);
    expect(previousButton()).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('radio', { name: q1.options[3].text }));
    expect(nextButton()).toHaveProperty('disabled', false);
    fireEvent.click(nextButton());

    const heading = await screen.findByRole('heading', { name: q2.question });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(server.bodiesTo(`PUT /exitcheck/assessments/${DRAFT_ID}/responses`)).toEqual([{ questionId: q1.id, optionId: q1.options[3].id }]);
    expect(nextButton()).toHaveProperty('disabled', true);
  });

  it('Previous at the first question of a category removes the last answer and shows the prior category’s last question, still chosen', async () => {
    const server = fakeExitCheckServer({ draft: buildDraft(5, 1) });
    await renderPage();
    const lastOfFirst = firstCategory.questions[4];

    await screen.findByRole('heading', { name: secondCategory.questions[0].question });
    expect(currentStep()?.textContent).toContain(secondCategory.title);
    fireEvent.click(previousButton());

    const heading = await screen.findByRole('heading', { name: lastOfFirst.question });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(server.calls()).toContain(`POST /exitcheck/assessments/${DRAFT_ID}/back`);
    expect(server.state.draft?.responses).toHaveLength(4);
    expect(currentStep()?.textContent).toContain(firstCategory.title);
    expect(screen.getByRole('radio', { name: lastOfFirst.options[1].text })).toHaveProperty('checked', true);
    expect(nextButton()).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('radio', { name: lastOfFirst.options.at(-1)!.text }));
    fireEvent.click(nextButton());
    await screen.findByRole('heading', { name: secondCategory.questions[0].question });
    expect(server.state.draft?.responses.at(-1)).toEqual({ questionId: lastOfFirst.id, optionId: lastOfFirst.options.at(-1)!.id });
    expect(currentStep()?.textContent).toContain(secondCategory.title);
  });

  it('after the last question of the last category completes the assessment and shows the results at ?result=<id>', async () => {
    const server = fakeExitCheckServer({ draft: buildDraft(44) });
    const { router } = await renderPage();
    const last = lastCategory.questions[4];

    await screen.findByRole('heading', { name: last.question });
    fireEvent.click(screen.getByRole('radio', { name: last.options[2].text }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Results' }));

    const expected = buildResult(2);
    const heading = await screen.findByRole('heading', { name: `Exit readiness: ${expected.readinessLevel}` });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(router.state.location.search).toBe(`?result=${RESULT_ID}`);
    expect(server.calls()).toContain(`POST /exitcheck/assessments/${DRAFT_ID}/complete`);
    expect(screen.getByText('Assessment Complete!')).toBeTruthy();
  });

  it('a repeat audit shows its own result, not the one before it (the list is re-read after the draft is gone)', async () => {
    const earlier = { id: '33333333-3333-4333-8333-333333333333', totalScore: 40, readinessLevel: 'Low', completedAt: '2025-03-01T04:00:00.000Z', categories: [] };
    fakeExitCheckServer({ draft: buildDraft(44), history: [earlier] });
    const { router } = await renderPage();
    const last = lastCategory.questions[4];

    await screen.findByRole('heading', { name: last.question });
    fireEvent.click(screen.getByRole('radio', { name: last.options[2].text }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Results' }));

    const expected = buildResult(2);
    await screen.findByRole('heading', { name: `Exit readiness: ${expected.readinessLevel}` });
    // Long enough for a redirect to the older entry to have happened.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe(`?result=${RESULT_ID}`);
    expect(screen.getByText(String(expected.totalScore), { selector: '.score-summary__value' })).toBeTruthy();
  });

  it('shows the server’s words and keeps the place when an answer cannot be saved', async () => {
    const server = fakeExitCheckServer({ draft: buildDraft(0) });
    await renderPage();
    const [q1] = firstCategory.questions;
    await screen.findByRole('heading', { name: q1.question });
    server.state.draft = null; // the draft is gone on the server (e.g. completed in another tab)

    fireEvent.click(screen.getByRole('radio', { name: q1.options[0].text }));
    fireEvent.click(nextButton());

    expect((await screen.findByRole('alert')).textContent).toContain('Assessment not found');
    expect(screen.getByRole('heading', { name: q1.question })).toBeTruthy();
  });
});
