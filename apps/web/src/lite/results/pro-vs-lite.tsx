import { LITE_SUCCESS_STORIES, PRO_VS_LITE, isHighPerformer, type ToolType } from '@bv/domain';
import { IllustrativeNote } from './illustrative-note';
import { ResultSection } from './result-section';
import { TableScroll } from '../../ui/table-scroll';

function Cell({ value }: { value: string | boolean }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <span className="mark mark--yes">
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">Included</span>
    </span>
  ) : (
    <span className="mark mark--no">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not included</span>
    </span>
  );
}

export function ProVsLite({ toolType, score }: { toolType: ToolType; score: number }) {
  const stories = LITE_SUCCESS_STORIES.filter((story) => story.toolType === toolType);
  const intro = isHighPerformer(score)
    ? 'You are ahead of most. The full version turns that lead into a report and materials you can hand to buyers and investors.'
    : 'The Lite check shows where you stand. The full version shows exactly what to fix, in what order.';

  return (
    <ResultSection title="Pro versus Lite">
      <p>{intro}</p>
      <TableScroll label="Lite and Pro compared">
        <table className="compare-table">
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Lite</th>
              <th scope="col">Pro</th>
            </tr>
          </thead>
          <tbody>
            {PRO_VS_LITE.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>
                  <Cell value={row.lite} />
                </td>
                <td>
                  <Cell value={row.pro} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="story-list">
        {stories.map((story) => (
          <article key={story.title} className="story">
            <h5>{story.title}</h5>
            <p className="muted">
              {story.profile}, {story.country}
            </p>
            <dl>
              <dt>Challenge</dt>
              <dd>{story.challenge}</dd>
              <dt>What they did</dt>
              <dd>{story.action}</dd>
              <dt>Outcome</dt>
              <dd>{story.outcome}</dd>
            </dl>
          </article>
        ))}
      </div>
      <IllustrativeNote />
    </ResultSection>
  );
}
