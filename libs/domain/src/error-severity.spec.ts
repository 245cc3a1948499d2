import { errorSeverity, friendlyErrorMessage } from './error-severity';

describe('errorSeverity', () => {
  it.each([
    ['Network request failed', 'critical'],
    ['Failed to fetch', 'critical'],
    ['Blocked by CORS policy', 'critical'],
    ['Auth session missing', 'high'],
    ['Payment declined', 'high'],
    ['Database timeout', 'high'],
    ['Validation error on email', 'medium'],
    ['Form is incomplete', 'medium'],
    ['Invalid input', 'medium'],
    ['Something odd', 'low'],
    ['', 'low'],
  ])('%s → %s', (message, severity) => {
    expect(errorSeverity(message)).toBe(severity);
  });

  it('prefers the most severe keyword', () => {
    expect(errorSeverity('payment network error')).toBe('critical');
    expect(errorSeverity('form auth')).toBe('high');
  });
});

describe('friendlyErrorMessage', () => {
  it.each([
    ['NETWORK down', 'Please check your internet connection and try again.'],
    ['fetch failed', 'Please check your internet connection and try again.'],
    ['Auth token expired', 'Please sign in again to continue.'],
    ['payment failed', 'There was an issue processing your payment. Please try again.'],
    ['validation failed', 'Please check your input and try again.'],
    ['Form error', 'Please check your input and try again.'],
    ['cors blocked', 'An unexpected error occurred. Please try again or contact support if the issue persists.'],
    ['database down', 'An unexpected error occurred. Please try again or contact support if the issue persists.'],
    ['boom', 'An unexpected error occurred. Please try again or contact support if the issue persists.'],
  ])('%s', (message, friendly) => {
    expect(friendlyErrorMessage(message)).toBe(friendly);
  });
});
