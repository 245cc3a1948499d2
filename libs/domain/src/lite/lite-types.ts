export type ToolType = 'exitcheck' | 'pitchprep';

export const TOOL_TYPES: readonly ToolType[] = ['exitcheck', 'pitchprep'];

export type LiteOption = { id: string; text: string; points: 10 | 5 | 2 };

/** Exactly three options, worth 10, 5 and 2 points, best first. */
export type LiteQuestion = { id: string; question: string; hint?: string; options: LiteOption[] };

export type ScoreTier = 'high' | 'medium' | 'low';

export const SCORE_TIERS: readonly ScoreTier[] = ['high', 'medium', 'low'];
