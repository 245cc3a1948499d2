import type { ToolType } from './lite-types';

export type LiteLabelBand = 'ready' | 'moderate' | 'not_ready';

export function liteLabelBand(score: number): LiteLabelBand {
  if (score >= 41) return 'ready';
  if (score >= 30) return 'moderate';
  return 'not_ready';
}

const LABELS: Record<ToolType, Record<LiteLabelBand, string>> = {
  exitcheck: { ready: 'Exit-Ready', moderate: 'Moderately Ready', not_ready: 'Needs Preparation' },
  pitchprep: { ready: 'Investor-Ready', moderate: 'Fundable but Needs Polish', not_ready: 'Not Fundraising-Ready Yet' },
};

export function liteScoreLabel(toolType: ToolType, score: number): string {
  return LABELS[toolType][liteLabelBand(score)];
}

const INSIGHTS: Record<ToolType, Record<LiteLabelBand, string>> = {
  exitcheck: {
    ready:
      'Your fundamentals would stand up to a buyer’s due diligence. The value now lies in packaging them: a normalised EBITDA bridge, a clean data room and a clear transition plan let you negotiate on price rather than defend your numbers.',
    moderate:
      'Buyers would be interested, but gaps in verifiable financials, customer concentration or owner dependence would show up in due diligence as a lower multiple, a longer earn-out or escrow. Closing the two weakest areas in the next six months typically moves valuation more than growing revenue.',
    not_ready:
      'A buyer today would see too much risk to pay full value: numbers that cannot be verified, revenue tied to a few customers or to you personally, and undocumented operations. Start with SFRS-compliant accounts and an up-to-date ACRA and IRAS position, because every later step of a sale depends on them.',
  },
  pitchprep: {
    ready:
      'You have the traction, structure and runway investors look for. Your edge now is a tight narrative and a complete data room, so you can run a short, competitive process instead of taking the first term sheet.',
    moderate:
      'Investors would take the meeting, but questions about your metrics, model or cap table would slow the round and cost you on valuation. Reconcile your model to your filed accounts and document every equity promise before you start outreach.',
    not_ready:
      'Going to investors now risks burning first impressions you only get once. Spend the next 60–90 days building paid traction, cleaning up the cap table and extending runway, so you raise from strength rather than urgency.',
  },
};

export function liteInsight(toolType: ToolType, score: number): string {
  return INSIGHTS[toolType][liteLabelBand(score)];
}
