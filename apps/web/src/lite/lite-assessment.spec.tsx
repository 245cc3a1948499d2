/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { LITE_QUESTIONS, liteResultHeading, type ToolType } from '@bv/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, sentJson } from '../test/fake-fetch';
import { buildLiteResult } from '../test/lite-result.factory';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { LiteAssessment } from './lite-assessment';

const startButton = () => screen.getByRole('button', { name: 'Start Assessment' });
const nextButton = () => screen.getByRole('button', { name: 'Next' });

function fillContact(name = 'Mei Ling', email = 'mei@example.sg') {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
}

/** Picks option `optionIndex` of every question and clicks Next/Get Results; returns the answers. */
function answerAll(toolType: ToolType, optionIndex = 0): Record<string, string> {
  const answers: Record<string, string> = {};
  LITE_QUESTIONS[toolType].forEach((question, index, all) => {
    const option = question.options[optionIndex];
    fireEvent.click(screen.getByRole('radio', { name: option.text }));
    answers[question.id] = option.id;
    fireEvent.click(screen.getByRole('button', { name: index === all.length - 1 ? 'Get Results' : 'Next' }));
  });
  return answers;
}

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('LiteAssessment form', () => {
  it('enables Start Assessment only when both name and email are filled', async () => {
    await renderWithProviders(<LiteAssessment toolType="exitcheck" />);
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(startButton()).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Mei Ling' } });
    expect(startButton()).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    expect(startButton()).toHaveProperty('disabled', false);

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '   ' } });
    expect(startButton()).toHaveProperty('disabled', true);
  });

  it('fills name and e-mail for a signed-in person (still editable), and leaves a visitor\'s step 1 empty', async () => {
    const { unmount } = await renderWithProviders(<LiteAssessment toolType="exitcheck" />, { loadSession: signedInAs('mei@example.sg') });
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Mei Ling');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mei@example.sg');
    expect(startButton()).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Mei Ling Tan' } });
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Mei Ling Tan');
    unmount();

    await renderWithProviders(<LiteAssessment toolType="exitcheck" />);
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('checks the e-mail at step 1 (docs/product-rules.md, "Lite assessments"): a malformed address stays on step 1 with the message, fixing it moves on', async () => {
    await renderWithProviders(<LiteAssessment toolType="exitcheck" />);
    fillContact('Mei Ling', 'mei-at-example');
    fireEvent.click(startButton());
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mei@example.sg' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(startButton());
    expect(screen.getByText('Step 2 of 7')).toBeTruthy();
  });

  it('shows one question per step with Step X of 7, Next enabled only once answered, and focus on the step heading', async () => {
    await renderWithProviders(<LiteAssessment toolType="exitcheck" />);
    fillContact();
    fireEvent.click(startButton());

    const [first, second] = LITE_QUESTIONS.exitcheck;
    expect(screen.getByText('Step 2 of 7')).toBeTruthy();
    const heading = screen.getByRole('heading', { name: first.question });
    expect(document.activeElement).toBe(heading);
    expect(screen.getAllByRole('radio')).toHaveLength(first.options.length);
    expect(nextButton()).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('radio', { name: first.options[1].text }));
    expect(nextButton()).toHaveProperty('disabled', false);
    fireEvent.click(nextButton());

    expect(screen.getByText('Step 3 of 7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: second.question })).toBeTruthy();
    expect(nextButton()).toHaveProperty('disabled', true);
  });

  it('goes back one step with Back and keeps the earlier answer', async () => {
    await renderWithProviders(<LiteAssessment toolType="pitchprep" />);
    fillContact();
    fireEvent.click(startButton());
    const [first] = LITE_QUESTIONS.pitchprep;
    fireEvent.click(screen.getByRole('radio', { name: first.options[2].text }));
    fireEvent.click(nextButton());
    expect(screen.getByText('Step 3 of 7')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 2 of 7')).toBeTruthy();
    expect(screen.getByRole('radio', { name: first.options[2].text })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'Mei Ling');
  });

  it('labels the last question’s button Get Results', async () => {
    await renderWithProviders(<LiteAssessment toolType="exitcheck" />);
    fillContact();
    fireEvent.click(startButton());
    const questions = LITE_QUESTIONS.exitcheck;
    questions.slice(0, -1).forEach((question) => {
      fireEvent.click(screen.getByRole('radio', { name: question.options[0].text }));
      fireEvent.click(nextButton());
    });
    expect(screen.getByText('Step 6 of 7')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get Results' })).toHaveProperty('disabled', true);
  });

  it('posts the chosen option ids and replaces the form with the results', async () => {
    const result = buildLiteResult({ toolType: 'exitcheck', score: 50 });
    const fetchMock = mockFetch(jsonResponse(201, result));
    await renderWithProviders(<LiteAssessment toolType="exitcheck" />);
    fillContact(' Mei Ling ', 'mei@example.sg');
    fireEvent.click(startButton());
    const answers = answerAll('exitcheck', 0);

    const heading = await screen.findByRole('heading', { name: liteResultHeading('exitcheck', 50) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/lite-assessments');
    expect((fetchMock.mock.calls[0][1] as RequestInit).method).toBe('POST');
    expect(sentJson(fetchMock)).toEqual({ submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/), toolType: 'exitcheck', name: 'Mei Ling', email: 'mei@example.sg', answers });
    // Brief and title-only: the page itself shows the score, and the toast must not cover it or the offer.
    expect(screen.getByText('Assessment Complete!').closest('li')?.className).toContain('toast--brief');
    expect(screen.queryByText(/score is 50 out of 50/)).toBeNull();
    expect(screen.queryByText(/Step \d of 7/)).toBeNull();
    expect(document.activeElement).toBe(heading);
  });

  it('disables Get Results while the submission runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    await renderWithProviders(<LiteAssessment toolType="pitchprep" />);
    fillContact();
    fireEvent.click(startButton());
    answerAll('pitchprep', 1);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Get Results' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    await act(async () => answer(jsonResponse(201, buildLiteResult({ toolType: 'pitchprep', score: 25 }))));
    expect(await screen.findByText('Assessment Complete!')).toBeTruthy();
  });

  it('shows Submission Failed and the server’s message inline when the server rejects the input (400)', async () => {
    const fetchMock = mockFetch(
      jsonResponse(400, { error: { code: 'VALIDATION', message: 'Please enter a valid email address', errorId: 'E-1' } }),
    );
    await renderWithProviders(<LiteAssessment toolType="exitcheck" />);
    // Passes the basic pattern at step 1; the server's stricter check refuses it.
    fillContact('Mei Ling', 'mei@example.invalid-');
    fireEvent.click(startButton());
    answerAll('exitcheck', 2);

    expect(await screen.findByText('Submission Failed')).toBeTruthy();
    expect(screen.getByText('Please try again in a moment.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Step 6 of 7')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit your name and email' }));
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('shows the saved result again after a reload of the tab, and Retake clears it', async () => {
    mockFetch(jsonResponse(201, buildLiteResult({ toolType: 'exitcheck', score: 41 })));
    const first = await renderWithProviders(<LiteAssessment toolType="exitcheck" />);
    fillContact();
    fireEvent.click(startButton());
    answerAll('exitcheck', 2);
    expect(await screen.findByText('Assessment Complete!')).toBeTruthy();
    first.unmount();

    // The reload: a new page in the same tab.
    await renderWithProviders(<LiteAssessment toolType="exitcheck" />);
    expect(screen.getByRole('button', { name: 'Retake Assessment' })).toBeTruthy();
    expect(screen.queryByLabelText('Your name')).toBeNull();

    // jsdom cannot reload a page (it reports "not implemented"); the cleared storage is what a reload then finds.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Retake Assessment' }));
    expect(window.sessionStorage.getItem('bv.lite-result.exitcheck')).toBeNull();
  });

  it("prefills the guest checkout with the e-mail and first name typed at step 1", async () => {
    mockFetch(jsonResponse(201, buildLiteResult({ toolType: 'exitcheck', score: 41, name: 'Mei Ling' })));
    await renderWithProviders(<LiteAssessment toolType="exitcheck" />, { flags: { guest_checkout: true } });
    fillContact('Mei Ling', 'mei@example.sg');
    fireEvent.click(startButton());
    answerAll('exitcheck', 2);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'mei@example.sg');
    expect(screen.getByLabelText(/^First name/)).toHaveProperty('value', 'Mei');
  });

  it('retries a server error once, then shows Submission Failed without an inline message', async () => {
    const failure = jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } });
    const fetchMock = mockFetch(failure, failure);
    await renderWithProviders(<LiteAssessment toolType="exitcheck" />);
    fillContact();
    fireEvent.click(startButton());
    answerAll('exitcheck', 1);

    expect(await screen.findByText('Submission Failed', undefined, { timeout: 4000 })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The retry carries the same submission id, so the server records the assessment once.
    const ids = fetchMock.mock.calls.map((call) => JSON.parse(String((call[1] as RequestInit).body)).submissionId);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(screen.queryByText('Service unavailable')).toBeNull();
    expect(screen.getByRole('button', { name: 'Get Results' })).toHaveProperty('disabled', false);
  });
});
