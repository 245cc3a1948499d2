import type { ReactNode } from 'react';

type LandingSectionProps = { id: string; eyebrow?: string; title: string; lead?: string; tone?: 'plain' | 'tinted' | 'dark'; children: ReactNode };

export function LandingSection({ id, eyebrow, title, lead, tone = 'plain', children }: LandingSectionProps) {
  return (
    <section id={id} className={`landing-section landing-section--${tone}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <header className="section-header">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`}>{title}</h2>
          {lead && <p className="section-header__lead">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
