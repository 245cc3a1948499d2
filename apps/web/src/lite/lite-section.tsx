import type { ToolType } from '@bv/domain';
import { LiteAssessment } from './lite-assessment';
import { LITE_TOOL_COPY } from './lite-tool-copy';

/** A Lite assessment with its heading, placed on the landing page and the tool pages. */
export function LiteSection({ toolType, tone = 'plain' }: { toolType: ToolType; tone?: 'plain' | 'tinted' }) {
  const copy = LITE_TOOL_COPY[toolType];
  const id = `${toolType}-lite`;
  return (
    <section id={id} className={`landing-section landing-section--${tone}`} aria-labelledby={`${id}-title`}>
      <div className="container lite-section landing-split">
        <header className="section-header">
          <p className="eyebrow">Free · 2 minutes · no account</p>
          <h2 id={`${id}-title`}>{copy.liteName}</h2>
          <p className="section-header__lead">{copy.promise}</p>
        </header>
        <LiteAssessment toolType={toolType} />
      </div>
    </section>
  );
}
