/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { createQueryClient } from '../api/query-client';
import { buildSharedPage, responseWith, SHARE_TOKEN } from './sharing.factory';
import { prefetchSharedPage, sharedPageKey } from './shared-page-query';

function serverAnswer(token: string, body: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'bv-shared-page';
  block.setAttribute('data-token', token);
  block.textContent = body;
  document.body.appendChild(block);
}

describe('prefetchSharedPage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('takes the answer the gateway rendered the page with, asking nothing, and reads it once', () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const page = buildSharedPage();
    serverAnswer(SHARE_TOKEN, JSON.stringify(page));
    const queryClient = createQueryClient();
    prefetchSharedPage(queryClient, `/shared/${SHARE_TOKEN}`);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(sharedPageKey(SHARE_TOKEN, null))).toEqual(page);
    expect(document.getElementById('bv-shared-page')).toBeNull();
  });

  it('asks itself when the tab holds a grant, or the data block is for another link or unreadable', async () => {
    for (const setUp of [
      () => {
        sessionStorage.setItem(`bv.shareGrant.${SHARE_TOKEN}`, JSON.stringify({ grant: 'kept.grant', expiresAt: new Date(Date.now() + 60_000).toISOString() }));
        serverAnswer(SHARE_TOKEN, JSON.stringify(buildSharedPage({ content: null, requiresPassword: true })));
      },
      () => serverAnswer('AnotherTokenAnotherTokenAnother1', JSON.stringify(buildSharedPage())),
      () => serverAnswer(SHARE_TOKEN, '{"title":'),
      () => serverAnswer(SHARE_TOKEN, JSON.stringify({ title: 'no content field' })),
    ]) {
      sessionStorage.clear();
      document.body.innerHTML = '';
      setUp();
      const fetchMock = jest.fn(async () => responseWith(200, buildSharedPage()));
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      prefetchSharedPage(createQueryClient(), `/shared/${SHARE_TOKEN}`);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('asks for a shared link’s page once, with the grant this tab keeps, and leaves the answer for the page', async () => {
    sessionStorage.setItem(`bv.shareGrant.${SHARE_TOKEN}`, JSON.stringify({ grant: 'kept.grant', expiresAt: new Date(Date.now() + 60_000).toISOString() }));
    const fetchMock = jest.fn(async () => responseWith(200, buildSharedPage()));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const queryClient = createQueryClient();
    prefetchSharedPage(queryClient, `/shared/${SHARE_TOKEN}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await queryClient.getQueryCache().find({ queryKey: sharedPageKey(SHARE_TOKEN, 'kept.grant') })?.promise;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v1/shared/${SHARE_TOKEN}`);
    expect((init.headers as Record<string, string>)['X-Share-Grant']).toBe('kept.grant');
    expect(queryClient.getQueryData(sharedPageKey(SHARE_TOKEN, 'kept.grant'))).toMatchObject({ title: buildSharedPage().title });
  });

  it('does nothing on any other page', () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const queryClient = createQueryClient();
    for (const path of ['/', '/pricing', '/shared/', `/shared/${SHARE_TOKEN}/extra`, `/admin/shared/${SHARE_TOKEN}`]) prefetchSharedPage(queryClient, path);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
