import { z } from 'zod';
import { emailSchema, isoDateSchema } from './common';
import { MAX_ROOM_ANSWER_CHARS, MAX_ROOM_QUESTION_CHARS } from './room-question-limits';
import { safeText } from './safe-text';

/**
 * Questions in a room link's viewer (docs/product-rules.md, "Deal rooms": questions). A visitor
 * asks about a document or one of its pages; the founder answers privately (the asker only) or to
 * the group (everyone who opens the same link).
 */
// The limits are in a module without zod, so an investor's question form reads them through
// @bv/contracts/messages without loading the schemas.
export * from './room-question-limits';

export const roomQuestionVisibilitySchema = z.enum(['private', 'group']);
export type RoomQuestionVisibility = z.infer<typeof roomQuestionVisibilitySchema>;
export const roomQuestionStatusSchema = z.enum(['open', 'answered']);

const questionText = safeText()
  .trim()
  .min(3, 'Write your question (at least 3 characters)')
  .max(MAX_ROOM_QUESTION_CHARS, `Use at most ${MAX_ROOM_QUESTION_CHARS} characters`);

/**
 * POST /api/v1/shared/{token}/room/documents/{id}/questions. Behind a verified e-mail gate the
 * asker is the verified address; otherwise the visitor gives a name and an e-mail address with it.
 */
export const askRoomQuestionRequestSchema = z.object({
  text: questionText,
  page: z.number().int().min(1).max(500).nullable().default(null),
  name: safeText().trim().min(2, 'Type your name').max(120, 'Use at most 120 characters').optional(),
  email: emailSchema.optional(),
});
export type AskRoomQuestionRequest = z.infer<typeof askRoomQuestionRequestSchema>;

/** A question as its visitor (the asker, or the group for an answer shared with it) sees it. */
export const viewerRoomQuestionSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  page: z.number().int().positive().nullable(),
  text: safeText(),
  status: roomQuestionStatusSchema,
  answer: safeText().nullable(),
  visibility: roomQuestionVisibilitySchema.nullable(),
  /** The visitor's own question (others' show only when answered to the group). */
  mine: z.boolean(),
  askedAt: isoDateSchema,
  answeredAt: isoDateSchema.nullable(),
});
export type ViewerRoomQuestion = z.infer<typeof viewerRoomQuestionSchema>;
export const viewerRoomQuestionListSchema = z.object({
  questions: z.array(viewerRoomQuestionSchema),
  /** Whether the visitor must give a name and an address to ask (no verified e-mail on the link). */
  asksForContact: z.boolean(),
});
export type ViewerRoomQuestionList = z.infer<typeof viewerRoomQuestionListSchema>;

/** A question in the founder's inbox of a room. */
export const roomQuestionSchema = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  linkId: z.uuid(),
  linkTitle: safeText(),
  documentId: z.uuid(),
  documentName: safeText(),
  page: z.number().int().positive().nullable(),
  text: safeText(),
  askerName: safeText().nullable(),
  askerEmail: safeText().nullable(),
  /** The address was verified at the link's e-mail gate (otherwise the visitor typed it). */
  askerVerified: z.boolean(),
  status: roomQuestionStatusSchema,
  answer: safeText().nullable(),
  visibility: roomQuestionVisibilitySchema.nullable(),
  askedAt: isoDateSchema,
  answeredAt: isoDateSchema.nullable(),
  /** The FAQ output the question and its answer were added to, once added. */
  faqOutputId: z.uuid().nullable(),
});
export type RoomQuestion = z.infer<typeof roomQuestionSchema>;
export const roomQuestionListSchema = z.object({ questions: z.array(roomQuestionSchema), openCount: z.number().int().nonnegative() });
export type RoomQuestionList = z.infer<typeof roomQuestionListSchema>;

/** POST /api/v1/rooms/{id}/questions/{questionId}/answer. An answer may be edited; the asker is mailed once, on the first. */
export const answerRoomQuestionRequestSchema = z.object({
  answer: safeText().trim().min(1, 'Write the answer').max(MAX_ROOM_ANSWER_CHARS, `Use at most ${MAX_ROOM_ANSWER_CHARS} characters`),
  visibility: roomQuestionVisibilitySchema,
});
export type AnswerRoomQuestionRequest = z.infer<typeof answerRoomQuestionRequestSchema>;

/** What "Add to FAQ" answers: the output the item is in, and whether this call added it. */
export const addedToFaqSchema = z.object({ outputId: z.uuid(), outputTitle: safeText(), added: z.boolean(), version: z.number().int().positive() });
export type AddedToFaq = z.infer<typeof addedToFaqSchema>;

const token = safeText().max(200);
const grant = safeText().max(2_000).nullable();
const visitor = { token, grant, visitorId: z.uuid().nullable(), documentId: z.uuid() };
const ownRoom = { userId: z.uuid(), roomId: z.uuid() };

export const roomQuestionsRpcSchemas = {
  // `client` (keyed-hashed, never stored) limits a browser without the visitor cookie.
  'sharing.roomQuestions.ask': { service: 'sharing', request: z.object({ ...visitor, client: safeText().min(1).max(100), question: askRoomQuestionRequestSchema }), response: viewerRoomQuestionSchema },
  'sharing.roomQuestions.forViewer': { service: 'sharing', request: z.object(visitor), response: viewerRoomQuestionListSchema },
  'sharing.roomQuestions.list': { service: 'sharing', request: z.object(ownRoom), response: roomQuestionListSchema },
  'sharing.roomQuestions.answer': { service: 'sharing', request: z.object({ ...ownRoom, questionId: z.uuid(), answer: answerRoomQuestionRequestSchema }), response: roomQuestionSchema },
  'sharing.roomQuestions.get': { service: 'sharing', request: z.object({ ...ownRoom, questionId: z.uuid() }), response: roomQuestionSchema.extend({ roomPurpose: z.enum(['exit', 'raise']) }) },
  'sharing.roomQuestions.markFaq': { service: 'sharing', request: z.object({ ...ownRoom, questionId: z.uuid(), outputId: z.uuid() }), response: roomQuestionSchema },
  // The founder's latest FAQ output of the track gets the question and its answer; the same question twice is one item.
  'assessments.pitchprep.faq.add': {
    service: 'assessments',
    request: z.object({ userId: z.uuid(), track: z.enum(['fundraising', 'exit']), question: safeText().max(MAX_ROOM_QUESTION_CHARS), answer: safeText().max(MAX_ROOM_ANSWER_CHARS) }),
    response: addedToFaqSchema,
  },
} as const;
