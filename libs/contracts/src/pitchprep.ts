import { z } from 'zod';
import { safeText } from './safe-text';
import { FIGURE_CURRENCIES, SLIDE_KINDS, type PitchIntake } from '@bv/domain';
import { isoDateSchema } from './common';
import { proAccessSchema } from './exitcheck';

const text = (max: number) => safeText().trim().max(max).default('');
const short = text(200);
const long = text(2_000);

export const pitchTrackSchema = z.enum(['fundraising', 'exit']);
export const outputTypeSchema = z.enum(['pitch_deck', 'exit_deck', 'investor_faq', 'exit_faq', 'data_room_checklist']);

/** A chart's figures: periods in order, amounts as plain numbers in the intake's currency. */
const figuresSchema = z
  .array(z.object({ period: safeText().trim().min(1).max(24), amount: z.number().finite().min(-1e13).max(1e13) }))
  .max(24)
  .optional();

/** The intake as stored and sent; every field is free text the writers quote, apart from the chart figures. */
export const pitchIntakeSchema = z.object({
  track: pitchTrackSchema,
  company: z.object({ name: short, oneLiner: short, website: short, country: short, industry: short, stage: short, foundedYear: text(10) }).prefault({}),
  problem: long,
  solution: long,
  product: long,
  market: z.object({ tam: short, sam: short, som: short, notes: long }).prefault({}),
  traction: z.object({ revenue: short, growth: short, customers: long, keyMetrics: long, history: figuresSchema }).prefault({}),
  businessModel: long,
  unitEconomics: z.object({ price: short, grossMargin: short, cac: short, ltv: short, payback: short }).optional(),
  competition: z
    .object({ competitors: long, advantage: long, rivals: z.array(z.object({ name: text(80), gap: text(300) })).max(8).optional() })
    .prefault({}),
  goToMarket: z.object({ channels: long, expansion: long }).optional(),
  team: z.array(z.object({ name: short, role: short, background: text(600) })).max(12).default([]),
  financials: z
    .object({ currentRevenue: short, projections: long, burnRate: short, runway: short, forecast: figuresSchema, profit: figuresSchema, currency: z.enum(FIGURE_CURRENCIES).optional() })
    .prefault({}),
  fundraising: z.object({ round: short, amount: short, useOfFunds: long }).optional(),
  exit: z.object({ goals: long, buyerTypes: long, valuationExpectations: short, timeline: short }).optional(),
}) satisfies z.ZodType<PitchIntake, unknown>;

export const intakeDraftSchema = z.object({
  id: z.uuid(),
  intake: pitchIntakeSchema,
  /** The last step the founder saved (index into INTAKE_STEPS). */
  step: z.number().int().min(0).max(20),
  updatedAt: isoDateSchema,
});
export type IntakeDraft = z.infer<typeof intakeDraftSchema>;

/** A slide's chart: figures from the intake, so a saved deck keeps them through edits. */
const slideChartSchema = z.object({
  type: z.enum(['bar', 'line']),
  currency: safeText().max(8),
  categories: z.array(safeText().max(24)).min(2).max(24),
  series: z.array(z.object({ name: safeText().max(40), values: z.array(z.number().finite()).max(24) })).min(1).max(3),
});
const slideSchema = z.object({
  id: safeText().min(1).max(64),
  title: safeText().max(200),
  content: z.union([safeText().max(5_000), z.record(safeText().max(100), safeText().max(2_000))]),
  notes: safeText().max(5_000),
  kind: z.enum(SLIDE_KINDS).optional(),
  chart: slideChartSchema.optional(),
});
export const deckContentSchema = z.object({ slides: z.array(slideSchema).min(1).max(60) });
export const faqContentSchema = z.object({
  faqs: z.array(z.object({ category: safeText().max(100), question: safeText().max(500), suggestedAnswer: safeText().max(5_000) })).max(100),
});
export const checklistContentSchema = z.object({
  categories: z
    .array(
      z.object({
        category: safeText().max(100),
        items: z
          .array(
            z.object({
              name: safeText().max(200),
              description: safeText().max(1_000),
              required: z.boolean(),
              done: z.boolean().optional(),
              priority: z.enum(['week_1', 'before_term_sheet', 'before_loi', 'before_completion']).optional(),
            }),
          )
          .max(60),
      }),
    )
    .max(30),
  startHere: z.array(z.object({ name: safeText().max(200), category: safeText().max(100), why: safeText().max(500) })).max(12).optional(),
});

/** Which content shape each output type has (docs/product-rules.md, "PitchPrep outputs"). */
export const contentSchemaFor = {
  pitch_deck: deckContentSchema,
  exit_deck: deckContentSchema,
  investor_faq: faqContentSchema,
  exit_faq: faqContentSchema,
  data_room_checklist: checklistContentSchema,
} as const;

