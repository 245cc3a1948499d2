import type { ReactNode } from 'react';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta';
import { PageLayout } from './page-layout';

type SimplePageProps = PageMeta & { heading: string; eyebrow?: string; children: ReactNode; /** Extra class on the column, e.g. a wider one for a page of cards. */ className?: string };

/** Text pages: a heading, a readable column, the usual header and footer. */
export function SimplePage({ heading, eyebrow, children, className, ...meta }: SimplePageProps) {
  usePageMeta(meta);
  return (
    <PageLayout>
      <article className={`container prose-page${className ? ` ${className}` : ''}`}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{heading}</h1>
        {children}
      </article>
    </PageLayout>
  );
}
