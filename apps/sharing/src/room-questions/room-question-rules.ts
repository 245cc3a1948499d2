import { ROOM_QUESTIONS_PER_VISITOR_HOUR, type AskRoomQuestionRequest, type ViewerRoomQuestion } from '@bv/contracts';
import type { RoomReader } from '../room-links/room-link-gate';
import type { RoomQuestionEntity } from './entities/room-question.entity';

/** Who asks: the verified address behind the link's e-mail gate, else the name and address typed with the question. */
export type Asker = { name: string | null; email: string | null; verified: boolean };
/** Who reads the viewer: the gate's reader and this browser's visitor cookie. */
export type QuestionViewer = { email: string | null; visitorId: string | null };

/**
 * The asker of a new question (docs/product-rules.md, "Deal rooms": questions). A verified address
 * wins over anything typed, so a visitor cannot ask in someone else's name; without one the name
 * and address are required (null: the caller answers "type your name and e-mail").
 */
export function askerOf(reader: RoomReader, question: Pick<AskRoomQuestionRequest, 'name' | 'email'>): Asker | null {
  if (reader.email) return { name: reader.name ?? question.name ?? null, email: reader.email, verified: true };
  if (!question.name || !question.email) return null;
  return { name: question.name, email: question.email.toLowerCase(), verified: false };
}

/** The visitor's own question: the same verified address, else the same browser. */
export function isMine(q: Pick<RoomQuestionEntity, 'askerVerified' | 'askerEmail' | 'visitorId'>, viewer: QuestionViewer): boolean {
  if (q.askerVerified && viewer.email) return q.askerEmail?.toLowerCase() === viewer.email.toLowerCase();
  return q.visitorId !== null && q.visitorId === viewer.visitorId;
}

/** What a visitor may read on a link: their own questions (open or answered), and others' answered to the group. */
export function visibleToViewer(q: Pick<RoomQuestionEntity, 'askerVerified' | 'askerEmail' | 'visitorId' | 'status' | 'visibility'>, viewer: QuestionViewer): boolean {
  return isMine(q, viewer) || (q.status === 'answered' && q.visibility === 'group');
}

/** A question as the visitor sees it: never who asked it. */
export function viewerQuestion(q: RoomQuestionEntity, viewer: QuestionViewer): ViewerRoomQuestion {
  return {
    id: q.id,
    documentId: q.documentId,
    page: q.page,
    text: q.text,
    status: q.status,
    answer: q.status === 'answered' ? q.answer : null,
    visibility: q.visibility,
    mine: isMine(q, viewer),
    askedAt: q.createdAt.toISOString(),
    answeredAt: q.answeredAt?.toISOString() ?? null,
  };
}

/**
 * What limits one visitor's questions on a link (docs/product-rules.md, "Deal rooms": questions):
 * the address (verified or typed) and the browser, each ROOM_QUESTIONS_PER_VISITOR_HOUR; and the
 * client's address, twice that (an office shares one), so neither a new typed address nor a
 * dropped cookie resets the count.
 */
export function askerLimits(asker: Asker, visitorId: string | null, client: string): { key: string; max: number }[] {
  return [
    ...(asker.email ? [{ key: `email:${asker.email.toLowerCase()}`, max: ROOM_QUESTIONS_PER_VISITOR_HOUR }] : []),
    ...(visitorId ? [{ key: `visitor:${visitorId}`, max: ROOM_QUESTIONS_PER_VISITOR_HOUR }] : []),
    { key: `client:${client}`, max: ROOM_QUESTIONS_PER_VISITOR_HOUR * 2 },
  ];
}
