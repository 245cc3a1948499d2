// The content shapes of PitchPrep outputs (docs/product-rules.md, "PitchPrep outputs"). Generators
// write them, editors change them, exporters render them; all three share these types.

export type PitchTrack = 'fundraising' | 'exit';

export type OutputType = 'pitch_deck' | 'exit_deck' | 'investor_faq' | 'exit_faq' | 'data_room_checklist';

/** `content` is text (bullet lines separated by newlines) or, for a few slides, a small object of labelled values. */
export type Slide = { id: string; title: string; content: string | Record<string, string>; notes: string };
export type DeckContent = { slides: Slide[] };

export type FaqEntry = { category: string; question: string; suggestedAnswer: string };
export type FaqContent = { faqs: FaqEntry[] };

/** `done` is the user's tick in the editor; generated items start not done. */
export type ChecklistItem = { name: string; description: string; required: boolean; done?: boolean };
export type ChecklistCategory = { category: string; items: ChecklistItem[] };
export type ChecklistContent = { categories: ChecklistCategory[] };

export type OutputContent = DeckContent | FaqContent | ChecklistContent;

export const DECK_TYPES: readonly OutputType[] = ['pitch_deck', 'exit_deck'];
export const FAQ_TYPES: readonly OutputType[] = ['investor_faq', 'exit_faq'];
