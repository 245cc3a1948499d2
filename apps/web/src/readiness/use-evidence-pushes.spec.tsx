/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useAuth } from '../auth/auth-context';
import { jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { openEvidenceSocket } from './evidence-socket';
import { useEvidencePushes } from './use-readiness';

jest.mock('./evidence-socket', () => ({ openEvidenceSocket: jest.fn() }));
const openSocket = jest.mocked(openEvidenceSocket);

function EvidenceView() {
  useEvidencePushes('4b7c1f7e-1f0e-4a47-9a55-0f6f8a1c2d11');
  const auth = useAuth();
  return (
    <button type="button" onClick={() => void auth.signOut()}>
      Sign out ({auth.status})
    </button>
  );
}

describe('evidence pushes (docs/product-rules.md, "Evidence-linked readiness")', () => {
  it('opens the founder’s socket while signed in and closes it when they sign out, though the view stays open', async () => {
    const close = jest.fn();
    openSocket.mockReturnValue(close);
    routeFetch({ 'POST /auth/sign-out': jsonResponse(204, undefined) });
    await renderWithProviders(<EvidenceView />, { loadSession: signedInAs() });
    await waitFor(() => expect(openSocket).toHaveBeenCalledTimes(1));
    expect(close).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out (signed-in)' })));
    await screen.findByRole('button', { name: 'Sign out (signed-out)' });
    expect(close).toHaveBeenCalledTimes(1);
    expect(openSocket).toHaveBeenCalledTimes(1);
  });
});
