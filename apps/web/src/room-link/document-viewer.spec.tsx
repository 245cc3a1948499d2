/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RoomLinkDocument } from '@bv/contracts';
import { DocumentViewer } from './document-viewer';

const opened: RoomLinkDocument = {
  document: { id: '4b8f1c2e-1d3a-4f5b-9c6d-7e8f9a0b1c2d', name: 'Management accounts.pdf', type: 'pdf', status: 'ready', pageCount: 3, downloadable: false, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' },
  folder: { id: '5c9f2d3f-2e4b-4a6c-8d7e-8f9a0b1c2d3e', name: 'Financials' },
};

function renderViewer(onPage: (page: number) => void, page = 1) {
  const element = <DocumentViewer token="t0ken" grant={null} watermark={null} opened={opened} page={page} onPage={onPage} indexPath="/shared/t0ken/room" company="Kopi Cloud" />;
  // The questions panel reads its list through the query client (the request fails here; the viewer does not wait for it).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
    </QueryClientProvider>,
  );
}

describe('the room document viewer', () => {
  // jsdom lays nothing out: the thumbnail strip's scroll into view is a no-op here.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('turns pages from the one last asked for, even when keys come faster than the page re-renders', () => {
    const onPage = jest.fn();
    // The page prop never changes here: as when the keys come before the new page is drawn.
    renderViewer(onPage);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onPage.mock.calls.map(([page]) => page)).toEqual([2, 3, 2]);
  });

  it('goes to the first and last page with Home and End, and ignores keys typed in a field', () => {
    const onPage = jest.fn();
    renderViewer(onPage, 2);
    fireEvent.keyDown(window, { key: 'End' });
    fireEvent.keyDown(window, { key: 'Home' });
    const input = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    expect(onPage.mock.calls.map(([page]) => page)).toEqual([3, 1]);
  });
});
