import type { PitchIntake } from '../intake';
import type { ChecklistContent, FaqContent, FaqEntry } from '../output-types';
import { withoutFounderPrompts } from '../faq-copy';
import { factTokens } from './deck-facts';

// The quality checks an FAQ and a checklist are held to, whoever wrote them (docs/product-rules.md,
// "PitchPrep outputs"): our writers are tested against them over the corpus, and what a model
// writes is checked item by item before it is stored; an item that fails is replaced by our
// writer's item for the same question (or left out).

/** The sentences of an answer (abbreviations such as "e.g." and figures such as "1.2%" do not end one). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** "Revenue: S$38,000 MRR." — a form field and its value, not a sentence. */
const LABEL_VALUE = /^[A-Z][A-Za-z0-9 &/()'’-]{0,40}: \S/;

/** Words that make a clause a sentence: a verb in the founder's voice, or any common verb. */
const VERB =
  /\b(?:is|are|was|were|be|been|being|has|have|had|will|would|can|could|should|may|might|do|does|did|we|our|us|spend|spends|spent|want|wants|need|needs|cost|costs|pay|pays|paid|take|takes|took|make|makes|made|drive|drives|cut|cuts|lower|lowers|keep|keeps|open|opens|run|runs|ran|hold|holds|own|owns|sell|sells|sold|buy|buys|serve|serves|grew|grow|grows|growing|lead|leads|led|built|build|builds|win|wins|won|see|sees|expect|expects|plan|plans|charge|charges|compete|competes|offer|offers|lose|loses|lost|use|uses|used|push|pushed|enrol|enrols|favour|favours|bring|brings|falls?|replacing|filling|opened|signed|filed|asked|moved|joined|designed|negotiated|arrives?|delivers?|delivering|means|get|gets|got|give|gives|gave|delay|delays|delayed|move|moves|moved|require|requires|required|re-key|re-keys|bill|bills|billed|report|reports|reported|recovered|rose|fell|reached|reaches|became|becomes|shows?|showed|remains?|stays?|stayed|allows?|lets?|helps?|saves?|saved|reduces?|reduced|increases?|increased|doubled|tripled|passed|signs?|closes?|closed|funds?|funded|launch|launches|launched|enter|enters|entered|expand|expands|expanded)\b/i;

/** Why one answer is not investor-ready: a label dump, no sentence, a prompt in the investor copy, too long. */
export function faqAnswerProblems(answer: string): string[] {
  const problems: string[] = [];
  if (answer.includes('[Add:')) problems.push('has a founder prompt');
  const shown = withoutFounderPrompts(answer);
  if (!shown) return problems;
  const sentences = sentencesOf(shown);
  if (sentences.length > 0 && sentences.every((sentence) => LABEL_VALUE.test(sentence))) problems.push('is only "Label: value" fragments');
  if (!sentences.some((sentence) => VERB.test(sentence))) problems.push('has no sentence with a verb');
  if (sentences.length > 8) problems.push(`runs to ${sentences.length} sentences`);
  return problems;
}

/** A sentence long enough that saying it twice is repeating a fact, normalised. */
function longSentences(answer: string): string[] {
  return sentencesOf(withoutFounderPrompts(answer))
    .map((sentence) => sentence.toLowerCase().replace(/[^a-z0-9%$]+/g, ' ').trim())
    .filter((sentence) => sentence.length >= 40);
}

/** The figures the intake states (and its chart points as plain numbers): an answer may cite only these. */
export function intakeFigures(intake: PitchIntake): Set<string> {
  const words: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') words.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(intake);
  return new Set(words.flatMap(factTokens));
}

/**
 * Amounts and percentages in a text that the intake does not contain (an invented number about the
 * company). Durations and counts are left alone: "the last 3 years" of accounts is advice, not a claim.
 */
export function inventedFigures(text: string, figures: ReadonlySet<string>): string[] {
  return factTokens(text).filter((token) => /^(?:[A-Z]{3}|%):/.test(token) && !figures.has(token));
}

export type FaqCheck = { index: number; question: string; problems: string[] };

/**
 * Every entry's problems: its answer's own (above), a long sentence an earlier answer already
 * said, and, given the intake, a figure the intake does not contain.
 */
export function faqProblems(faq: FaqContent, intake?: PitchIntake): FaqCheck[] {
  const figures = intake ? intakeFigures(intake) : null;
  const said = new Set<string>();
  return faq.faqs.map((entry, index) => {
    const problems = faqAnswerProblems(entry.suggestedAnswer);
    if (!entry.question.trim().endsWith('?')) problems.push('the question is not a question');
    for (const sentence of longSentences(entry.suggestedAnswer)) {
      if (said.has(sentence)) problems.push(`repeats "${sentence.slice(0, 60)}"`);
      said.add(sentence);
    }
    const invented = figures ? inventedFigures(withoutFounderPrompts(entry.suggestedAnswer), figures) : [];
    if (invented.length > 0) problems.push(`cites figures the intake does not contain (${invented.join(', ')})`);
    return { index, question: entry.question, problems };
  });
}

const words = (text: string) => new Set(text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').split(' ').filter((word) => word.length > 3));

/** How alike two questions are: the share of the shorter one's words the other has. */
function overlap(a: string, b: string): number {
  const [x, y] = [words(a), words(b)];
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared += 1;
  return shared / Math.min(x.size, y.size);
}

/**
 * A model's FAQ made fit to store: each entry that fails a check (as the investor reads it) is
 * replaced by our writer's entry for the same question (the closest question, the same category
 * preferred), or left out when we have none; our entries are not used twice. Returns the content
 * and what was repaired.
 */
export function repairFaq(model: FaqContent, ours: FaqContent, intake: PitchIntake): { content: FaqContent; repaired: string[] } {
  // Checked as the investor reads it: a well-formed "[Add: …]" prompt is the founder's and stays in their copy.
  const shown = model.faqs.map((entry) => withoutFounderPrompts(entry.suggestedAnswer));
  const checks = faqProblems({ faqs: model.faqs.map((entry, index) => ({ ...entry, suggestedAnswer: shown[index] })) }, intake);
  const used = new Set<FaqEntry>();
  const repaired: string[] = [];
  const kept: FaqEntry[] = [];
  const seen = new Set<string>();
  model.faqs.forEach((entry, index) => {
    const problems = checks[index].problems.filter((problem) => problem !== 'has a founder prompt');
    if (/\[\s*add\b/i.test(shown[index])) problems.push('has a broken founder prompt');
    if (!shown[index]) problems.push('gives the investor no answer');
    let chosen: FaqEntry | null = entry;
    if (problems.length > 0) {
      const candidates = ours.faqs.filter((candidate) => !used.has(candidate) && faqAnswerProblems(withoutFounderPrompts(candidate.suggestedAnswer)).length === 0 && withoutFounderPrompts(candidate.suggestedAnswer) !== '');
      const best = candidates.map((candidate) => ({ candidate, score: overlap(candidate.question, entry.question) + (candidate.category === entry.category ? 0.2 : 0) })).sort((a, b) => b.score - a.score)[0];
      const ourEntry = best && best.score >= 0.5 ? best.candidate : null;
      if (ourEntry) used.add(ourEntry);
      // A question the model left for the founder to answer stays theirs when we have nothing better.
      chosen = ourEntry ?? (problems.length === 1 && problems[0] === 'gives the investor no answer' ? entry : null);
      repaired.push(`${entry.question}: ${problems.join('; ')} → ${ourEntry ? 'our answer' : chosen ? 'kept for the founder' : 'left out'}`);
    }
    if (!chosen) return;
    // A repaired answer may now say what a kept one said: the second goes.
    const sentences = longSentences(chosen.suggestedAnswer);
    if (sentences.some((sentence) => seen.has(sentence))) {
      repaired.push(`${entry.question}: repeats an earlier answer → left out`);
      return;
    }
    sentences.forEach((sentence) => seen.add(sentence));
    kept.push(chosen);
  });
  return { content: { faqs: kept }, repaired };
}

export type ChecklistCheck = { category: string; name: string; problems: string[] };

/**
 * Each checklist item's problems: a prompt, an empty or one-word description, a duplicate. Figures
 * are not checked here: a checklist's are rules and thresholds (GST above S$1 million), not claims.
 */
export function checklistProblems(checklist: ChecklistContent): ChecklistCheck[] {
  const names = new Set<string>();
  const descriptions = new Set<string>();
  return checklist.categories.flatMap((category) =>
    category.items.map((item) => {
      const problems: string[] = [];
      if (`${item.name} ${item.description}`.includes('[Add:')) problems.push('has a founder prompt');
      if (item.name.trim().length < 3) problems.push('has no name');
      if (item.description.trim().split(/\s+/).length < 4) problems.push('says too little to act on');
      const name = item.name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
      if (names.has(name)) problems.push('is listed twice');
      names.add(name);
      for (const sentence of longSentences(item.description)) {
        if (descriptions.has(sentence)) problems.push(`repeats "${sentence.slice(0, 60)}"`);
        descriptions.add(sentence);
      }
      return { category: category.category, name: item.name, problems };
    }),
  );
}

/**
 * A model's checklist made fit to store: an item that fails a check is replaced by our writer's
 * item of the same name, or left out; when the intake mentions borrowing and the model listed no
 * loan papers, our required loan item is added to its category.
 */
export function repairChecklist(model: ChecklistContent, ours: ChecklistContent): { content: ChecklistContent; repaired: string[] } {
  const checks = checklistProblems(model);
  const ourItems = ours.categories.flatMap((category) => category.items.map((item) => ({ category: category.category, item })));
  const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const repaired: string[] = [];
  let at = 0;
  const names = new Set<string>();
  const categories = model.categories.map((category) => ({
    category: category.category,
    items: category.items.flatMap((item) => {
      const problems = checks[at++].problems;
      if (problems.length === 0) {
        names.add(key(item.name));
        return [item];
      }
      const ourItem = ourItems.find((candidate) => key(candidate.item.name) === key(item.name) && !names.has(key(candidate.item.name)));
      repaired.push(`${item.name}: ${problems.join('; ')} → ${ourItem ? 'our item' : 'left out'}`);
      if (!ourItem) return [];
      names.add(key(ourItem.item.name));
      return [{ ...ourItem.item }];
    }),
  }));
  // Loan papers are required whenever the intake mentions borrowing: kept when the model has no item on them.
  const DEBT = /\bloans?\b|borrow|\bdebt\b|facilit/i;
  const modelHasDebt = categories.some((category) => category.items.some((item) => DEBT.test(item.name)));
  for (const { category, item } of ourItems) {
    if (!item.required || names.has(key(item.name)) || !DEBT.test(item.name) || modelHasDebt) continue;
    const home = categories.find((candidate) => key(candidate.category) === key(category));
    if (home) home.items.push({ ...item });
    else categories.push({ category, items: [{ ...item }] });
    names.add(key(item.name));
    repaired.push(`${item.name}: required and missing → our item`);
  }
  // Our priorities by item name (docs/product-rules.md, "Data-room checklist priorities"), and our
  // Start-here documents the model's list also has as required.
  const priorityOf = new Map(ourItems.map(({ item }) => [key(item.name), item.priority]));
  const kept = categories
    .filter((category) => category.items.length > 0)
    .map((category) => ({ ...category, items: category.items.map((item) => (priorityOf.get(key(item.name)) ? { ...item, priority: priorityOf.get(key(item.name)) } : item)) }));
  const required = new Map(kept.flatMap((category) => category.items.filter((item) => item.required).map((item) => [key(item.name), { name: item.name, category: category.category }] as const)));
  const startHere = (ours.startHere ?? []).flatMap((entry) => {
    const found = required.get(key(entry.name));
    return found ? [{ ...entry, ...found }] : [];
  });
  return { content: startHere.length > 0 ? { categories: kept, startHere } : { categories: kept }, repaired };
}
