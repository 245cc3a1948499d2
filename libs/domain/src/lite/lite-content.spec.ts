import { LITE_FIRST_WEEK } from './lite-first-week';
import { LITE_OBJECTION_FAQ } from './lite-objection-faq';
import { LITE_ROADMAP } from './lite-roadmap';
import { LITE_SOCIAL_PROOF, LITE_SUCCESS_STORIES } from './lite-social-proof';
import { SCORE_TIERS, TOOL_TYPES } from './lite-types';
import { PRO_VS_LITE } from './pro-vs-lite';

const cells = TOOL_TYPES.flatMap((t) => SCORE_TIERS.map((tier) => [t, tier] as const));

describe('LITE_ROADMAP', () => {
  it.each(cells)('%s/%s has three 30-day phases with actions', (toolType, tier) => {
    const phases = LITE_ROADMAP[toolType][tier];
    expect(phases.map((p) => p.period)).toEqual(['Days 1–30', 'Days 31–60', 'Days 61–90']);
    for (const phase of phases) {
      expect(phase.title.length).toBeGreaterThan(5);
      expect(phase.actions.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('is written per tool and tier, not copied', () => {
    const titles = cells.map(([t, tier]) => LITE_ROADMAP[t][tier].map((p) => p.title).join('|'));
    expect(new Set(titles).size).toBe(6);
  });
});

describe('LITE_FIRST_WEEK', () => {
  it.each(cells)('%s/%s has five days', (toolType, tier) => {
    const items = LITE_FIRST_WEEK[toolType][tier];
    expect(items.map((i) => i.day)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5']);
    for (const item of items) expect(item.task.length).toBeGreaterThan(15);
  });

  it('is written per tool and tier, not copied', () => {
    const firstTasks = cells.map(([t, tier]) => LITE_FIRST_WEEK[t][tier][0].task);
    expect(new Set(firstTasks).size).toBe(6);
  });
});

describe('social proof', () => {
  it('labels every testimonial and story as illustrative', () => {
    expect(LITE_SOCIAL_PROOF.length).toBeGreaterThanOrEqual(3);
    expect(LITE_SUCCESS_STORIES.length).toBeGreaterThanOrEqual(2);
    for (const t of LITE_SOCIAL_PROOF) expect(t.illustrative).toBe(true);
    for (const s of LITE_SUCCESS_STORIES) expect(s.illustrative).toBe(true);
  });

  it('covers both tools in the success stories', () => {
    expect(new Set(LITE_SUCCESS_STORIES.map((s) => s.toolType))).toEqual(new Set(TOOL_TYPES));
  });
});

describe('LITE_OBJECTION_FAQ', () => {
  it('answers the six objections', () => {
    expect(LITE_OBJECTION_FAQ).toHaveLength(6);
    const all = LITE_OBJECTION_FAQ.map((f) => `${f.question} ${f.answer}`).join('\n');
    for (const needle of ['S$98', '15–20 minutes', 'PowerPoint, Word and PDF', '30-day money-back guarantee', 'PDPA', 'advisor']) {
      expect(all).toContain(needle);
    }
  });
});

describe('PRO_VS_LITE', () => {
  it('has rows where Pro offers more than Lite', () => {
    expect(PRO_VS_LITE.length).toBeGreaterThanOrEqual(6);
    expect(PRO_VS_LITE.some((r) => r.lite === false && r.pro === true)).toBe(true);
    expect(new Set(PRO_VS_LITE.map((r) => r.feature)).size).toBe(PRO_VS_LITE.length);
    for (const row of PRO_VS_LITE) expect(row.pro).not.toBe(false);
  });
});
