/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { renderHook } from '@testing-library/react';
import { roomAnalyticsApi } from '../api/room-analytics';
import { usePageDwell } from './use-page-dwell';

const DOC = '4b8f1c2e-1d3a-4f5b-9c6d-7e8f9a0b1c2d';

describe('the room viewer’s time per page', () => {
  let now = 0;
  let report: jest.SpyInstance;
  beforeEach(() => {
    now = 1_000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    report = jest.spyOn(roomAnalyticsApi, 'reportPages').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('adds the time on each page while the tab is in front and reports it when the document is left', () => {
    const { rerender, unmount } = renderHook(({ page }) => usePageDwell('t0ken', DOC, page, 3), { initialProps: { page: 1 } });
    now += 4_000;
    rerender({ page: 2 });
    now += 2_500;
    // Hidden for a minute: that time is nobody's reading.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(report).toHaveBeenLastCalledWith('t0ken', { documentId: DOC, pages: [{ page: 1, ms: 4_000 }, { page: 2, ms: 2_500 }] });
    now += 60_000;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    now += 1_000;
    rerender({ page: 3 });
    unmount();
    // Page 3 was reached (it counts for how far they got) though no time passed on it.
    expect(report).toHaveBeenLastCalledWith('t0ken', { documentId: DOC, pages: [{ page: 2, ms: 1_000 }, { page: 3, ms: 0 }] });
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('reports nothing for a document without pages (still converting)', () => {
    const { unmount } = renderHook(() => usePageDwell('t0ken', DOC, 1, 0));
    now += 5_000;
    unmount();
    expect(report).not.toHaveBeenCalled();
  });
});
