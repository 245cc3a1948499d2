/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { GuestCheckoutWidget, emailProblem } from './guest-checkout-widget';

const renderWidget = () => render(<GuestCheckoutWidget planName="Blueprint Starter" guestPrice={78} discountCode="LITE20" />);
const emailInput = () => screen.getByLabelText('Email');

describe('emailProblem', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['mei', 'Please enter a valid email address'],
    ['mei@example', 'Please enter a valid email address'],
    ['mei@example.sg', null],
  ])('%j -> %j', (email, problem) => expect(emailProblem(email)).toBe(problem));
});

describe('GuestCheckoutWidget', () => {
  it('starts collapsed as Upgrade Now and expands into the 30-Second Checkout with focus on its heading', () => {
    renderWidget();
    expect(screen.queryByText('30-Second Checkout')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));

    const heading = screen.getByRole('heading', { name: '30-Second Checkout' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByLabelText(/First name/)).toBeTruthy();
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('re-checks the e-mail on every change', () => {
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));

    fireEvent.change(emailInput(), { target: { value: 'mei' } });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(emailInput(), { target: { value: 'mei@example.sg' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(emailInput().getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(emailInput(), { target: { value: '' } });
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('says Email is required when the field is left empty', () => {
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    fireEvent.blur(emailInput());
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('keeps the purchase button disabled until checkout opens, even with a valid e-mail', () => {
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    fireEvent.change(emailInput(), { target: { value: 'mei@example.sg' } });
    expect(screen.getByRole('button', { name: 'Checkout opens soon' })).toHaveProperty('disabled', true);
  });

  it('collapses again with Back and returns focus to Upgrade Now', () => {
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByText('30-Second Checkout')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upgrade Now' }));
  });
});
