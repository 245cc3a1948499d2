import { QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { RoomLinkDocument, RoomLinkPage as RoomLinkAnswer, SharedPage } from '@bv/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { RoomRoot, RoomRoutes } from '../app/room-app';
import { fullTitle } from '../hooks/use-page-meta';
import { SiteHeader } from '../layout/site-header';
import { LandingHero } from '../pages/landing/landing-hero';
import { DEFAULT_HERO, LANDING_TITLE } from '../pages/landing/persona-headlines';
import { TrustStrip } from '../pages/landing/trust-strip';
import { LandingWithoutScripts } from './landing-without-scripts';
import { LazyOutputDocument } from '../pages/room-link-page';
import { SharedContentPage } from '../pages/shared-content-page';
import { roomDocumentKey, roomLinkKey } from '../room-link/room-link-queries';
import { metadataFor } from '../seo/page-metadata';
import { sharedPageKey } from '../sharing/shared-page-query';

// Pages rendered to HTML outside the browser, from the app's own components: built into
// dist-server/render.cjs by vite.server.config.mts. For the landing and a shared link's page,
// React replaces this HTML on its first render in the browser with the same markup, so what is
// painted before the scripts run stays put; a room link's page is the room's own tree
// (src/app/room-app.tsx), which the browser hydrates (src/room-entry.tsx).

// A room's generated output is a chunk of its own in the browser; here it loads as the bundle
// starts, so the server renders it rather than its loading state. (The questions panel is not:
// its loading state is what the server and the hydrating render show, document-viewer.tsx.)
// Until it is in, a room link is left to the browser.
let roomChunksLoaded = false;
void LazyOutputDocument.preload().then(() => (roomChunksLoaded = true));

/** A page rendered outside the browser: what goes in the root element, and the head's title and description. */
export type RenderedPage = { html: string; title: string; description: string };

/** Nobody is signed in on the server: the header shows what a visitor sees until the browser knows. */
const noSession = () => new Promise<null>(() => undefined);

/**
 * The landing page as landing.html carries it (vite.config.mts), which the gateway serves for
 * `/`: the site header and the first screen (hero and trust strip), so the headline a visitor
 * reads is in the HTML, and in a <noscript> the rest of the page that works without scripts.
 * The A/B button text is not known before the scripts run: the button keeps its place unseen
 * until then (noscript.css shows it when scripts are off).
 */
export function landingFirstScreen(): RenderedPage & { header: string } {
  const meta = metadataFor('/', { title: LANDING_TITLE });
  const queryClient = new QueryClient();
  const header = renderToStaticMarkup(
    <AppProviders queryClient={queryClient} loadSession={noSession}>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </AppProviders>,
  );
  const withoutScripts = renderToStaticMarkup(
    <MemoryRouter>
      <LandingWithoutScripts />
    </MemoryRouter>,
  );
  const firstScreen = renderToStaticMarkup(
    <MemoryRouter>
      <LandingHero copy={DEFAULT_HERO} ctaText="Get Started" ctaPending onCtaClick={() => undefined} />
      <TrustStrip />
    </MemoryRouter>,
  );
  const html = `<main id="main" class="page-main" tabindex="-1">${firstScreen}<noscript>${withoutScripts}</noscript></main>`;
  return { html, header, title: fullTitle(meta.title), description: meta.description };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** index.html's head with the page's title and description (the scripts set the rest once they run). */
export function withPageHead(indexHtml: string, page: RenderedPage): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`);
}

/**
 * A shared link's page with the answer the gateway just got for this visitor (GET
 * /api/v1/shared/:token's), rendered per request by the gateway: an investor on a phone reads
 * the title and the first slide before any script has arrived.
 */
export function sharedPage(token: string, answer: SharedPage): RenderedPage {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sharedPageKey(token, null), answer);
  const html = renderToStaticMarkup(
    <AppProviders queryClient={queryClient} loadSession={noSession}>
      <MemoryRouter initialEntries={[`/shared/${encodeURIComponent(token)}`]}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Routes>
          <Route path="/shared/:token" element={<SharedContentPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  const meta = metadataFor(`/shared/${token}`, { title: answer.title, description: answer.description ?? undefined, noindex: true });
  return { html, title: fullTitle(meta.title), description: meta.description };
}

/**
 * What room.html and room-document.html hold before their scripts run when the gateway leaves the
 * page to the browser (a gate step, a grant in the tab, the founder's own visit): the room's frame
 * with no sharer yet and its loading skeleton, the markup of the room entry's first render, so the
 * investor does not see our site's header first and nothing moves when React replaces it.
 */
export function roomLinkLoading(): string {
  const queryClient = new QueryClient();
  try {
    return renderToStaticMarkup(
      <RoomRoot queryClient={queryClient} loadSession={noSession}>
        <MemoryRouter initialEntries={['/shared/link/room']}>
          <RoomRoutes />
        </MemoryRouter>
      </RoomRoot>,
    );
  } finally {
    queryClient.clear();
  }
}

/**
 * A room link's index, or one of its documents at `page`, with the answers the gateway just got
 * for this visitor (the room's, and the document's when one is open), rendered per request like a
 * shared link's page: the investor reads the room before any script has arrived. It is the room's
 * own tree (RoomRoot around the room's routes, at the page's address: the tree src/room-entry.tsx
 * starts) rendered for hydration, so the browser's first render, from the same answers, adopts
 * this HTML instead of painting it again.
 */
export function roomLinkPage(token: string, answer: RoomLinkAnswer, opened: RoomLinkDocument | null, page: number): RenderedPage {
  if (!roomChunksLoaded) throw new Error("The room link page's modules are not loaded yet");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(roomLinkKey(token, null), answer);
  const base = `/shared/${encodeURIComponent(token)}/room`;
  if (opened) queryClient.setQueryData(roomDocumentKey(token, null, opened.document.id), opened);
  const path = opened ? `${base}/documents/${encodeURIComponent(opened.document.id)}?page=${page}` : base;
  try {
    const html = renderToString(
      <RoomRoot queryClient={queryClient} loadSession={noSession}>
        <MemoryRouter initialEntries={[path]}>
          <RoomRoutes />
        </MemoryRouter>
      </RoomRoot>,
    );
    const meta = metadataFor(path, { title: opened?.document.name ?? answer.room.name, noindex: true });
    return { html, title: fullTitle(meta.title), description: meta.description };
  } finally {
    queryClient.clear();
  }
}
