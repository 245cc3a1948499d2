/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, screen } from '@testing-library/react';
import { bodiesSentTo, jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { CheckInbox } from './check-inbox';

// docs/product-rules.md, "Accounts and security": resend once a minute, fix a mistyped address.
const PASSWORD = 'harbour lights over marina bay';

function renderInbox(onAddressChanged = jest.fn()) {
  return renderWithProviders(<CheckInbox email="mei@exmaple.sg" password={PASSWORD} onAddressChanged={onAddressChanged} onSignIn={jest.fn()} />);
}

const resendButton = () => screen.getByRole('button', { name: /Resend e-mail/ }) as HTMLButtonElement;

describe('CheckInbox', () => {
  afterEach(() => jest.useRealTimers());

  it('offers "Resend e-mail" once the minute after sign-up has passed, then counts down the next wait', async () => {
    jest.useFakeTimers();
    const fetchMock = routeFetch({ 'POST /auth/verify-email/resend': jsonResponse(202, { requested: true, retryAfterSeconds: 60 }) });
    await renderInbox();
    expect(resendButton().disabled).toBe(true);
    expect(screen.getByText('No e-mail? Check your spam folder. You can send another in 60 s.')).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(resendButton().disabled).toBe(false);
    await act(async () => fireEvent.click(resendButton()));
    expect((await screen.findByRole('status')).textContent).toBe('We sent a new link to mei@exmaple.sg.');
    expect(bodiesSentTo(fetchMock, 'POST /auth/verify-email/resend')).toEqual([{ email: 'mei@exmaple.sg' }]);
    expect(resendButton().disabled).toBe(true);
    expect(screen.getByText(/You can send another in 60 s/)).toBeTruthy();
  });

  it("says clearly when the server's wait is not over and counts down from its Retry-After", async () => {
    jest.useFakeTimers();
    routeFetch({
      'POST /auth/verify-email/resend': jsonResponse(
        429,
        { error: { code: 'AUTH.RESEND_TOO_SOON', message: 'We sent a link moments ago. You can ask for another in 42 seconds.', details: { retryAfterSeconds: 42 } } },
        { 'retry-after': '42' },
      ),
    });
    await renderInbox();
    await act(async () => jest.advanceTimersByTime(60_000));
    await act(async () => fireEvent.click(resendButton()));
    expect((await screen.findByRole('alert')).textContent).toBe('We sent a link moments ago. You can ask for another in 42 seconds.');
    expect(resendButton().disabled).toBe(true);
    expect(screen.getByText(/You can send another in 42 s/)).toBeTruthy();
  });

  it('"Change address" sends a new link to the corrected address and says the old one stopped working', async () => {
    const onAddressChanged = jest.fn();
    const fetchMock = routeFetch({ 'POST /auth/verify-email/change-address': jsonResponse(202, { email: 'mei@example.sg' }) });
    await renderInbox(onAddressChanged);
    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    const field = screen.getByLabelText('Correct e-mail address') as HTMLInputElement;
    expect(field.value).toBe('mei@exmaple.sg');
    const send = screen.getByRole('button', { name: 'Send link to this address' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'mei@example.sg' } });
    fireEvent.click(send);
    expect((await screen.findByRole('status')).textContent).toBe('We sent a new link to mei@example.sg. The link sent to mei@exmaple.sg no longer works.');
    expect(bodiesSentTo(fetchMock, 'POST /auth/verify-email/change-address')).toEqual([{ email: 'mei@exmaple.sg', password: PASSWORD, newEmail: 'mei@example.sg' }]);
    expect(onAddressChanged).toHaveBeenCalledWith('mei@example.sg');
  });

  it('names the plan waiting for checkout, and every new link carries it', async () => {
    jest.useFakeTimers();
    const fetchMock = routeFetch({
      'POST /auth/verify-email/resend': jsonResponse(202, { requested: true, retryAfterSeconds: 60 }),
      'POST /auth/verify-email/change-address': jsonResponse(202, { email: 'mei@example.sg' }),
    });
    const selection = { planType: 'pro', paymentType: 'one_time' } as const;
    await renderWithProviders(
      <CheckInbox email="mei@exmaple.sg" password={PASSWORD} plan={{ name: 'Pro Vault', selection }} onAddressChanged={jest.fn()} onSignIn={jest.fn()} />,
    );
    expect(screen.getByText('Checkout for Pro Vault continues as soon as you are in.')).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(60_000));
    await act(async () => fireEvent.click(resendButton()));
    await screen.findByText('We sent a new link to mei@exmaple.sg.');
    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    fireEvent.change(screen.getByLabelText('Correct e-mail address'), { target: { value: 'mei@example.sg' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send link to this address' })));
    await screen.findByText(/The link sent to mei@exmaple.sg no longer works/);
    expect(bodiesSentTo(fetchMock, 'POST /auth/verify-email/resend')).toEqual([{ email: 'mei@exmaple.sg', plan: selection }]);
    expect(bodiesSentTo(fetchMock, 'POST /auth/verify-email/change-address')).toEqual([{ email: 'mei@exmaple.sg', password: PASSWORD, newEmail: 'mei@example.sg', plan: selection }]);
  });

  it("shows the server's reason when the address cannot be changed", async () => {
    routeFetch({
      'POST /auth/verify-email/change-address': jsonResponse(409, {
        error: { code: 'AUTH.EMAIL_ALREADY_VERIFIED', message: 'This address is already verified. Sign in and change it under Account, Security.' },
      }),
    });
    await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    fireEvent.change(screen.getByLabelText('Correct e-mail address'), { target: { value: 'mei@example.sg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link to this address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This address is already verified. Sign in and change it under Account, Security.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
