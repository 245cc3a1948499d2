import { LEAD_HIGH_SCORE_THRESHOLD, LEAD_SCORE_EVENTS, crossedHighScore, leadScoreChange, nextLeadScore } from './lead-score';

describe('lead score', () => {
  it('has the spec event values', () => {
    expect(LEAD_SCORE_EVENTS).toEqual({
      resource_download: 5,
      assessment_completion: 10,
      email_open: 2,
      email_click: 3,
      consultation_booking: 20,
      page_view: 1,
    });
    expect(leadScoreChange('consultation_booking')).toBe(20);
    expect(LEAD_HIGH_SCORE_THRESHOLD).toBe(35);
  });

  it('adds the change', () => {
    expect(nextLeadScore(30, 5)).toBe(35);
    expect(nextLeadScore(0, 0)).toBe(0);
  });

  it('never goes below 0', () => {
    expect(nextLeadScore(3, -5)).toBe(0);
    expect(nextLeadScore(0, -1)).toBe(0);
    expect(nextLeadScore(5, -5)).toBe(0);
  });

  it.each([
    [34, 35, true],
    [0, 50, true],
    [35, 40, false],
    [35, 35, false],
    [30, 34, false],
    [40, 30, false],
  ])('crossedHighScore(%i, %i) = %p', (previous, next, crossed) => {
    expect(crossedHighScore(previous, next)).toBe(crossed);
  });
});
