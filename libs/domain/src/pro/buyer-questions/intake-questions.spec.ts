import { CURRENT_PRO_QUESTION_BANK } from '../pro-question-bank';
import { CHECKLIST_TEMPLATES } from '../../pitchprep/writers/checklist-templates';
import { corpusIntake } from '../../pitchprep/writers/corpus';
import { likelyBuyerQuestions } from './buyer-questions';
import { intakeBuyerQuestions } from './intake-questions';

const questions = CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions);
const CHECKLIST_ITEM_NAMES = CHECKLIST_TEMPLATES.exit.flatMap((category) => category.items.map((item) => item.name));
const answeredAt = (index: number) => questions.map((q) => ({ questionId: q.id, optionId: q.options[Math.min(index, q.options.length - 1)].id, score: q.options[Math.min(index, q.options.length - 1)].score }));

describe('the questions the PitchPrep intake raises', () => {
  const intake = {
    ...corpusIntake('distributor'),
    financials: { ...corpusIntake('distributor').financials, runway: '6 months, with a S$400k bank loan' },
  };

  it('asks about what the intake says, quoting its own words, each proved by an item of the exit checklist', () => {
    const raised = intakeBuyerQuestions(intake);
    const runway = raised.find((q) => q.questionId === 'intake_runway')!;
    expect(runway.ask).toBe('With 6 months of cash left, what happens to the business if the deal takes longer than planned?');
    expect(runway.today).toBe('Runway: 6 months, with a S$400k bank loan');
    expect(runway.draftAnswer).toMatch(/^Where we are today \(from your PitchPrep intake\): Runway: 6 months, with a S\$400k bank loan\. To answer it, cover /);
    expect(raised.map((q) => q.questionId)).toContain('intake_borrowings');
    for (const q of raised) expect(CHECKLIST_ITEM_NAMES).toContain(q.evidence);
    expect(raised.length).toBeLessThanOrEqual(3);
  });

  it('raises nothing from facts the intake left blank', () => {
    expect(intakeBuyerQuestions(corpusIntake('thin-idea'))).toEqual([]);
  });

  it('joins the answers’ questions by the same measure, at most 15 in all', () => {
    // Answers at the top mark raise nothing of their own: the intake's questions are the list.
    const top = likelyBuyerQuestions(CURRENT_PRO_QUESTION_BANK, answeredAt(99), 15, [], intake);
    expect(top.map((q) => q.questionId)).toEqual(expect.arrayContaining(['intake_runway', 'intake_borrowings']));
    // Answers at the bottom cost more than any intake fact: those lead, and the list stays at 15.
    const weak = likelyBuyerQuestions(CURRENT_PRO_QUESTION_BANK, answeredAt(0), 15, [], intake);
    expect(weak).toHaveLength(15);
    expect(weak[0].questionId.startsWith('intake_')).toBe(false);
  });
});
