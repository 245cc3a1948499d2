import type { ToolType } from '@bv/domain';

/** `membersOnly`: the compare page needs an account, so guests compare plans on the pricing section. */
export type LiteToolCopy = { toolName: string; liteName: string; promise: string; comparePath: string; membersOnly: boolean };

export const LITE_TOOL_COPY: Record<ToolType, LiteToolCopy> = {
  exitcheck: {
    toolName: 'ExitCheck',
    liteName: 'ExitCheck Lite',
    promise: 'Five questions a buyer’s due-diligence team would ask. Get your exit-readiness score out of 50 in about two minutes.',
    comparePath: '/exitcheck',
    membersOnly: true,
  },
  pitchprep: {
    toolName: 'PitchPrep',
    liteName: 'PitchPrep Lite',
    promise: 'Five questions investors ask before a first meeting. Get your fundraising-readiness score out of 50 in about two minutes.',
    comparePath: '/pitchprep',
    membersOnly: false,
  },
};

/** Contact details, five questions, then the results: the spec counts seven steps. */
export const LITE_TOTAL_STEPS = 7;
