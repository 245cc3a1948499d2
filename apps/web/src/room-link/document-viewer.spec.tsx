/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RoomLinkDocument } from '@bv/contracts';
import { DocumentViewer, LazyQuestionCount, LazyQuestionPanel } from './document-viewer';

const opened: RoomLinkDocument = {
  document: { id: '4b8f1c2e-1d3a-4f5b-9c6d-7e8f9a0b1c2d', name: 'Management accounts.pdf', type: 'pdf', status: 'ready', pageCount: 3, downloadable: false, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' },
  folder: { id: '5c9f2d3f-2e4b-4a6c-8d7e-8f9a0b1c2d3e', name: 'Financials' },
};

function renderViewer(onPage: (page: number) => void, page = 1, doc: RoomLinkDocument = opened) {
  const element = <DocumentViewer token="t0ken" grant={null} watermark={null} opened={doc} page={page} onPage={onPage} indexPath="/shared/t0ken/room" sender="Kopi Cloud" />;
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
  beforeAll(async () => {
    Element.prototype.scrollIntoView = () => undefined;
    // The questions panel's chunk, loaded before the renders so they do not suspend.
    await Promise.all([LazyQuestionPanel.preload(), LazyQuestionCount.preload()]);
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

  it("keeps the page's place at its recorded size before the image arrives, and the thumbnails' proportions", () => {
    const sized: RoomLinkDocument = { ...opened, pageSizes: [{ width: 1600, height: 900 }, { width: 1600, height: 2263 }, { width: 1600, height: 900 }] };
    renderViewer(jest.fn(), 2, sized);
    const spacer = document.querySelector('canvas.doc-viewer__spacer');
    expect(spacer?.getAttribute('width')).toBe('1600');
    expect(spacer?.getAttribute('height')).toBe('2263');
    const image = document.querySelector('.doc-viewer__sheet--sized > img');
    expect([image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('fetchpriority')]).toEqual(['1600', '2263', 'high']);
    const thumbs = [...document.querySelectorAll('.doc-viewer__thumb img')].map((img) => img.getAttribute('height'));
    expect(thumbs).toEqual(['135', '339', '135']);
  });

  it('lays the page out by the image alone when the sizes are unknown or do not cover every page', () => {
    renderViewer(jest.fn(), 1, { ...opened, pageSizes: [{ width: 1600, height: 900 }] });
    expect(document.querySelector('canvas')).toBeNull();
    expect(document.querySelector('.doc-viewer__sheet--sized')).toBeNull();
    expect(document.querySelector('.doc-viewer__thumb img')?.hasAttribute('height')).toBe(false);
  });
});

describe('the viewer of a one-page document and of a deck', () => {
  beforeAll(async () => {
    await Promise.all([LazyQuestionPanel.preload(), LazyQuestionCount.preload()]);
  });

  it('shows no pager and no thumbnails for a single page', () => {
    renderViewer(jest.fn(), 1, { ...opened, document: { ...opened.document, pageCount: 1 } });
    expect(document.querySelector('.doc-viewer__pager')).toBeNull();
    expect(document.querySelector('.doc-viewer__thumbs')).toBeNull();
    expect(document.querySelector('.doc-viewer__page img')?.getAttribute('alt')).toBe('Management accounts.pdf, page 1 of 1');
  });

  it('counts slides for a PowerPoint file', () => {
    renderViewer(jest.fn(), 2, { ...opened, document: { ...opened.document, name: 'Board deck.pptx', type: 'pptx' } });
    expect(document.querySelector('.doc-viewer__counter')?.textContent).toBe('Slide 2 of 3');
    expect(document.querySelector('.doc-viewer__thumbs')?.getAttribute('aria-label')).toBe('Slides');
  });
});