export const outputSummarySchema = z.object({
  id: z.uuid(),
  outputType: outputTypeSchema,
  track: pitchTrackSchema,
  title: safeText(),
  version: z.number().int().positive(),
  aiGenerated: z.boolean(),
  updatedAt: isoDateSchema,
  /** The first slide or section, for a thumbnail (never a speaker note). */
  preview: z.object({ title: safeText(), lines: z.array(safeText()).max(3) }).nullable().optional(),
});
export type OutputSummary = z.infer<typeof outputSummarySchema>;

export const outputViewSchema = outputSummarySchema.extend({
  content: z.unknown(),
  versions: z.array(z.object({ version: z.number().int().positive(), savedAt: isoDateSchema, note: safeText() })),
  /** A deck's unanswered lines ("[Add: …]"), which the investor copy and share links leave out (docs/product-rules.md, "Deck copies"). */
  gaps: z.array(z.object({ slideId: safeText(), slideTitle: safeText(), prompt: safeText() })).optional(),
});
export type OutputView = z.infer<typeof outputViewSchema>;

export const generationRunSchema = z.object({
  id: z.uuid(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  /** The output being written now, for the progress line. */
  current: outputTypeSchema.nullable(),
  outputs: z.array(outputSummarySchema),
  error: z.object({ code: safeText(), message: safeText() }).nullable(),
});
export type GenerationRun = z.infer<typeof generationRunSchema>;

export const saveOutputRequestSchema = z.object({
  /** The version the editor started from: a newer one saved meanwhile is a conflict, not overwritten. */
  baseVersion: z.number().int().positive(),
  title: safeText().trim().min(1).max(200).optional(),
  content: z.unknown(),
});

/** Body of PUT /api/v1/pitchprep/intake. */
export const saveIntakeRequestSchema = z.object({ intake: pitchIntakeSchema, step: z.number().int().min(0).max(20) });
/** Body of POST /api/v1/pitchprep/outputs/:id/restore. */
export const restoreOutputRequestSchema = z.object({ version: z.number().int().positive() });

export const exportFormatSchema = z.enum(['pptx', 'pdf', 'docx']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
export const exportContentTypes = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const satisfies Record<ExportFormat, string>;
/** A deck PDF for investors (slides only, the default) or for the presenter (with speaker notes). */
export const deckCopySchema = z.enum(['investor', 'presenter']).default('investor');
/** GET /api/v1/pitchprep/outputs/:id/export.:format (`copy=presenter`: the founder's own copy, a deck PDF with its notes or an FAQ with its prompts). */
export const exportQuerySchema = z.object({ copy: deckCopySchema });

const owner = { userId: z.uuid() };
const ownOutput = { ...owner, outputId: z.uuid() };

export const pitchprepRpcSchemas = {
  'assessments.pitchprep.access': { service: 'assessments', request: z.object(owner), response: proAccessSchema },
  'assessments.pitchprep.intake': { service: 'assessments', request: z.object(owner), response: z.object({ draft: intakeDraftSchema.nullable() }) },
  'assessments.pitchprep.saveIntake': {
    service: 'assessments',
    request: z.object({ ...owner, intake: pitchIntakeSchema, step: z.number().int().min(0).max(20) }),
    response: intakeDraftSchema,
  },
  'assessments.pitchprep.generate': { service: 'assessments', request: z.object({ ...owner, intakeId: z.uuid() }), response: generationRunSchema },
  'assessments.pitchprep.run': { service: 'assessments', request: z.object({ ...owner, runId: z.uuid() }), response: generationRunSchema },
  'assessments.pitchprep.outputs': { service: 'assessments', request: z.object(owner), response: z.object({ outputs: z.array(outputSummarySchema) }) },
  'assessments.pitchprep.output': { service: 'assessments', request: z.object(ownOutput), response: outputViewSchema },
  'assessments.pitchprep.save': { service: 'assessments', request: z.object({ ...ownOutput, ...saveOutputRequestSchema.shape }), response: outputViewSchema },
  'assessments.pitchprep.restore': { service: 'assessments', request: z.object({ ...ownOutput, version: z.number().int().positive() }), response: outputViewSchema },
  'assessments.pitchprep.delete': { service: 'assessments', request: z.object(ownOutput), response: z.object({ deleted: z.boolean() }) },
  'assessments.pitchprep.export': {
    service: 'assessments',
    request: z.object({ ...ownOutput, format: exportFormatSchema, copy: deckCopySchema }),
    response: z.object({ filename: safeText(), contentType: safeText(), base64: safeText() }),
  },
} as const;
