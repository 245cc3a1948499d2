import { LITE_ROADMAP, type ScoreTier, type ToolType } from '@bv/domain';
import { ResultSection } from './result-section';

export function Roadmap({ toolType, tier }: { toolType: ToolType; tier: ScoreTier }) {
  return (
    <ResultSection title="Your 90-day roadmap">
      <ol className="roadmap">
        {LITE_ROADMAP[toolType][tier].map((phase) => (
          <li key={phase.period} className="roadmap__phase">
            <p className="roadmap__period">{phase.period}</p>
            <p className="roadmap__title">{phase.title}</p>
            <ul>
              {phase.actions.map((action) => (
                <li key={action}>{action}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </ResultSection>
  );
}
