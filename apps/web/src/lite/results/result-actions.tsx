import type { ToolType } from '@bv/domain';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { usePathPrefix } from '../../routing/path-prefix';
import { LITE_TOOL_COPY } from '../lite-tool-copy';
import { forgetLiteResult } from '../saved-result';
import { ShareButton } from './share-button';

export function ResultActions({ toolType, score, maxScore }: { toolType: ToolType; score: number; maxScore: number }) {
  const { withPrefix } = usePathPrefix();
  const { status } = useAuth();
  const copy = LITE_TOOL_COPY[toolType];
  // /exitcheck is a members' page: a guest comparing plans goes to the pricing section instead.
  const comparePath = copy.membersOnly && status !== 'signed-in' ? { pathname: withPrefix('/'), hash: 'pricing' } : withPrefix(copy.comparePath);
  // Others are invited to the same free assessment, not to the home page.
  const shareUrl = `${window.location.origin}${withPrefix('/')}#${toolType}-lite`;

  // The offer card holds the one primary action; these are the quieter things to do with a result.
  // No PDF button: a button that never works is a dead end, so the line below says where PDFs are.
  return (
    <div className="result-actions" role="group" aria-label="More options">
      <Link className="button button--ghost result-actions__item" to={comparePath}>
        Compare All Plans
      </Link>
      <ShareButton
        className="button button--ghost result-actions__item"
        title={`${copy.liteName} on Blueprint Vault`}
        text={`I scored ${score}/${maxScore} on ${copy.liteName}. Check yours in two minutes.`}
        url={shareUrl}
      />
      {/* A reload is the spec's retake: it clears every answer, and the saved result goes first. */}
      <button
        type="button"
        className="button button--ghost result-actions__item"
        onClick={() => {
          forgetLiteResult(toolType);
          window.location.reload();
        }}
      >
        Retake Assessment
      </button>
      <p className="fine-print result-actions__note">A PDF report comes with the paid plans.</p>
    </div>
  );
}
