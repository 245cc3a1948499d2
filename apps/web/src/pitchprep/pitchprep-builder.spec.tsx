/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { INTAKE_STEPS } from '@bv/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PitchPrepPage } from '../pages/pitchprep-page';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { fakePitchPrepServer } from './fake-pitchprep-server';
import { PitchPrepBuilder } from './pitchprep-builder';
import { buildAccess, buildDraft, buildIntake, buildRun, buildSummary, buildView, DRAFT_ID, RUN_ID } from './pitchprep.factory';

const next = () => screen.getByRole('button', { name: 'Next' });
const stepText = () => screen.getByText(/^Step \d+ of 12$/).textContent;

function renderBuilder(path = '/pitchprep') {
  return renderWithProviders(<PitchPrepBuilder />, { path, loadSession: signedInAs('mei@example.sg') });
}

afterEach(() => jest.restoreAllMocks());

describe('/pitchprep for visitors', () => {
  it('explains what PitchPrep makes, keeps PitchPrep Lite, and asks a signed-out visitor to sign in (returning to the builder)', async () => {
    const server = fakePitchPrepServer();
    await renderWithProviders(<PitchPrepPage />, { path: '/pitchprep' });

    expect(screen.getByRole('heading', { name: 'What PitchPrep makes' })).toBeTruthy();
    for (const name of ['Pitch deck', 'Investor FAQ', 'Data-room checklist']) expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByText(/Fundraising track\./)).toBeTruthy();
    expect(screen.getByText(/Exit track\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'PitchPrep Lite' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to start' }).getAttribute('href')).toBe('/auth?returnTo=%2Fpitchprep%23builder');
    expect(server.calls().filter((c) => c.includes('/pitchprep/'))).toEqual([]);
  });
});

describe('PitchPrep access', () => {
  it('shows what to buy, with a link to pricing, when the account has no PitchPrep entitlement', async () => {
    const server = fakePitchPrepServer({ access: buildAccess({ allowed: false, reason: 'no_entitlement', unlimited: false }) });
    await renderBuilder();

    expect(await screen.findByRole('heading', { name: 'Unlock PitchPrep' })).toBeTruthy();
    expect(screen.getByText(/Starter \(choose PitchPrep at checkout\), Pro Vault, Founder Essential \(3 uses a month\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe('/#pricing');
    expect(screen.queryByRole('button', { name: 'Start the questions' })).toBeNull();
    expect(server.calls()).not.toContain('PUT /pitchprep/intake');
  });

  it('says how many of the month’s uses are spent when the Founder Essential limit is reached, and that the answers are kept', async () => {
    fakePitchPrepServer({
      access: buildAccess({ allowed: false, reason: 'monthly_limit_reached', unlimited: false, monthlyAllowance: 3, usedThisMonth: 3 }),
      draft: buildDraft(4),
    });
    await renderBuilder();

    expect(await screen.findByRole('heading', { name: 'Monthly limit reached' })).toBeTruthy();
    expect(screen.getByText(/You have used 3 of 3 uses this month/)).toBeTruthy();
    expect(screen.getByText('Your intake answers are saved; you can generate once you have access again.')).toBeTruthy();
  });

  it('shows a Founder Essential founder how many uses are left before they start', async () => {
    fakePitchPrepServer({ access: buildAccess({ unlimited: false, monthlyAllowance: 3, usedThisMonth: 1 }) });
    await renderBuilder();

    expect(await screen.findByText(/This month you have used 1 of 3 uses on Founder Essential/)).toBeTruthy();
  });
});

describe('PitchPrep intake', () => {
  it('shows a founder their materials first, and the start of a new set below them', async () => {
    const deck = buildView('exit_deck');
    fakePitchPrepServer({ outputs: { [deck.id]: deck } });
    await renderBuilder();

    const list = await screen.findByRole('region', { name: 'Your PitchPrep outputs' });
    expect(within(list).getByRole('link', { name: deck.title }).getAttribute('href')).toBe(`/pitchprep/outputs/${deck.id}`);
    expect(screen.getByRole('group', { name: 'A new set: what are you preparing for?' })).toBeTruthy();
  });

  it('asks a founder with no materials yet what they are preparing for, with nothing listed above', async () => {
    const server = fakePitchPrepServer();
    await renderBuilder();

    expect(await screen.findByRole('group', { name: 'What are you preparing for?' })).toBeTruthy();
    await waitFor(() => expect(server.calls()).toContain('GET /pitchprep/outputs'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your PitchPrep outputs' })).toBeNull();
  });

  it('starts an exit-track intake, saving it at step 0, with focus on the first step', async () => {
    const server = fakePitchPrepServer();
    await renderBuilder();

    const start = await screen.findByRole('button', { name: 'Start the questions' });
    expect(start).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: /^Exit/ }));
    fireEvent.click(start);

    const heading = await screen.findByRole('heading', { name: 'Your company' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(stepText()).toBe('Step 1 of 12');
    expect(server.bodiesTo('PUT /pitchprep/intake')).toEqual([{ intake: buildIntake('exit'), step: 0 }]);
    expect(within(screen.getByRole('group', { name: 'Track' })).getByRole('button', { name: 'Exit' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('needs a company name before the first Next', async () => {
    const server = fakePitchPrepServer({ draft: buildDraft(0) });
    await renderBuilder();

    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));

    expect(screen.getByText('Enter your company name to continue.')).toBeTruthy();
    expect(screen.getByLabelText(/^Company name/).getAttribute('aria-invalid')).toBe('true');
    expect(server.calls()).not.toContain('PUT /pitchprep/intake');
  });

  it('saves after every step with the step to resume at, through all 12 steps to the exit questions; Back does not save', async () => {
    const server = fakePitchPrepServer({ draft: buildDraft(0) });
    await renderBuilder();

    fireEvent.change(await screen.findByLabelText(/^Company name/), { target: { value: 'Lion City Logistics Pte. Ltd.' } });
    fireEvent.change(screen.getByLabelText('Headquarters country'), { target: { value: 'Singapore' } });
    fireEvent.click(next());
    await screen.findByRole('heading', { name: 'The problem' });
    expect(screen.getByRole('status').textContent).toMatch(/^Saved · /);
    fireEvent.change(screen.getByLabelText('What problem do you solve, and for whom?'), { target: { value: 'SME retailers wait two days.' } });
    fireEvent.click(next());
    await screen.findByRole('heading', { name: 'Your solution' });

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('What problem do you solve, and for whom?')).toHaveProperty('value', 'SME retailers wait two days.');
    fireEvent.click(next());
    await screen.findByRole('heading', { name: 'Your solution' });

    for (const heading of ['Product', 'Market', 'Traction', 'Business model', 'Competition', 'Go-to-market', 'Team']) {
      fireEvent.click(next());
      await screen.findByRole('heading', { name: heading });
    }

    // Team: two members, the blank second one removed again; a blank row is never sent.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mei Ling Tan' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'Founder and CEO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    expect(screen.getAllByRole('group', { name: /^Team member/ })).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('group', { name: 'Team member 2' })).getByLabelText('Name')));
    fireEvent.click(screen.getByRole('button', { name: 'Remove team member 2' }));
    expect(screen.getAllByRole('group', { name: /^Team member/ })).toHaveLength(1);
    fireEvent.click(next());
    await screen.findByRole('heading', { name: 'Financials' });
    fireEvent.click(next());

    await screen.findByRole('heading', { name: 'Your exit' });
    expect(stepText()).toBe('Step 12 of 12');
    for (const label of ['What do you want from the exit?', 'Who are the likely buyers?', 'Valuation expectations', 'Timeline']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Generate' })).toBeTruthy();

    const saves = server.bodiesTo('PUT /pitchprep/intake') as Array<{ intake: ReturnType<typeof buildIntake>; step: number }>;
    expect(saves.map((s) => s.step)).toEqual([1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(saves[0].intake.company).toMatchObject({ name: 'Lion City Logistics Pte. Ltd.', country: 'Singapore' });
    expect(saves[1].intake.problem).toBe('SME retailers wait two days.');
    const teamSave = saves[saves.length - 2];
    expect(teamSave.intake.team).toEqual([{ name: 'Mei Ling Tan', role: 'Founder and CEO', background: '' }]);
    expect(teamSave.intake.exit).toEqual({ goals: '', buyerTypes: '', valuationExpectations: '', timeline: '' });
    expect(teamSave.intake.fundraising).toBeUndefined();
  }, 20_000);

  it('resumes a saved draft at its saved step with the answers filled in', async () => {
    const intake = buildIntake('fundraising', {
      company: { ...buildIntake().company, name: 'Merlion Foods' },
      market: { tam: 'S$4.2B', sam: 'S$600M', som: 'S$30M', notes: '' },
    });
    fakePitchPrepServer({ draft: buildDraft(4, intake) });
    await renderBuilder();

    expect(await screen.findByRole('heading', { name: 'Market' })).toBeTruthy();
    expect(stepText()).toBe('Step 5 of 12');
    expect(screen.getByRole('progressbar', { name: 'Intake progress' }).getAttribute('aria-valuenow')).toBe('5');
    expect(screen.getByLabelText('Total addressable market (TAM)')).toHaveProperty('value', 'S$4.2B');
    expect(screen.getByText(/Welcome back/)).toBeTruthy();
    // A resumed draft does not steal focus on arrival.
    expect(document.activeElement).toBe(document.body);

    for (let i = 5; i < INTAKE_STEPS.length; i++) {
      fireEvent.click(next());
      await screen.findByText(`Step ${i + 1} of 12`);
    }
    expect(screen.getByRole('heading', { name: 'Your round' })).toBeTruthy();
    expect(screen.getByLabelText('Amount you are raising')).toBeTruthy();
  });

  it('keeps the answers when a save fails, says so, and Retry saves and moves on', async () => {
    const server = fakePitchPrepServer({
      draft: buildDraft(1),
      failures: { 'PUT /pitchprep/intake': { status: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment.' } },
    });
    await renderBuilder();

    const field = await screen.findByLabelText('What problem do you solve, and for whom?');
    fireEvent.change(field, { target: { value: 'Cold-chain gaps cost SME grocers 8% of stock.' } });
    fireEvent.click(next());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your answers could not be saved: Too many requests. Please wait a moment.');
    expect(alert.textContent).toContain('Your answers are still here.');
    expect(screen.getByRole('heading', { name: 'The problem' })).toBeTruthy();
    expect(screen.getByLabelText('What problem do you solve, and for whom?')).toHaveProperty('value', 'Cold-chain gaps cost SME grocers 8% of stock.');

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Your solution' });
    expect(screen.queryByRole('alert')).toBeNull();
    const saves = server.bodiesTo('PUT /pitchprep/intake') as Array<{ intake: { problem: string }; step: number }>;
    expect(saves.map((s) => [s.step, s.intake.problem])).toEqual([
      [2, 'Cold-chain gaps cost SME grocers 8% of stock.'],
      [2, 'Cold-chain gaps cost SME grocers 8% of stock.'],
    ]);
  });
});

describe('PitchPrep generation', () => {
  it('saves the last step, starts the run, polls its progress and lists the three outputs', async () => {
    const outputs = [buildSummary('pitch_deck'), buildSummary('investor_faq'), buildSummary('data_room_checklist')];
    const server = fakePitchPrepServer({
      draft: buildDraft(11, buildIntake('fundraising', { company: { ...buildIntake().company, name: 'Lion City Logistics' } })),
      runSteps: [
        buildRun({ current: 'pitch_deck', done: 0 }),
        buildRun({ current: 'investor_faq', done: 1, outputs: outputs.slice(0, 1) }),
        buildRun({ current: 'data_room_checklist', done: 2, outputs: outputs.slice(0, 2) }),
        buildRun({ status: 'done', current: null, done: 3, outputs }),
      ],
    });
    const { router } = await renderBuilder();

    fireEvent.change(await screen.findByLabelText('Amount you are raising'), { target: { value: 'S$2M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Writing your pitch deck… (1 of 3)')).toBeTruthy();
    expect(router.state.location.search).toBe(`?run=${RUN_ID}`);
    expect(await screen.findByText('Writing your investor FAQ… (2 of 3)', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Generation progress' }).getAttribute('aria-valuenow')).toBe('1');
    expect(await screen.findByText('Writing your data-room checklist… (3 of 3)', undefined, { timeout: 3000 })).toBeTruthy();

    const ready = await screen.findByRole('heading', { name: 'Your materials are ready' }, { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(ready));
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/pitchprep/outputs/'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(outputs.map((o) => [o.title, `/pitchprep/outputs/${o.id}`]));

    expect(server.bodiesTo('PUT /pitchprep/intake').at(-1)).toMatchObject({ step: 11, intake: { fundraising: { amount: 'S$2M' } } });
    expect(server.calls().filter((c) => c.startsWith('POST'))).toEqual([`POST /pitchprep/intake/${DRAFT_ID}/generate`]);
    const polls = server.calls().filter((c) => c === `GET /pitchprep/runs/${RUN_ID}`).length;
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(server.calls().filter((c) => c === `GET /pitchprep/runs/${RUN_ID}`).length).toBe(polls);
  });

  it('sends the founder to the plans panel when the month’s allowance ran out meanwhile', async () => {
    const server = fakePitchPrepServer({ draft: buildDraft(11) });
    await renderBuilder();
    await screen.findByRole('heading', { name: 'Your exit' });

    server.state.access = buildAccess({ allowed: false, reason: 'monthly_limit_reached', unlimited: false, monthlyAllowance: 3, usedThisMonth: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByRole('heading', { name: 'Monthly limit reached' })).toBeTruthy();
    expect(screen.getByText(/Your intake answers are saved/)).toBeTruthy();
  });

  it.each([
    [409, 'PITCHPREP.GENERATION_ACTIVE', 'Your materials are already being written. Wait for that run to finish before you generate again.'],
    [409, 'PITCHPREP.ALREADY_GENERATED', 'These answers have already been turned into materials: open them from your dashboard. Change an answer to generate new ones.'],
    [429, 'AI.DAILY_LIMIT', "You have used today's 10 AI generations on your plan. You can generate again after midnight (Singapore time)."],
  ])('shows the server’s reason when a generation is refused (%i %s), keeps the answers and offers no Retry', async (status, code, message) => {
    const server = fakePitchPrepServer({
      draft: buildDraft(11),
      runSteps: [buildRun()],
      failures: { [`POST /pitchprep/intake/${DRAFT_ID}/generate`]: { status, code, message } },
    });
    const { router } = await renderBuilder();
    await screen.findByRole('heading', { name: 'Your exit' });

    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Generation could not start: ${message}`);
    expect(alert.textContent).toContain('Your answers are still here.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your exit' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(server.calls().filter((c) => c.startsWith('POST'))).toEqual([`POST /pitchprep/intake/${DRAFT_ID}/generate`]);
  });

  it('after a failed run, reopens the answers it started from at the last step so the founder can generate again', async () => {
    const failed = buildRun({ status: 'failed', current: null, error: { code: 'PITCHPREP.AI_TIMEOUT', message: 'The writer did not answer in time.' } });
    const intake = buildIntake('exit', { company: { ...buildIntake().company, name: 'Lion City Logistics' } });
    const server = fakePitchPrepServer({ draft: buildDraft(11, intake), runSteps: [failed] });
    const { router } = await renderBuilder();

    fireEvent.change(await screen.findByLabelText('Timeline'), { target: { value: 'Within 18 months' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('heading', { name: 'Generation failed' })).toBeTruthy();
    expect(screen.getByText('The writer did not answer in time.')).toBeTruthy();
    expect(server.state.draft).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the intake' }));
    expect(await screen.findByRole('heading', { name: 'Your exit' })).toBeTruthy();
    expect(screen.getByLabelText('Timeline')).toHaveProperty('value', 'Within 18 months');
    expect(router.state.location.search).toBe('');
    expect(server.bodiesTo('PUT /pitchprep/intake').at(-1)).toEqual({ intake: { ...intake, exit: { ...intake.exit, timeline: 'Within 18 months' } }, step: 11 });
  });

  it('after a reload on a failed run, leads back to a fresh start', async () => {
    fakePitchPrepServer({ runSteps: [buildRun({ status: 'failed', current: null, error: { code: 'X', message: 'The writer did not answer in time.' } })] });
    await renderBuilder(`/pitchprep?run=${RUN_ID}`);

    expect(await screen.findByRole('heading', { name: 'Generation failed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the intake' }));
    expect(await screen.findByRole('button', { name: 'Start the questions' })).toBeTruthy();
  });

});
