/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import type { RoomLinkDocument, RoomLinkPage } from '@bv/contracts';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { RoomRoot, RoomRoutes } from '../app/room-app';
import { prefetchRoomLink, ROOM_ANSWER_ID, ROOM_DOCUMENT_ANSWER_ID } from '../room-link/room-link-queries';
import { roomLinkPage } from './server-entry';

// Hydration's updates (the questions panel after its loading place) are awaited with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The browser hydrates a room link's page the server rendered (room-entry.tsx, with the room's own
// tree, app/room-app.tsx): its first render must be
// the server's markup exactly, or React throws the page away and paints it again (and says so in
// the console, which the browser tests treat as a failure).

// Loading the room's modules takes a while on a busy machine.
jest.setTimeout(60_000);

const TOKEN = 'room-token-123';
const DOC_ID = '5b0c6c5e-8a49-4c9b-9d0f-1c2d3e4f5a6b';
const doc = { id: DOC_ID, name: 'Financials FY2025.pdf', type: 'pdf', source: 'upload' as const, status: 'ready' as const, pageCount: 3, downloadable: true, createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-02T09:00:00.000Z' };
const answer: RoomLinkPage = {
  sharedBy: { company: 'Lion City Logistics Pte. Ltd.', brand: null },
  room: { name: 'Series A room', description: 'What an investor reads first.', purpose: 'raise' },
  folders: [{ id: '0e1d2c3b-4a59-4687-8a9b-0c1d2e3f4a5b', name: 'Finance', description: 'Accounts', documents: [doc] }],
  expiresAt: '2026-12-31T15:59:59.000Z',
  gate: { step: null, requiresEmail: false, agreement: null, verifiedEmail: null },
  watermark: 'investor@example.com',
};
const opened: RoomLinkDocument = { document: doc, folder: { id: answer.folders[0]!.id, name: 'Finance' }, output: null, pageSizes: [1, 2, 3].map(() => ({ width: 1240, height: 1754 })) };

/** The modules the server entry loads as it starts (its room chunks) are in after a few turns. */
async function renderedOnServer(...args: Parameters<typeof roomLinkPage>) {
  for (let i = 0; i < 20; i++) {
    try {
      return roomLinkPage(...args);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return roomLinkPage(...args);
}

/** The page as the gateway serves it: the HTML in the root and the answers beside it. */
function servePage(html: string, withDocument: boolean) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const block = (id: string, value: unknown) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.setAttribute('data-token', TOKEN);
    script.textContent = JSON.stringify(value);
    document.body.append(script);
  };
  block(ROOM_ANSWER_ID, answer);
  if (withDocument) block(ROOM_DOCUMENT_ANSWER_ID, opened);
  return document.getElementById('root')!;
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

async function hydrate(path: string, container: HTMLElement) {
  const queryClient = createQueryClient();
  const hydratable = prefetchRoomLink(queryClient, path.split('?')[0]!);
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, (
        <RoomRoot queryClient={queryClient} loadSession={() => new Promise(() => undefined)}>
          <MemoryRouter initialEntries={[path]}>
            <RoomRoutes />
          </MemoryRouter>
        </RoomRoot>
      ), { onRecoverableError: (error) => errors.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  consoleError.mockRestore();
  cleanups.push(() => {
    act(() => root?.unmount());
    queryClient.clear();
  });
  return { hydratable, errors };
}

describe("a room link's page rendered on the server and hydrated in the browser", () => {
  beforeEach(() => {
    // jsdom has no scrolling (the router's scroll restoration and the thumbnails ask for it).
    window.scrollTo = jest.fn();
    Element.prototype.scrollIntoView = jest.fn();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('renders the room’s frame (skip link, room bar, index) in markup React can hydrate', async () => {
    const page = await renderedOnServer(TOKEN, answer, null, 1);
    expect(page.title).toContain('Series A room');
    expect(page.html).toContain('class="skip-link"');
    expect(page.html).toContain('Lion City Logistics Pte. Ltd.');
    expect(page.html).toContain('Financials FY2025.pdf');
    // The room's page is in the room's entry, not a lazy chunk: no loading place to wait for.
    expect(page.html).not.toContain('skeleton');
  });

  it('keeps the server’s elements on the index: the browser adopts them, with no mismatch', async () => {
    const page = await renderedOnServer(TOKEN, answer, null, 1);
    const container = servePage(page.html, false);
    const heading = container.querySelector('h1');
    expect(heading).not.toBeNull();
    const { hydratable, errors } = await hydrate(`/shared/${TOKEN}/room`, container);
    expect(hydratable).toBe(true);
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('keeps the server’s elements on a document’s page (its image, the questions’ button), with no mismatch', async () => {
    const page = await renderedOnServer(TOKEN, answer, opened, 2);
    const container = servePage(page.html, true);
    const image = container.querySelector('.doc-viewer__sheet img');
    expect(image).not.toBeNull();
    // The questions drawer's chunk is the browser's: its button is off until the page is hydrated (a press would be lost).
    const ask = container.querySelector<HTMLButtonElement>('.doc-viewer__ask');
    expect(ask?.disabled).toBe(true);
    const { hydratable, errors } = await hydrate(`/shared/${TOKEN}/room/documents/${DOC_ID}?page=2`, container);
    expect(hydratable).toBe(true);
    expect(errors).toEqual([]);
    expect(container.querySelector('.doc-viewer__sheet img')).toBe(image);
    expect(container.querySelector('.doc-viewer__counter')?.textContent).toBe('Page 2 of 3');
    expect(container.querySelector('.doc-viewer__ask')).toBe(ask);
    expect(ask?.disabled).toBe(false);
    // Once hydrated, the watermark carries the reader's time (not the server's).
    expect(container.querySelector('[data-testid="page-watermark"] span')?.textContent).toMatch(/investor@example\.com · \d/);
  });

  it('is not hydrated for a returning visitor (the index marks what is New for this browser alone)', async () => {
    window.localStorage.setItem(`bv-room-visit:${TOKEN}`, JSON.stringify({ lastSeenAt: '2026-11-01T00:00:00.000Z', previousVisitAt: null }));
    const page = await renderedOnServer(TOKEN, answer, null, 1);
    servePage(page.html, false);
    expect(prefetchRoomLink(createQueryClient(), `/shared/${TOKEN}/room`)).toBe(false);
  });
});
