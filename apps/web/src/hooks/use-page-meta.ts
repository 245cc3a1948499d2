import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../config';
import { canonicalPath, GEO_TAGS, metadataFor } from '../seo/page-metadata';

export type PageMeta = { title: string; description?: string; noindex?: boolean };

const OG_IMAGE = '/images/og-card.png';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

function upsertLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  link.href = href;
}

function setStructuredData(data: Record<string, unknown> | undefined): void {
  document.head.querySelector('script[data-page-ld]')?.remove();
  if (!data) return;
  // A data block, never executed, so the CSP's script-src does not apply to it.
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.pageLd = '';
  script.textContent = JSON.stringify(data);
  document.head.appendChild(script);
}

/** What the browser tab and search results show for a page's own title. */
export function fullTitle(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`;
}

/**
 * Title, description, keywords, geo tags, Open Graph and Twitter cards, canonical link, robots and
 * structured data for the current path (docs/product-rules.md, "Landing page and site pages"). The
 * page's own title and description are used where the path has no specific ones.
 */
export function usePageMeta({ title, description, noindex }: PageMeta): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const meta = metadataFor(pathname, { title, description, noindex });
    const pageTitle = fullTitle(meta.title);
    const url = `${window.location.origin}${canonicalPath(pathname)}`;
    document.title = pageTitle;
    upsertMeta('name', 'description', meta.description);
    upsertMeta('name', 'keywords', meta.keywords.join(', '));
    upsertMeta('name', 'robots', meta.noindex ? 'noindex, nofollow' : 'index, follow');
    for (const [name, content] of Object.entries(GEO_TAGS)) upsertMeta('name', name, content);
    upsertMeta('property', 'og:type', 'website');
    upsertMeta('property', 'og:site_name', PRODUCT_NAME);
    upsertMeta('property', 'og:locale', 'en_SG');
    upsertMeta('property', 'og:title', pageTitle);
    upsertMeta('property', 'og:description', meta.description);
    upsertMeta('property', 'og:url', url);
    upsertMeta('property', 'og:image', `${window.location.origin}${OG_IMAGE}`);
    upsertMeta('name', 'twitter:card', 'summary_large_image');
    upsertMeta('name', 'twitter:title', pageTitle);
    upsertMeta('name', 'twitter:description', meta.description);
    upsertMeta('name', 'twitter:image', `${window.location.origin}${OG_IMAGE}`);
    upsertLink('canonical', url);
    setStructuredData(meta.structuredData);
  }, [pathname, title, description, noindex]);
}
