/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { fakePageNavigation } from '../test/fake-browser';
import { jsonResponse, mockFetch, sentJson } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { ResumeSavedPlan } from './resume-saved-plan';
import { carryPlanFromAddress, clearSavedPlan, planParams, readSavedPlan, SAVED_PLAN_KEY, SAVED_PLAN_MAX_AGE_MS, savePlan } from './saved-plan';

beforeEach(() => localStorage.clear());
afterEach(() => {
  clearAccessToken();
  jest.restoreAllMocks();
});

describe('saved plan (docs/product-rules.md, "Checkout")', () => {
  it('reads back a recent, well-formed plan only', () => {
    savePlan({ planType: 'starter', paymentType: 'one_time', tool: 'pitchprep' }, 1_000);
    expect(readSavedPlan(2_000)).toEqual({ planType: 'starter', paymentType: 'one_time', tool: 'pitchprep' });
    expect(readSavedPlan(1_000 + SAVED_PLAN_MAX_AGE_MS + 1)).toBeNull();
    localStorage.setItem(SAVED_PLAN_KEY, JSON.stringify({ planType: 'gold', paymentType: 'one_time', savedAt: 1_000 }));
    expect(readSavedPlan(2_000)).toBeNull();
    localStorage.setItem(SAVED_PLAN_KEY, '{not json');
    expect(readSavedPlan(2_000)).toBeNull();
  });

  it('resumes from /auth’s address where the browser keeps nothing in storage', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage blocked');
    });
    const selection = { planType: 'starter', paymentType: 'one_time', tool: 'exitcheck' } as const;
    savePlan(selection, 1_000);
    expect(localStorage.getItem(SAVED_PLAN_KEY)).toBeNull();
    carryPlanFromAddress(new URLSearchParams({ returnTo: '/', ...planParams(selection) }).toString(), 1_000);
    expect(readSavedPlan(2_000)).toEqual(selection);
    clearSavedPlan();
    expect(readSavedPlan(2_000)).toBeNull();
    carryPlanFromAddress('planType=gold&paymentType=one_time', 1_000);
    expect(readSavedPlan(2_000)).toBeNull();
  });
});

describe('ResumeSavedPlan', () => {
  it('after sign-in says Welcome back!, clears the plan and starts its checkout 1 s later in this tab', async () => {
    savePlan({ planType: 'pro', paymentType: 'one_time' });
    const { assign } = fakePageNavigation();
    const fetchMock = mockFetch(jsonResponse(201, { url: 'https://checkout.stripe.test/c/pay/cs_9', checkoutId: 'cs_9' }));
    await renderWithProviders(<ResumeSavedPlan />, { loadSession: signedInAs() });

    expect(screen.getByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('Continuing with Pro Vault plan')).toBeTruthy();
    expect(localStorage.getItem(SAVED_PLAN_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_9'), { timeout: 2_000 });
    expect(sentJson(fetchMock)).toEqual({ planType: 'pro', paymentType: 'one_time' });
  });

  it('does nothing for a signed-out visitor or without a saved plan', async () => {
    savePlan({ planType: 'pro', paymentType: 'one_time' });
    const fetchMock = mockFetch();
    const { unmount } = await renderWithProviders(<ResumeSavedPlan />);
    expect(screen.queryByText('Welcome back!')).toBeNull();
    expect(localStorage.getItem(SAVED_PLAN_KEY)).not.toBeNull();
    unmount();

    localStorage.clear();
    await renderWithProviders(<ResumeSavedPlan />, { loadSession: signedInAs() });
    expect(screen.queryByText('Welcome back!')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
