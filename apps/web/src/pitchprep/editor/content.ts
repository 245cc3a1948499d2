import type { ChecklistContent, DeckContent, FaqContent, OutputType, Slide, ViewerDeckContent, ViewerSlide } from '@bv/domain';

// The API hands content over as `unknown`; these guards decide which editor can show it. They are
// hand-written rather than the contracts' zod schemas so the editor does not pull zod in eagerly.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringRecord = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every(isString);

function isViewerSlide(value: unknown): value is ViewerSlide {
  return isRecord(value) && isString(value.id) && isString(value.title) && (isString(value.content) || isStringRecord(value.content));
}

function isSlide(value: unknown): value is Slide {
  return isViewerSlide(value) && isString((value as ViewerSlide & { notes?: unknown }).notes);
}

/** A deck as a share link shows it: the same slides without the speaker notes. */
export function isViewerDeck(content: unknown): content is ViewerDeckContent {
  return isRecord(content) && Array.isArray(content.slides) && content.slides.every(isViewerSlide);
}

export function isDeck(content: unknown): content is DeckContent {
  return isRecord(content) && Array.isArray(content.slides) && content.slides.every(isSlide);
}

export function isFaq(content: unknown): content is FaqContent {
  return (
    isRecord(content) &&
    Array.isArray(content.faqs) &&
    content.faqs.every((f) => isRecord(f) && isString(f.category) && isString(f.question) && isString(f.suggestedAnswer))
  );
}

export function isChecklist(content: unknown): content is ChecklistContent {
  return (
    isRecord(content) &&
    Array.isArray(content.categories) &&
    content.categories.every(
      (c) =>
        isRecord(c) &&
        isString(c.category) &&
        Array.isArray(c.items) &&
        c.items.every(
          (i) => isRecord(i) && isString(i.name) && isString(i.description) && typeof i.required === 'boolean' && (i.done === undefined || typeof i.done === 'boolean'),
        ),
    )
  );
}

export type EditableContent =
  | { kind: 'deck'; content: DeckContent }
  | { kind: 'faq'; content: FaqContent }
  | { kind: 'checklist'; content: ChecklistContent }
  | { kind: 'raw'; content: unknown };

/** Which editor shows this output; anything unexpected is shown as raw structured content (docs/product-rules.md, "PitchPrep outputs"). */
export function editableContent(type: OutputType, content: unknown): EditableContent {
  if ((type === 'pitch_deck' || type === 'exit_deck') && isDeck(content)) return { kind: 'deck', content };
  if ((type === 'investor_faq' || type === 'exit_faq') && isFaq(content)) return { kind: 'faq', content };
  if (type === 'data_room_checklist' && isChecklist(content)) return { kind: 'checklist', content };
  return { kind: 'raw', content };
}

export type Readiness = { done: number; total: number; requiredDone: number; requiredTotal: number };

export function checklistReadiness(content: ChecklistContent): Readiness {
  const items = content.categories.flatMap((c) => c.items);
  const required = items.filter((i) => i.required);
  return {
    done: items.filter((i) => i.done === true).length,
    total: items.length,
    requiredDone: required.filter((i) => i.done === true).length,
    requiredTotal: required.length,
  };
}

export const DECK_MAX_SLIDES = 60;
export const FAQ_MAX = 100;
export const CHECKLIST_MAX_ITEMS = 60;

let sequence = 0;
/** Slide ids only need to be unique within the deck. */
export function newSlideId(): string {
  sequence += 1;
  return `slide-${Date.now().toString(36)}-${sequence}`;
}
