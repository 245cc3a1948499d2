import { SEQUENCES, stepDedupeKey } from './sequence-definitions';
import { stepDueAt } from './step-schedule';

describe('stepDueAt', () => {
  const clock = { sendHourSgt: 10 };

  it('sends day 0 at once', () => {
    const at = new Date('2025-06-01T12:34:56Z');
    expect(stepDueAt(at, 0, clock)).toBe(at);
  });

  it('sends day n at 10:00 Singapore time on the n-th Singapore calendar day', () => {
    // 23:30 on 1 June in Singapore (15:30 UTC): day 2 is 3 June, 10:00 SGT = 02:00 UTC.
    expect(stepDueAt(new Date('2025-06-01T15:30:00Z'), 2, clock).toISOString()).toBe('2025-06-03T02:00:00.000Z');
    // 00:30 on 2 June in Singapore (16:30 UTC on 1 June): day 2 is 4 June.
    expect(stepDueAt(new Date('2025-06-01T16:30:00Z'), 2, clock).toISOString()).toBe('2025-06-04T02:00:00.000Z');
    expect(stepDueAt(new Date('2025-12-30T03:00:00Z'), 5, clock).toISOString()).toBe('2026-01-04T02:00:00.000Z');
  });

  it('uses a fixed day length when one is configured', () => {
    expect(stepDueAt(new Date('2025-06-01T00:00:00Z'), 2, { ...clock, dayMs: 1000 }).toISOString()).toBe('2025-06-01T00:00:02.000Z');
  });
});

describe('sequence definitions', () => {
  it('has the spec trigger types, the result first and follow-ups on days 2 and 5 for the Lite ones', () => {
    expect(Object.keys(SEQUENCES).sort()).toEqual(['assessment_completion', 'early_bird_granted', 'high_score', 'phase2_launch_early_bird', 'phase2_launch_general']);
    expect(SEQUENCES.high_score.steps.map((s) => [s.templateId, s.delayDays])).toEqual([
      ['high_score', 0],
      ['high_score_consultation', 2],
      ['high_score_offer', 5],
    ]);
  });

  it('keys a result per trigger and a follow-up per address', () => {
    const [result, followUp] = SEQUENCES.high_score.steps;
    expect(stepDedupeKey('high_score', 'a@b.sg', 'assessment-1', 0, result)).toBe('seq:high_score:a@b.sg:assessment-1:0');
    expect(stepDedupeKey('high_score', 'a@b.sg', 'lead', 1, followUp)).toBe(stepDedupeKey('high_score', 'a@b.sg', 'assessment-2', 1, followUp));
  });
});
