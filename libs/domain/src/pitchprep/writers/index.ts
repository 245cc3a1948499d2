export { writePitchDeck } from './pitch-deck';
export { writeExitDeck } from './exit-deck';
export { writeInvestorFaq } from './investor-faq';
export { writeExitFaq } from './exit-faq';
export { writeDataRoomChecklist } from './data-room-checklist';
export { writePitchOutputs, OUTPUT_TYPE_LABELS, type WrittenPitchOutput } from './pitch-outputs';
export { SAMPLE_FUNDRAISING_INTAKE, SAMPLE_EXIT_INTAKE } from './intake.fixtures';
export { INTAKE_CORPUS, corpusIntake, type CorpusIntake } from './corpus';
export { AI_DECK_LABELS, aiDeckGuide, finishAiDeck, type AiSlide } from './ai-deck';
