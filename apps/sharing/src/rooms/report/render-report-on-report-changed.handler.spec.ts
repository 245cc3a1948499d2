import { isNewerReport } from './render-report-on-report-changed.handler';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const USER = '33333333-3333-4333-8333-333333333333';
const shown = { reportAssessmentId: A, reportCompletedAt: new Date('2026-11-01T02:00:00Z'), reportChangedAt: new Date('2026-11-02T02:00:00Z') };
const change = (assessmentId: string, completedAt: string, changedAt: string) => ({ userId: USER, assessmentId, completedAt, score: 70, changedAt });

// docs/architecture-notes.md, "ExitCheck report in deal rooms": events may arrive late or twice.
describe('which report change a room follows', () => {
  it('follows a later audit, whenever its event arrives', () => {
    expect(isNewerReport(shown, change(B, '2026-11-20T02:00:00Z', '2026-11-20T02:00:00Z'))).toBe(true);
  });

  it('does not go back to an older audit, even for a report written for it later', () => {
    expect(isNewerReport(shown, change(B, '2026-10-01T02:00:00Z', '2026-11-25T02:00:00Z'))).toBe(false);
  });

  it("follows a later rewrite of the shown audit's report, not the same change twice or an earlier one", () => {
    expect(isNewerReport(shown, change(A, '2026-11-01T02:00:00Z', '2026-11-03T02:00:00Z'))).toBe(true);
    expect(isNewerReport(shown, change(A, '2026-11-01T02:00:00Z', '2026-11-02T02:00:00Z'))).toBe(false);
    expect(isNewerReport(shown, change(A, '2026-11-01T02:00:00Z', '2026-11-01T02:00:00Z'))).toBe(false);
  });
});
