/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, sentJson } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { ComingSoonPage } from './coming-soon-page';

async function signUp(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })));
}

describe('coming-soon launch notification form (docs/product-rules.md, "Landing page and site pages")', () => {
  it('keeps submit disabled while the e-mail is empty', async () => {
    await renderWithProviders(<ComingSoonPage />);
    const button = screen.getByRole('button', { name: 'Notify me' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '   ' } });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mei@example.sg' } });
    expect(button).toHaveProperty('disabled', false);
  });

  it('posts the address, disables submit while submitting, then thanks the visitor', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await renderWithProviders(<ComingSoonPage />);
    await signUp(' mei@example.sg ');
    expect(screen.getByRole('button', { name: 'Signing up...' })).toHaveProperty('disabled', true);
    expect(sentJson(fetchMock as unknown as jest.Mock)).toEqual({ email: 'mei@example.sg' });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/v1/launch-notifications');
    await act(async () => answer(jsonResponse(201, { success: true, message: "Thank you! We'll e-mail you as soon as we launch." })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Thank you!'));
    // Thanked once, not "Thank you! Thank you!".
    expect(screen.getByRole('status').textContent?.match(/Thank you!/g)).toHaveLength(1);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('asks to check a malformed address instead of saying something went wrong', async () => {
    mockFetch(jsonResponse(400, { error: { code: 'VALIDATION', message: 'Please enter a valid email address' } }));
    await renderWithProviders(<ComingSoonPage />);
    await signUp('mei@example');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Check your e-mail address. Please enter a valid email address'));
  });

  it("says 'Something went wrong' for any other failure", async () => {
    mockFetch(jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom', errorId: 'e1' } }), jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }));
    await renderWithProviders(<ComingSoonPage />);
    await signUp('mei@example.sg');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Something went wrong'), { timeout: 5_000 });
  });
});
