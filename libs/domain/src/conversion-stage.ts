export type ConversionStage = 'awareness' | 'consideration' | 'decision';
export type ConversionBehaviour = 'assessment_completed' | 'high_engagement' | 'checkout_initiated' | 'plan_selected';

const STAGE_ORDER: readonly ConversionStage[] = ['awareness', 'consideration', 'decision'];

const STAGE_FOR_BEHAVIOUR: Record<ConversionBehaviour, ConversionStage> = {
  assessment_completed: 'consideration',
  high_engagement: 'consideration',
  checkout_initiated: 'decision',
  plan_selected: 'decision',
};

/**
 * Behaviour is any tracked tag; only the four above move the stage. A visitor who picks a
 * plan straight away goes to decision without passing consideration, and no behaviour
 * ever moves a visitor backwards.
 */
export function nextConversionStage(current: ConversionStage, behaviour: string): ConversionStage {
  if (!Object.prototype.hasOwnProperty.call(STAGE_FOR_BEHAVIOUR, behaviour)) return current;
  const target = STAGE_FOR_BEHAVIOUR[behaviour as ConversionBehaviour];
  return STAGE_ORDER.indexOf(target) > STAGE_ORDER.indexOf(current) ? target : current;
}
