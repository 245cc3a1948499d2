import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { fromQuestionAsked } from '../webhooks/webhook-payload';
import { askerLine, questionWhere } from './room-question-mail';

const asked: EventPayload<'room.question_asked'> = {
  questionId: '7d3c0e4e-1111-4111-8111-111111111111',
  roomId: '7d3c0e4e-2222-4222-8222-222222222222',
  linkId: '7d3c0e4e-3333-4333-8333-333333333333',
  ownerId: '7d3c0e4e-4444-4444-8444-444444444444',
  roomName: 'Series A',
  linkTitle: 'Buyer A',
  documentId: '7d3c0e4e-5555-4555-8555-555555555555',
  documentName: 'Financials.pdf',
  page: 3,
  text: 'Why did margin fall?',
  askerName: 'Raj Tan',
  askerEmail: 'raj@jungle.vc',
  askerVerified: false,
  askedAt: '2026-11-29T04:00:00.000Z',
};

// docs/product-rules.md, "Deal rooms": questions.
describe('room question mail and webhook', () => {
  it('names the page in the subject and marks an address that was only typed', () => {
    expect(questionWhere('Financials.pdf', 3)).toBe('Financials.pdf p.3');
    expect(questionWhere('Financials.pdf', null)).toBe('Financials.pdf');
    expect(askerLine(asked)).toBe('Raj Tan (raj@jungle.vc, not verified)');
    expect(askerLine({ ...asked, askerVerified: true, askerName: null })).toBe('raj@jungle.vc');
  });
  it('gives the founder’s webhooks question.asked with who asked, about what', () => {
    const event = { id: 'e1', type: 'room.question_asked', occurredAt: '2026-11-29T04:00:01.000Z', payload: asked } as unknown as EventEnvelope<EventPayload<'room.question_asked'>>;
    expect(fromQuestionAsked(event)).toEqual([
      {
        eventId: 'e1',
        type: 'question.asked',
        userId: asked.ownerId,
        message: { type: 'question.asked', timestamp: '2026-11-29T04:00:01.000Z', data: expect.objectContaining({ documentName: 'Financials.pdf', page: 3, text: 'Why did margin fall?', askerEmail: 'raj@jungle.vc' }) },
      },
    ]);
  });
});
