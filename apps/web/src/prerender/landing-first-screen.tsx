import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LandingHero } from '../pages/landing/landing-hero';
import { DEFAULT_HERO } from '../pages/landing/persona-headlines';
import { TrustStrip } from '../pages/landing/trust-strip';

/**
 * The landing page's first screen (hero and trust strip) as HTML, rendered at build time from the
 * page's own components and written into the `/` page (vite.config.mts), so a phone paints the
 * headline from the HTML instead of waiting for the scripts. React replaces it on its first
 * render with the same markup (and the visitor's A/B variant of the button).
 */
export function landingFirstScreenHtml(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <main id="main" className="page-main" tabIndex={-1}>
        <LandingHero copy={DEFAULT_HERO} ctaText="Get Started" ctaPending onCtaClick={() => undefined} />
        <TrustStrip />
      </main>
    </MemoryRouter>,
  );
}
