import { LITE_FIRST_WEEK, type ScoreTier, type ToolType } from '@bv/domain';
import { ResultSection } from './result-section';

export function FirstWeekPlan({ toolType, tier }: { toolType: ToolType; tier: ScoreTier }) {
  return (
    <ResultSection title="Your first week">
      <ol className="first-week">
        {LITE_FIRST_WEEK[toolType][tier].map((item) => (
          <li key={item.day}>
            <span className="first-week__day">{item.day}</span>
            <span>{item.task}</span>
          </li>
        ))}
      </ol>
    </ResultSection>
  );
}
