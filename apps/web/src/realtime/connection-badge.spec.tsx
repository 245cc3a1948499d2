/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { ConnectionBadge } from './connection-badge';
import { createRealtimeStore, type LinkEvents, type RealtimeStore } from './realtime-store';
import { RealtimeContext } from './use-realtime-status';

describe('connection badge (docs/product-rules.md, "Realtime updates and the connection badge")', () => {
  let store: RealtimeStore;
  let links: LinkEvents[];

  beforeEach(() => {
    jest.useFakeTimers();
    links = [];
    store = createRealtimeStore();
    store.start({ openLink: (events) => (links.push(events), { close: () => undefined }), refreshFlags: () => undefined });
  });
  afterEach(() => {
    act(() => store.stop());
    jest.useRealTimers();
  });

  const renderBadge = () =>
    renderWithProviders(
      <RealtimeContext.Provider value={store}>
        <ConnectionBadge />
      </RealtimeContext.Provider>,
    );
  const giveUp = () =>
    act(() => {
      links[links.length - 1].onDown();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        jest.advanceTimersByTime(2_000 * attempt);
        links[links.length - 1].onDown();
      }
    });

  it('is hidden while connected, but its status line is already in the page for screen readers', async () => {
    await renderBadge();
    act(() => links[0].onOpen());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says disconnected with a Retry button after 30 s of silence', async () => {
    await renderBadge();
    act(() => links[0].onOpen());
    act(() => jest.advanceTimersByTime(40_000));
    expect(screen.getByRole('status').textContent).toBe('Realtime updates disconnected');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('Retry (keyboard reachable) shows Reconnecting… until the link is back, then hides', async () => {
    await renderBadge();
    giveUp();
    expect(screen.getByRole('status').textContent).toBe('Realtime updates disconnected');
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    expect(document.activeElement).toBe(retry);

    fireEvent.click(retry);
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    // The button stays (and keeps focus) but does nothing while reconnecting.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('button', { name: 'Retry' }).getAttribute('aria-disabled')).toBe('true');
    const opened = links.length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(links).toHaveLength(opened);

    act(() => links[links.length - 1].onOpen());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
