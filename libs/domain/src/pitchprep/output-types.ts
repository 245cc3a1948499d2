// The content shapes of PitchPrep outputs (docs/product-rules.md, "PitchPrep outputs"). Generators
// write them, editors change them, exporters render them; all three share these types.

export type PitchTrack = 'fundraising' | 'exit';

export type OutputType = 'pitch_deck' | 'exit_deck' | 'investor_faq' | 'exit_faq' | 'data_room_checklist';

/**
 * What a slide is about, which picks its layout in every format (docs/product-rules.md,
 * "Deck layouts"). A slide without a kind (older decks, templates) is a title and bullets.
 */
export const SLIDE_KINDS = [
  'cover',
  'problem_solution',
  'product',
  'market',
  'traction',
  'business_model',
  'competition',
  'go_to_market',
  'team',
  'financials',
  'ask',
  'transaction',
  'timeline',
  'text',
] as const;
export type SlideKind = (typeof SLIDE_KINDS)[number];

/** The small line above a content slide's title, per kind, in the files and on screen alike. */
export const SLIDE_KICKERS: Partial<Record<SlideKind, string>> = {
  product: 'What we offer',
  market: 'Market',
  traction: 'Performance',
  business_model: 'Business model',
  competition: 'Competition',
  go_to_market: 'Growth',
  team: 'Team',
  financials: 'Financials',
  ask: 'The ask',
  transaction: 'The transaction',
  timeline: 'Process',
};

/** A chart drawn from the intake's figures (never from prose): one or two series over the same periods. */
export type SlideChart = { type: 'bar' | 'line'; currency: string; categories: string[]; series: { name: string; values: number[] }[] };

/**
 * `content` is text (bullet lines separated by newlines) or a small object of labelled values;
 * a kind's layout reads its labels (e.g. a market slide's TAM, SAM and SOM). Lines that are
 * "[Add: …]" prompts are the founder's to-do list: the investor copy leaves them out.
 */
export type Slide = { id: string; title: string; content: string | Record<string, string>; notes: string; kind?: SlideKind; chart?: SlideChart };
export type DeckContent = { slides: Slide[] };

export type FaqEntry = { category: string; question: string; suggestedAnswer: string };
export type FaqContent = { faqs: FaqEntry[] };

/** `done` is the user's tick in the editor; generated items start not done. */
export type ChecklistItem = { name: string; description: string; required: boolean; done?: boolean; priority?: ChecklistPriority };
export type ChecklistCategory = { category: string; items: ChecklistItem[] };
/**
 * When a buyer or investor asks for an item (docs/product-rules.md, "Data-room checklist
 * priorities"): in the first week, before the term sheet (fundraising) or LOI (exit), or before
 * completion.
 */
export type ChecklistPriority = 'week_1' | 'before_term_sheet' | 'before_loi' | 'before_completion';
/** One of the "Start here" documents: an item of the checklist by name, its category and why it comes first. */
export type ChecklistStart = { name: string; category: string; why: string };
export type ChecklistContent = { categories: ChecklistCategory[]; startHere?: ChecklistStart[] };

export type OutputContent = DeckContent | FaqContent | ChecklistContent;

export const DECK_TYPES: readonly OutputType[] = ['pitch_deck', 'exit_deck'];
export const FAQ_TYPES: readonly OutputType[] = ['investor_faq', 'exit_faq'];

/**
 * The company an output is about: outputs are titled "Company — Output" (writers/pitch-outputs),
 * and a title the founder edited without the dash is all company. '' only for an empty title.
 */
export const companyOfOutputTitle = (title: string): string => title.split(' — ')[0] ?? '';
