import type { AddedToFaq, AnswerRoomQuestionRequest, AskRoomQuestionRequest, RoomQuestion, RoomQuestionList, ViewerRoomQuestion, ViewerRoomQuestionList } from '@bv/contracts';
import { loadContracts } from './load-contracts';
import { request } from './request';
import { answer, grantHeaders, invalidAnswer, isRecord, send } from './sharing';

const id = (value: string) => encodeURIComponent(value);
const questionsPath = (token: string, documentId: string) => `/shared/${id(token)}/room/documents/${id(documentId)}/questions`;

/** The investor's questions on a document of a room link (docs/product-rules.md, "Deal rooms": questions); no zod on the public page. */
export const roomQuestionsVisitApi = {
  list: async (token: string, documentId: string, grant: string | null): Promise<ViewerRoomQuestionList> => {
    const response = await send(questionsPath(token, documentId), { headers: grantHeaders(grant) });
    const body = await answer(response);
    if (!isRecord(body) || !Array.isArray(body.questions) || typeof body.asksForContact !== 'boolean') throw invalidAnswer(response.status);
    return body as ViewerRoomQuestionList;
  },
  ask: async (token: string, documentId: string, grant: string | null, input: AskRoomQuestionRequest): Promise<ViewerRoomQuestion> => {
    const response = await send(questionsPath(token, documentId), { method: 'POST', headers: { 'Content-Type': 'application/json', ...grantHeaders(grant) }, body: JSON.stringify(input) });
    const body = await answer(response);
    if (!isRecord(body) || typeof body.id !== 'string' || typeof body.text !== 'string') throw invalidAnswer(response.status);
    return body as ViewerRoomQuestion;
  },
};

/** The founder's inbox of a room's questions. */
export const roomQuestionsApi = {
  list: async (roomId: string): Promise<RoomQuestionList> => {
    const { roomQuestionListSchema } = await loadContracts();
    return request('GET', `/rooms/${id(roomId)}/questions`, undefined, roomQuestionListSchema);
  },
  answer: async (roomId: string, questionId: string, body: AnswerRoomQuestionRequest): Promise<RoomQuestion> => {
    const { roomQuestionSchema } = await loadContracts();
    return request('POST', `/rooms/${id(roomId)}/questions/${id(questionId)}/answer`, body, roomQuestionSchema);
  },
  addToFaq: async (roomId: string, questionId: string): Promise<AddedToFaq & { question: RoomQuestion }> => {
    const { addedToFaqSchema, roomQuestionSchema } = await loadContracts();
    return request('POST', `/rooms/${id(roomId)}/questions/${id(questionId)}/faq`, undefined, addedToFaqSchema.extend({ question: roomQuestionSchema }));
  },
};
