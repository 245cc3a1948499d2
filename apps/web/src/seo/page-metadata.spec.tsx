/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { renderWithProviders } from '../test/render-with-providers';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta';
import { canonicalPath, metadataFor } from './page-metadata';

function Meta(props: PageMeta) {
  usePageMeta(props);
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('page metadata (docs/product-rules.md, "Landing page and site pages")', () => {
  it.each(['/auth', '/account', '/admin-preview/auth', '/admin-preview/dashboard', '/admin/flags'])('%s is noindex', (path) => {
    expect(metadataFor(path).noindex).toBe(true);
  });

  it.each(['/', '/pitchprep', '/exitcheck', '/privacy-policy', '/shared/abc', '/status'])('%s is indexed', (path) => {
    expect(metadataFor(path).noindex).toBe(false);
  });

  it('home is a Service; /pitchprep and /exitcheck are software applications; all priced in SGD', () => {
    expect(metadataFor('/').structuredData).toMatchObject({ '@type': 'Service', offers: expect.arrayContaining([expect.objectContaining({ priceCurrency: 'SGD', price: '98.00' })]) });
    for (const path of ['/pitchprep', '/exitcheck']) {
      expect(metadataFor(path).structuredData).toMatchObject({ '@type': 'SoftwareApplication', offers: expect.arrayContaining([expect.objectContaining({ priceCurrency: 'SGD' })]) });
    }
    expect(metadataFor('/privacy-policy').structuredData).toBeUndefined();
  });

  it('canonical paths drop the admin-preview prefix and a trailing slash', () => {
    expect(canonicalPath('/admin-preview/pitchprep/')).toBe('/pitchprep');
    expect(canonicalPath('/admin-preview')).toBe('/');
  });

  it('writes title, description, keywords, geo, Open Graph, Twitter, canonical, robots and JSON-LD into the head', async () => {
    await renderWithProviders(<Meta title="PitchPrep: Pitch Deck, Investor FAQ and Data Room" />, { path: '/pitchprep' });
    expect(document.title).toBe('PitchPrep: Pitch Deck, Investor FAQ and Data Room | Blueprint Vault');
    expect(content('meta[name="description"]')).toMatch(/pitch deck/);
    expect(content('meta[name="keywords"]')).toContain('pitch deck builder');
    expect(content('meta[name="geo.region"]')).toBe('SG');
    expect(content('meta[name="geo.placename"]')).toBe('Singapore');
    expect(content('meta[property="og:title"]')).toBe(document.title);
    expect(content('meta[property="og:url"]')).toBe('http://localhost/pitchprep');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/pitchprep');
    const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { name: string };
    expect(ld.name).toBe('PitchPrep');
  });

  it('marks /auth noindex even when the page does not ask', async () => {
    await renderWithProviders(<Meta title="Sign In" />, { path: '/auth' });
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
