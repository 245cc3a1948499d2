/**
 * The steps every founder gets after the first action on each costly gap (which come with the
 * result, from the answers: docs/product-rules.md, "ExitCheck Pro report").
 */
export const GENERAL_NEXT_STEPS = [
  'Generate the AI report for the full plan: an action, owner and timeframe for every answer below the top mark.',
  'Share the results with your accountant or adviser and agree who owns each gap.',
  'Take ExitCheck Pro again in 90 days: your category scores will show the change since this assessment.',
];
