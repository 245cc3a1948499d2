import { z } from 'zod';
import { appError, assessmentsErrors, deckContentSchema, faqContentSchema } from '@bv/contracts';
import { aiDeckGuide, finishAiDeck, repairChecklist, repairFaq, SLIDE_KINDS, writeDataRoomChecklist, writeExitFaq, writeInvestorFaq, type ChecklistContent, type DeckContent, type FaqContent, type OutputType, type PitchIntake } from '@bv/domain';
import { askOpenAiJson, type OpenAiSettings } from '../../ai/openai-json';

const str = { type: 'string' };
const object = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });
const list = (items: unknown) => ({ type: 'array', items });

const JSON_SCHEMAS: Record<'deck' | 'faq' | 'checklist', Record<string, unknown>> = {
  deck: object({ slides: list(object({ kind: { type: 'string', enum: [...SLIDE_KINDS] }, title: str, items: list(object({ label: str, text: str })), notes: str })) }),
  faq: object({ faqs: list(object({ category: str, question: str, suggestedAnswer: str })) }),
  checklist: object({ categories: list(object({ category: str, items: list(object({ name: str, description: str, required: { type: 'boolean' } })) })) }),
};

/** What the model returns for a deck: slides by kind, their words as labelled items. */
const aiDeckSchema = z.object({
  slides: z
    .array(z.object({ kind: z.enum(SLIDE_KINDS), title: z.string().max(300), items: z.array(z.object({ label: z.string().max(100), text: z.string().max(2_000) })).max(12), notes: z.string().max(5_000) }))
    .min(1)
    .max(20),
});

const checklistSchema = z.object({
  categories: z.array(z.object({ category: z.string(), items: z.array(z.object({ name: z.string(), description: z.string(), required: z.boolean() })).min(1) })).min(1),
});

const ADVISER =
  'You are a seasoned fundraising and M&A adviser to founders in Singapore and Southeast Asia. Ground everything in the intake JSON: quote its facts, never invent numbers, and where a fact is missing write one clear "[Add: …]" placeholder (the investor copy leaves those out). Mention ACRA, IRAS, SFRS, MAS or PDPA only where relevant.';

const INSTRUCTIONS: Record<OutputType, string> = {
  pitch_deck: `Write a fundraising pitch deck for investors. ${aiDeckGuide('pitch_deck')}`,
  exit_deck: `Write a teaser / CIM-style exit deck for buyers. ${aiDeckGuide('exit_deck')}`,
  investor_faq: 'Write 15–20 questions investors will ask in diligence, grouped by category, each with a suggested answer drafted from the intake: 2–4 sentences in the founder’s voice ("We …") that cite the intake’s figures, never a list of "Label: value" fragments, each fact in one answer only.',
  exit_faq: 'Write 15–20 questions buyers will ask in an exit process, grouped by category, each with a suggested answer drafted from the intake: 2–4 sentences in the seller’s voice ("We …") that cite the intake’s figures, never a list of "Label: value" fragments, each fact in one answer only.',
  data_room_checklist: 'Write a data-room checklist of 8–10 categories with 5–8 items each (name, description, whether required) fitting this company and its track; no placeholders, no item twice.',
};

/** The three outputs of a track, written by OpenAI with structured outputs (strict JSON schemas). */
export async function writeOpenAiOutput(settings: OpenAiSettings, outputType: OutputType, intake: PitchIntake): Promise<DeckContent | FaqContent | ChecklistContent> {
  const user = JSON.stringify(intake);
  const system = `${ADVISER} ${INSTRUCTIONS[outputType]}`;
  if (outputType === 'pitch_deck' || outputType === 'exit_deck') {
    const written = await askOpenAiJson(settings, { name: outputType, jsonSchema: JSON_SCHEMAS.deck, system, user, parse: aiDeckSchema });
    // The same checks as our own writers' decks (docs/product-rules.md, "Deck writers"), then the same contract.
    const deck = deckContentSchema.safeParse(finishAiDeck(outputType, written.slides, intake));
    if (!deck.success) throw appError(assessmentsErrors.AI_BAD_SHAPE);
    return deck.data;
  }
  // The same checks as our own writers' FAQs and checklists (libs/domain output-checks): an entry that
  // fails is replaced by our writer's entry for it, or left out; with nothing left, our writer's output.
  if (outputType === 'investor_faq' || outputType === 'exit_faq') {
    const written = await askOpenAiJson(settings, { name: outputType, jsonSchema: JSON_SCHEMAS.faq, system, user, parse: faqContentSchema });
    const ours = outputType === 'exit_faq' ? writeExitFaq(intake) : writeInvestorFaq(intake);
    const { content } = repairFaq(written, ours, intake);
    return content.faqs.length > 0 ? content : ours;
  }
  const checklist = await askOpenAiJson(settings, { name: outputType, jsonSchema: JSON_SCHEMAS.checklist, system, user, parse: checklistSchema });
  const written: ChecklistContent = { categories: checklist.categories.map((c) => ({ ...c, items: c.items.map((i) => ({ ...i, done: false })) })) };
  const ours = writeDataRoomChecklist(intake);
  const { content } = repairChecklist(written, ours);
  return content.categories.length > 0 ? content : ours;
}
