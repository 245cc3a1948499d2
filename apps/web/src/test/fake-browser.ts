import { pageNavigation } from '../billing/page-navigation';

export type FakeTab = { closed: boolean; opener: unknown; location: { href: string }; document: { title: string; body: { textContent: string } }; close: jest.Mock };

/** window.open answers this tab, or null to play a popup blocker. */
export function fakeWindowOpen(blocked = false): { open: jest.Mock; tab: FakeTab } {
  const tab: FakeTab = {
    closed: false,
    opener: window,
    location: { href: '' },
    document: { title: '', body: { textContent: '' } },
    close: jest.fn(() => {
      tab.closed = true;
    }),
  };
  const open = jest.fn(() => (blocked ? null : tab));
  window.open = open as unknown as typeof window.open;
  return { open, tab };
}

/** Page navigation and reloads, recorded instead of performed (jsdom cannot navigate). */
export function fakePageNavigation(): { assign: jest.SpyInstance; reload: jest.SpyInstance } {
  return {
    assign: jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined),
    reload: jest.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined),
  };
}
