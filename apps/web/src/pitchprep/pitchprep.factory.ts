import type { GenerationRun, IntakeDraft, OutputSummary, OutputView, ProAccess } from '@bv/contracts';
import type { ChecklistContent, DeckContent, FaqContent, OutputType, PitchIntake, PitchTrack } from '@bv/domain';
import { emptyIntake, intakeToSend } from './intake/intake-steps';

// Test data for the PitchPrep specs: small builders with sensible defaults, overridden per case.

export const NOW = '2025-06-02T04:00:00.000Z';
export const DRAFT_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const RUN_ID = '4d2e3f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
export const DECK_ID = '5e3f4a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b';
export const FAQ_ID = '6f4a5b7c-8d9e-4f0a-9b2c-3d4e5f6a7b8c';
export const CHECKLIST_ID = '7a5b6c8d-9e0f-4a1b-8c3d-4e5f6a7b8c9d';

export function buildAccess(overrides: Partial<ProAccess> = {}): ProAccess {
  return { allowed: true, reason: 'entitled', unlimited: true, monthlyAllowance: null, usedThisMonth: 0, ...overrides };
}

/** An intake as the server stores it (every field present, blank where unanswered). */
export function buildIntake(track: PitchTrack = 'exit', overrides: Partial<PitchIntake> = {}): PitchIntake {
  return { ...intakeToSend(emptyIntake(track)), ...overrides };
}

export function buildDraft(step = 0, intake: PitchIntake = buildIntake()): IntakeDraft {
  return { id: DRAFT_ID, intake, step, updatedAt: NOW };
}

export function buildDeck(titles: string[] = ['Lion City Logistics', 'The problem', 'Traction']): DeckContent {
  return { slides: titles.map((title, i) => ({ id: `s${i + 1}`, title, content: `Point about ${title.toLowerCase()}`, notes: `Say why ${i + 1}` })) };
}

export function buildFaq(): FaqContent {
  return {
    faqs: [
      { category: 'Financials', question: 'Are your accounts audited?', suggestedAnswer: 'Yes, FY2023 and FY2024 by a Singapore firm.' },
      { category: 'Deal', question: 'Will you stay on after the sale?', suggestedAnswer: 'For a 12-month handover.' },
    ],
  };
}

export function buildChecklist(): ChecklistContent {
  return {
    categories: [
      {
        category: 'Corporate',
        items: [
          { name: 'ACRA business profile', description: 'Current extract', required: true, done: true },
          { name: 'Constitution', description: 'Latest version', required: true },
          { name: 'Board minutes', description: 'Last three years', required: false, done: true },
        ],
      },
      {
        category: 'Financial',
        items: [
          { name: 'Audited accounts', description: 'FY2022–FY2024', required: true },
          { name: 'Management accounts', description: 'Year to date', required: false },
        ],
      },
    ],
  };
}

const TITLES: Record<OutputType, string> = {
  pitch_deck: 'Lion City Logistics pitch deck',
  exit_deck: 'Lion City Logistics exit deck',
  investor_faq: 'Lion City Logistics investor FAQ',
  exit_faq: 'Lion City Logistics exit FAQ',
  data_room_checklist: 'Lion City Logistics data-room checklist',
};

const IDS: Record<OutputType, string> = {
  pitch_deck: DECK_ID,
  exit_deck: DECK_ID,
  investor_faq: FAQ_ID,
  exit_faq: FAQ_ID,
  data_room_checklist: CHECKLIST_ID,
};

const contentFor = (type: OutputType) => (type.endsWith('deck') ? buildDeck() : type.endsWith('faq') ? buildFaq() : buildChecklist());

export function buildSummary(type: OutputType, overrides: Partial<OutputSummary> = {}): OutputSummary {
  return {
    id: IDS[type],
    outputType: type,
    track: type === 'pitch_deck' || type === 'investor_faq' ? 'fundraising' : 'exit',
    title: TITLES[type],
    version: 1,
    aiGenerated: false,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildView(type: OutputType, overrides: Partial<OutputView> = {}): OutputView {
  const summary = buildSummary(type, overrides);
  const versions =
    overrides.versions ??
    Array.from({ length: summary.version }, (_, i) => ({ version: i + 1, savedAt: NOW, note: i === 0 ? 'Generated' : 'Edited' }));
  return { ...summary, content: contentFor(type), ...overrides, versions };
}

export function buildRun(overrides: Partial<GenerationRun> = {}): GenerationRun {
  return { id: RUN_ID, status: 'running', total: 3, done: 0, current: 'exit_deck', outputs: [], error: null, ...overrides };
}
