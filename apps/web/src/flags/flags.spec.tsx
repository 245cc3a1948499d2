/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { flagsSnapshotSchema } from '@bv/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { isFlagsSnapshot } from '../api/flags';
import { jsonResponse, mockFetch } from '../test/fake-fetch';
import { buildFlagsSnapshot } from '../test/flags.factory';
import { renderWithProviders } from '../test/render-with-providers';
import { FlagsGate } from './flags-gate';
import { useFeatureFlag } from './use-feature-flags';

function RoiFlag() {
  return <p>roi: {String(useFeatureFlag('roi_calculator'))}</p>;
}

describe('feature flags', () => {
  it.each<[string, unknown]>([
    ['the spec defaults', buildFlagsSnapshot()],
    ['a missing version', { phaseId: 'p', phaseName: 'P', flags: {} }],
    ['a negative version', { ...buildFlagsSnapshot(), version: -1 }],
    ['a fractional version', { ...buildFlagsSnapshot(), version: 1.5 }],
    ['a non-boolean flag', { ...buildFlagsSnapshot(), flags: { roi_calculator: 'yes' } }],
    ['flags as a list', { ...buildFlagsSnapshot(), flags: [] }],
    ['null', null],
  ])('the browser’s check agrees with the contract schema on %s', (_name, value) => {
    expect(isFlagsSnapshot(value)).toBe(flagsSnapshotSchema.safeParse(value).success);
  });

  it('loads GET /api/v1/flags and reads a flag from it', async () => {
    const fetchMock = mockFetch(jsonResponse(200, buildFlagsSnapshot({ roi_calculator: true })));
    await renderWithProviders(
      <FlagsGate>
        <RoiFlag />
      </FlagsGate>,
      { flags: null },
    );
    expect(await screen.findByText('roi: true')).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/flags');
  });

  it('shows Feature Loading Error with Retry when the flags cannot be loaded, and recovers on Retry', async () => {
    jest.useFakeTimers();
    try {
      // The data client retries 3 times (1 s, 2 s, 4 s) before giving up.
      mockFetch(...Array.from({ length: 4 }, () => jsonResponse(503, { error: { code: 'FLAGS.NO_ACTIVE_PHASE', message: 'Failed to load feature flags' } })), jsonResponse(200, buildFlagsSnapshot()));
      await renderWithProviders(
        <FlagsGate>
          <RoiFlag />
        </FlagsGate>,
        { flags: null },
      );
      await act(() => jest.advanceTimersByTimeAsync(8_000));
      expect(screen.getByRole('heading', { name: 'Feature Loading Error' })).toBeTruthy();
      expect(screen.getByText('Failed to load feature flags')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await act(() => jest.advanceTimersByTimeAsync(10));
      await waitFor(() => expect(screen.getByText('roi: false')).toBeTruthy());
    } finally {
      jest.useRealTimers();
    }
  });
});
