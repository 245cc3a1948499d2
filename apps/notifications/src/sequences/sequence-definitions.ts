import type { EmailTriggerType } from '@bv/contracts';

export type SequenceStep = {
  templateId: string;
  /** 0 = at once; n = on the n-th Singapore calendar day after the trigger, at the send hour. */
  delayDays: number;
  /**
   * 'trigger': one per trigger (each assessment gets its own result mail);
   * 'address': one per address ever (follow-ups are not repeated for a retake).
   */
  once: 'trigger' | 'address';
  /** Needs the Lite result (score, label, insight); skipped when the trigger has none. */
  needsLiteResult?: boolean;
};

export type SequenceDefinition = {
  triggerType: EmailTriggerType;
  /** A sales sequence stops when the address buys (payment.paid). */
  sales: boolean;
  steps: SequenceStep[];
};

/** The trigger types of docs/product-rules.md, "E-mail sequences and consent", as sequences of steps (days 0, 2, 5 for the Lite sequences). */
export const SEQUENCES: Record<EmailTriggerType, SequenceDefinition> = {
  assessment_completion: {
    triggerType: 'assessment_completion',
    sales: true,
    steps: [
      { templateId: 'assessment_completion', delayDays: 0, once: 'trigger', needsLiteResult: true },
      { templateId: 'assessment_completion_tips', delayDays: 2, once: 'address' },
      { templateId: 'assessment_completion_offer', delayDays: 5, once: 'address' },
    ],
  },
  high_score: {
    triggerType: 'high_score',
    sales: true,
    steps: [
      { templateId: 'high_score', delayDays: 0, once: 'trigger', needsLiteResult: true },
      { templateId: 'high_score_consultation', delayDays: 2, once: 'address' },
      { templateId: 'high_score_offer', delayDays: 5, once: 'address' },
    ],
  },
  early_bird_granted: {
    triggerType: 'early_bird_granted',
    sales: false,
    steps: [{ templateId: 'early_bird_granted', delayDays: 0, once: 'trigger' }],
  },
  phase2_launch_early_bird: {
    triggerType: 'phase2_launch_early_bird',
    sales: false,
    steps: [{ templateId: 'phase2_launch_early_bird', delayDays: 0, once: 'trigger' }],
  },
  phase2_launch_general: {
    triggerType: 'phase2_launch_general',
    sales: false,
    steps: [{ templateId: 'phase2_launch_general', delayDays: 0, once: 'trigger' }],
  },
};

export const SALES_TRIGGERS: EmailTriggerType[] = Object.values(SEQUENCES)
  .filter((s) => s.sales)
  .map((s) => s.triggerType);

/** The log's dedupe key of a step: stable, so a repeated trigger finds the step it made before. */
export function stepDedupeKey(triggerType: EmailTriggerType, email: string, triggerKey: string, stepIndex: number, step: SequenceStep): string {
  return `seq:${triggerType}:${email}:${step.once === 'trigger' ? triggerKey : 'address'}:${stepIndex}`;
}
