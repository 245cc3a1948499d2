import { useEffect } from 'react';
import { PRODUCT_NAME } from '../config';

export type PageMeta = { title: string; description?: string; noindex?: boolean };

function upsertMeta(name: string, content: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
  return meta;
}

export function usePageMeta({ title, description, noindex = false }: PageMeta): void {
  useEffect(() => {
    document.title = title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`;
    if (description) upsertMeta('description', description);
  }, [title, description]);

  useEffect(() => {
    if (!noindex) return;
    const robots = upsertMeta('robots', 'noindex');
    return () => robots.remove();
  }, [noindex]);
}
