import type { EventPayload } from '@bv/contracts';
import { formatSingaporeDateTime } from '@bv/domain';

/** "Financials.pdf p.3", or the document alone when the question is about all of it. */
export const questionWhere = (documentName: string, page: number | null) => (page ? `${documentName} p.${page}` : documentName);

/** Who asked, as the founder reads it: name and address, marked when the address was only typed. */
export function askerLine(p: Pick<EventPayload<'room.question_asked'>, 'askerName' | 'askerEmail' | 'askerVerified'>): string {
  const email = p.askerEmail ? `${p.askerEmail}${p.askerVerified ? '' : ', not verified'}` : null;
  if (p.askerName && email) return `${p.askerName} (${email})`;
  return p.askerName ?? email ?? 'A visitor';
}

export function askedTemplateData(p: EventPayload<'room.question_asked'>, ctx: { name: string; questionsUrl: string }) {
  return {
    name: ctx.name,
    questionWhere: questionWhere(p.documentName, p.page),
    askerLine: askerLine(p),
    roomName: p.roomName,
    linkTitle: p.linkTitle,
    questionText: p.text,
    askedAt: formatSingaporeDateTime(new Date(p.askedAt)),
    questionsUrl: ctx.questionsUrl,
  };
}

export function answeredTemplateData(p: EventPayload<'room.question_answered'>, roomPageUrl: string | null) {
  return {
    askerName: p.askerName ?? 'there',
    company: p.company,
    questionWhere: questionWhere(p.documentName, p.page),
    questionText: p.question,
    answerText: p.answer,
    ...(roomPageUrl ? { roomPageUrl } : {}),
    visibilityNote: p.visibility === 'group' ? 'Everyone who opens this link can read this answer beside the document.' : 'Only you can read this answer beside the document.',
  };
}
