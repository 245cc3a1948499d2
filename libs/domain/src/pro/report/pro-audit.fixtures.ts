import type { ProQuestionBank } from '../pro-question-bank.types';
import type { ProAnsweredQuestion } from './pro-report-facts';

/**
 * Audits for tests, demos and rendered samples: realistic companies (each answer chosen the way
 * such a business would answer) and generated ones. Every answer set covers all 45 questions.
 */
export type SampleProAudit = { key: string; company: string; industry: string; revenue: string; name: string; responses: ProAnsweredQuestion[] };

/** The option whose score is nearest the wanted one (the lower on a tie). */
function pick(bank: ProQuestionBank, wanted: (questionId: string) => number): ProAnsweredQuestion[] {
  return bank.categories.flatMap((c) =>
    c.questions.map((q) => {
      const target = wanted(q.id);
      const option = q.options.reduce((best, o) => (Math.abs(o.score - target) < Math.abs(best.score - target) ? o : best));
      return { questionId: q.id, optionId: option.id };
    }),
  );
}

export function auditAtScores(bank: ProQuestionBank, scores: Readonly<Record<string, number>>, otherwise: number): ProAnsweredQuestion[] {
  return pick(bank, (id) => scores[id] ?? otherwise);
}

/** A deterministic pseudo-random audit (mulberry32), for property-style tests. */
export function generatedAudit(bank: ProQuestionBank, seed: number): ProAnsweredQuestion[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Some audits lean strong, some weak: each seed draws its own bias.
  const bias = next();
  return bank.categories.flatMap((c) =>
    c.questions.map((q) => {
      const index = Math.min(q.options.length - 1, Math.floor((next() * 0.6 + bias * 0.4) * q.options.length));
      return { questionId: q.id, optionId: q.options[index].id };
    }),
  );
}

export function sampleProAudits(bank: ProQuestionBank): SampleProAudit[] {
  return [
    {
      key: 'mixed',
      company: 'Meridian Industrial Supplies Pte Ltd',
      industry: 'Industrial distribution',
      revenue: 'S$8m–S$12m',
      name: 'Lim Boon Keat',
      // Clean shares and filings, but owner-run, concentrated and with add-backs nobody wrote down.
      responses: auditAtScores(
        bank,
        {
          fr_1: 6, fr_2: 6, fr_3: 3, fr_4: 10, fr_5: 4,
          rq_1: 3, rq_2: 6, rq_3: 6, rq_4: 6, rq_5: 3,
          cc_1: 3, cc_2: 3, cc_3: 3, cc_4: 3, cc_5: 10,
          ld_1: 0, ld_2: 3, ld_3: 0, ld_4: 3, ld_5: 6,
          os_1: 3, os_2: 6, os_3: 6, os_4: 3, os_5: 6,
          lg_1: 6, lg_2: 3, lg_3: 3, lg_4: 10, lg_5: 10,
          mp_1: 6, mp_2: 3, mp_3: 6, mp_4: 3, mp_5: 0,
          tr_1: 3, tr_2: 3, tr_3: 3, tr_4: 4, tr_5: 10,
          gp_1: 3, gp_2: 3, gp_3: 6, gp_4: 3, gp_5: 6,
        },
        6,
      ),
    },
    {
      key: 'strong',
      company: 'Harbourline Cold Chain Pte Ltd',
      industry: 'Logistics (cold chain)',
      revenue: 'S$14m',
      name: 'David Lim',
      // Audited, contracted and managed: what remains are a few polish items.
      responses: auditAtScores(bank, { fr_5: 7, rq_5: 6, cc_2: 6, ld_4: 6, os_4: 6, mp_2: 8, mp_5: 6, gp_4: 6, gp_5: 6, tr_1: 8 }, 10),
    },
    {
      key: 'weak',
      company: 'Kopi & Kaya Kitchens Pte Ltd',
      industry: 'F&B (three cafés)',
      revenue: 'S$1.8m',
      name: 'Nur Aisyah Binte Rahman',
      // Owner-run cafés: bookkeeper accounts, no contracts, everything through the founder.
      responses: auditAtScores(bank, { fr_4: 6, cc_1: 10, cc_2: 10, cc_4: 10, cc_5: 10, lg_5: 10, mp_4: 6, os_5: 6, tr_5: 10, rq_3: 3 }, 0),
    },
    {
      key: 'saas',
      company: 'ShiftWise Pte Ltd',
      industry: 'B2B SaaS (workforce management)',
      revenue: 'S$456k ARR',
      name: 'Rachel Tan',
      responses: auditAtScores(
        bank,
        { rq_1: 10, rq_2: 10, rq_3: 10, cc_1: 10, cc_2: 10, cc_5: 10, lg_2: 10, os_2: 10, os_4: 8, fr_1: 3, fr_3: 0, fr_5: 4, ld_1: 3, ld_3: 0, tr_3: 10, tr_4: 10, mp_5: 6, gp_1: 8 },
        6,
      ),
    },
  ];
}

/** Every answer at the top mark. */
export function allTopAudit(bank: ProQuestionBank): ProAnsweredQuestion[] {
  return pick(bank, () => 10);
}
