import { errorCatalogue } from './error-catalogue';

const outputName = (outputType: string) => outputType.replace(/_/g, ' ');

/** Lite, ExitCheck Pro and PitchPrep, and the report writer's codes (docs/product-rules.md, "ExitCheck Pro" names those without a prefix). */
export const assessmentsErrors = /* @__PURE__ */ errorCatalogue(['LITE', 'PRO', 'PITCHPREP', 'AI', 'BRAND_KIT', 'AI_CONFIG_ERROR', 'RATE_LIMIT', 'TIMEOUT_ERROR', 'AUTH_ERROR', 'GENERATION_ERROR'], {
  LITE_SUBMISSION_ID_TAKEN: { code: 'LITE.SUBMISSION_ID_TAKEN', kind: 'conflict', message: 'This submission was already recorded. Please start the assessment again.' },
  PRO_ALREADY_COMPLETED: { code: 'PRO.ALREADY_COMPLETED', kind: 'conflict', message: 'This assessment is finished. Start a new one to answer again.' },
  PRO_BANK_MISSING: { code: 'PRO.BANK_MISSING', kind: 'internal', message: (version: string) => `Question bank ${version} is missing.` },
  PRO_DRAFT_RACE: { code: 'PRO.DRAFT_RACE', kind: 'conflict', message: 'An assessment was just started. Please reload.' },
  PRO_INCOMPLETE: { code: 'PRO.INCOMPLETE', kind: 'validation', message: (questions: number, answered: number) => `Answer all ${questions} questions first (${answered} answered).` },
  PRO_MONTHLY_LIMIT: {
    code: 'PRO.MONTHLY_LIMIT',
    kind: 'forbidden',
    message: (allowance: number | null) => `You have used all ${allowance} assessments of this month. Your allowance renews on the 1st (Singapore time).`,
  },
  PRO_NOT_FOUND: { code: 'PRO.NOT_FOUND', kind: 'not_found', message: 'Assessment not found.' },
  PRO_PLAN_DATE: { code: 'PRO.PLAN_DATE', kind: 'validation', message: 'Choose a target date from tomorrow up to five years ahead.' },
  PRO_PLAN_NO_ASSESSMENT: { code: 'PRO.PLAN_NO_ASSESSMENT', kind: 'not_found', message: 'Complete an ExitCheck Pro assessment first: the plan is made from its answers.' },
  PRO_PLAN_NOT_SET: { code: 'PRO.PLAN_NOT_SET', kind: 'not_found', message: 'Set a target date first.' },
  PRO_NO_ENTITLEMENT: { code: 'PRO.NO_ENTITLEMENT', kind: 'forbidden', message: 'Your plan does not include this tool. Choose a plan to unlock it.' },
  PRO_REPORT_LIMIT: {
    code: 'PRO.REPORT_LIMIT',
    kind: 'rate_limited',
    message: (max: number) => `This assessment's report has already been written ${max} times, the most for one assessment. Start a new assessment for a fresh report.`,
  },
  PITCHPREP_GENERATION_ACTIVE: {
    code: 'PITCHPREP.GENERATION_ACTIVE',
    kind: 'conflict',
    message: 'Your materials are already being written. Wait for that run to finish before you generate again.',
  },
  PITCHPREP_ALREADY_GENERATED: {
    code: 'PITCHPREP.ALREADY_GENERATED',
    kind: 'conflict',
    message: 'These answers have already been turned into materials: open them from your dashboard. Change an answer to generate new ones.',
  },
  PITCHPREP_FORMAT: {
    code: 'PITCHPREP.FORMAT',
    kind: 'validation',
    message: (outputType: string) => `A ${outputName(outputType)} exports to ${outputType.endsWith('deck') ? 'PPTX or PDF' : 'DOCX or PDF'}.`,
  },
  PITCHPREP_INCOMPLETE: { code: 'PITCHPREP.INCOMPLETE', kind: 'validation', message: 'Add your company name before generating.' },
  PITCHPREP_INVALID_CONTENT: {
    code: 'PITCHPREP.INVALID_CONTENT',
    kind: 'validation',
    message: (outputType: string, field: string, problem: string) => `This ${outputName(outputType)} cannot be saved: ${field || 'content'} ${problem}.`,
  },
  PITCHPREP_MONTHLY_LIMIT: {
    code: 'PITCHPREP.MONTHLY_LIMIT',
    kind: 'forbidden',
    message: (allowance: number | null) => `You have used all ${allowance} runs of this month. Your allowance renews on the 1st (Singapore time).`,
  },
  PITCHPREP_OUTPUT_NOT_FOUND: { code: 'PITCHPREP.NOT_FOUND', kind: 'not_found', message: 'Output not found.' },
  /** "Add to FAQ" from a room's questions (docs/product-rules.md, "Deal rooms": questions). */
  PITCHPREP_NO_FAQ: { code: 'PITCHPREP.NO_FAQ', kind: 'conflict', message: (kind: string) => `You have no ${kind} yet. Generate it in PitchPrep, then add questions to it.` },
  PITCHPREP_FAQ_FULL: { code: 'PITCHPREP.FAQ_FULL', kind: 'conflict', message: 'Your FAQ holds 100 questions, the most it can. Remove one in the FAQ editor to add this one.' },
  PITCHPREP_INTAKE_NOT_FOUND: { code: 'PITCHPREP.NOT_FOUND', kind: 'not_found', message: 'Intake not found.' },
  PITCHPREP_RUN_NOT_FOUND: { code: 'PITCHPREP.NOT_FOUND', kind: 'not_found', message: 'Generation run not found.' },
  PITCHPREP_NO_ENTITLEMENT: { code: 'PITCHPREP.NO_ENTITLEMENT', kind: 'forbidden', message: 'Your plan does not include PitchPrep. Choose a plan to unlock it.' },
  PITCHPREP_NO_SUCH_VERSION: { code: 'PITCHPREP.NO_SUCH_VERSION', kind: 'validation', message: (version: number) => `There is no earlier version ${version} to restore.` },
  PITCHPREP_VERSION_CONFLICT: { code: 'PITCHPREP.VERSION_CONFLICT', kind: 'conflict', message: 'This output changed in another tab. Reload to see the latest version.' },
  AI_DAILY_LIMIT: {
    code: 'AI.DAILY_LIMIT',
    kind: 'rate_limited',
    message: (cap: number) => `You have used today's ${cap} AI generations on your plan. You can generate again after midnight (Singapore time).`,
  },
  BRAND_KIT_LOGO_TYPE: { code: 'BRAND_KIT.LOGO_TYPE', kind: 'validation', message: 'Upload your logo as a PNG or JPEG file. SVG and other formats are not accepted; export a PNG from your design tool.' },
  BRAND_KIT_LOGO_TOO_BIG: { code: 'BRAND_KIT.LOGO_TOO_BIG', kind: 'validation', message: (kb: number) => `Your logo file is too large. Upload a PNG or JPEG of at most ${kb} KB.` },
  BRAND_KIT_LOGO_PIXELS: { code: 'BRAND_KIT.LOGO_PIXELS', kind: 'validation', message: 'Your logo image is too large. Upload one of at most 4096 × 4096 pixels.' },
  BRAND_KIT_LOGO_UNREADABLE: { code: 'BRAND_KIT.LOGO_UNREADABLE', kind: 'validation', message: 'We could not read this image. Save it again as a PNG or JPEG and upload that.' },
  BRAND_KIT_NO_LOGO: { code: 'BRAND_KIT.NO_LOGO', kind: 'not_found', message: 'No logo uploaded yet.' },
  AI_CONFIG_ERROR: { code: 'AI_CONFIG_ERROR', kind: 'unavailable', message: 'The AI service is not configured correctly. Please contact support.' },
  AI_AUTH_ERROR: { code: 'AUTH_ERROR', kind: 'unavailable', message: 'The AI service could not authenticate. Please contact support.' },
  AI_RATE_LIMIT: { code: 'RATE_LIMIT', kind: 'rate_limited', message: 'The AI service is busy right now. Please try again in a minute.' },
  AI_TIMEOUT: { code: 'TIMEOUT_ERROR', kind: 'unavailable', message: 'Writing took too long. Please try again.' },
  AI_FAILED: { code: 'GENERATION_ERROR', kind: 'unavailable', message: 'The AI could not write this. Please try again.' },
  AI_BAD_SHAPE: { code: 'GENERATION_ERROR', kind: 'unavailable', message: 'The AI answered in an unexpected shape. Please try again.' },
  GENERATION_INTERRUPTED: { code: 'GENERATION_ERROR', kind: 'unavailable', message: 'Generation was interrupted. Please try again.' },
  REPORT_FAILED: { code: 'GENERATION_ERROR', kind: 'unavailable', message: 'The report could not be written. Please try again.' },
});
