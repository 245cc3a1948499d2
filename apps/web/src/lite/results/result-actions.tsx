import type { ToolType } from '@bv/domain';
import { Link } from 'react-router';
import { usePathPrefix } from '../../routing/path-prefix';
import { LITE_TOOL_COPY } from '../lite-tool-copy';
import { ShareButton } from './share-button';

export function ResultActions({ toolType, score, maxScore }: { toolType: ToolType; score: number; maxScore: number }) {
  const { withPrefix } = usePathPrefix();
  const copy = LITE_TOOL_COPY[toolType];

  return (
    <div className="result-actions">
      <Link className="button button--primary" to={withPrefix(copy.comparePath)}>
        Compare All Plans
      </Link>
      <ShareButton title={`${copy.liteName} on Blueprint Vault`} text={`I scored ${score}/${maxScore} on ${copy.liteName}. Check yours in two minutes.`} />
      <button type="button" className="button button--secondary" disabled title="PDF reports come with the paid plans">
        Download PDF
      </button>
      {/* A reload is the spec's retake: it clears every answer and the cached result. */}
      <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
        Retake Assessment
      </button>
      <p className="fine-print result-actions__note">PDF reports come with the paid plans.</p>
    </div>
  );
}
