import type { ToolType } from '@bv/contracts';
import type { TemplateData } from '../email/template-renderer';

const TOOL_NAMES: Record<ToolType, string> = { exitcheck: 'ExitCheck', pitchprep: 'PitchPrep' };

export type LiteResultFacts = {
  name: string;
  toolType: ToolType;
  kind: 'lite' | 'pro';
  score: number;
  maxScore: number;
  scoreLabel: string;
  insight: string;
};

/** What the result mail and its follow-ups say about an assessment (docs/product-rules.md, "E-mail sequences and consent": sequence data). */
export function liteResultData(facts: LiteResultFacts, links: { pricingUrl: string; consultationLink: string }): TemplateData {
  return {
    name: facts.name,
    toolType: facts.toolType,
    toolName: `${TOOL_NAMES[facts.toolType]} ${facts.kind === 'lite' ? 'Lite' : 'Pro'}`,
    score: facts.score,
    maxScore: facts.maxScore,
    scoreLabel: facts.scoreLabel,
    insight: facts.insight,
    pricingUrl: links.pricingUrl,
    consultationLink: links.consultationLink,
  };
}
