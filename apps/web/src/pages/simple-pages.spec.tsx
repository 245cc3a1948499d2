/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { ComingSoonPage } from './coming-soon-page';
import { PaymentSuccessPage } from './payment-success-page';

describe('simple pages', () => {
  it('coming soon: three feature cards, no launch date that could go stale, and a notify form that cannot submit yet', async () => {
    await renderWithProviders(<ComingSoonPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByText(/we will write once, on the day it launches/)).toBeTruthy();
    expect(screen.getByRole('main').textContent).not.toMatch(/\bQ[1-4]\s+20\d\d\b|Expected Launch/);
    expect(screen.getByRole('button', { name: 'Notify me' })).toHaveProperty('disabled', true);
    expect(document.title).toBe('Coming Soon | Blueprint Vault');
  });

  it('payment success without a session id shows the spec’s Payment Error', async () => {
    await renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success' });
    expect(screen.getByRole('heading', { name: 'Payment Error' })).toBeTruthy();
    expect(screen.getByText('No payment session found. Please try again or contact support.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });

});
