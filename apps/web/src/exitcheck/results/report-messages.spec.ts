import { ApiError } from '../../api/api-error';
import { reportErrorMessage } from './report-messages';

describe('report error messages', () => {
  it('keep the spec’s titles and never ask the customer to sign in for the AI provider’s refusal', () => {
    const auth = reportErrorMessage(new ApiError(503, 'AUTH_ERROR', 'x'));
    expect(auth.title).toBe('Authentication Issue');
    expect(auth.description).not.toMatch(/sign in/i);
    expect(reportErrorMessage(new ApiError(503, 'RATE_LIMIT', 'x')).title).toBe('Service Busy');
    expect(reportErrorMessage(new Error('boom'))).toEqual({ title: 'Generation Error', description: 'boom' });
  });
});
