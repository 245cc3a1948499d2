import type { ReactNode } from 'react';

/** `split`: on wide screens the heading sits beside the content (a form, a list of questions), so neither hugs one side of an empty row. */
/** `aside`: a picture beside the heading on wide screens, under it on phones. */
type LandingSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'tinted' | 'dark';
  split?: boolean;
  aside?: ReactNode;
  children: ReactNode;
};

export function LandingSection({ id, eyebrow, title, lead, tone = 'plain', split = false, aside, children }: LandingSectionProps) {
  const header = (
    <header className="section-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={`${id}-title`}>{title}</h2>
      {lead && <p className="section-header__lead">{lead}</p>}
    </header>
  );
  return (
    <section id={id} className={`landing-section landing-section--${tone}`} aria-labelledby={`${id}-title`}>
      <div className={split ? 'container landing-split' : 'container'}>
        {aside ? (
          <div className="section-header-row">
            {header}
            {aside}
          </div>
        ) : (
          header
        )}
        {children}
      </div>
    </section>
  );
}
