export const LEAD_SCORE_EVENTS = {
  resource_download: 5,
  assessment_completion: 10,
  email_open: 2,
  email_click: 3,
  consultation_booking: 20,
  page_view: 1,
} as const;

export type LeadScoreEvent = keyof typeof LEAD_SCORE_EVENTS;

/** Crossing this starts the high-score e-mail sequence (docs/product-rules.md, "Lead scoring"). */
export const LEAD_HIGH_SCORE_THRESHOLD = 35;

export function leadScoreChange(event: LeadScoreEvent): number {
  return LEAD_SCORE_EVENTS[event];
}

export function nextLeadScore(previous: number, change: number): number {
  return Math.max(0, previous + change);
}

/** Only the upward crossing counts, so the sequence starts once rather than on every event above 35. */
export function crossedHighScore(previous: number, next: number): boolean {
  return previous < LEAD_HIGH_SCORE_THRESHOLD && next >= LEAD_HIGH_SCORE_THRESHOLD;
}
