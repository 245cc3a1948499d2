import { button, facts, paragraph, type EmailTemplateDefinition } from './email-blocks';

/** Questions in a deal room's viewer (docs/product-rules.md, "Deal rooms": questions); all are transactional. */
export const ROOM_QUESTION_TEMPLATES: EmailTemplateDefinition[] = [
  {
    id: 'room_question_asked',
    name: 'Deal room: new question',
    category: 'transactional',
    subject: 'New question on {{questionWhere}}',
    preheader: '{{askerLine}} asked in {{roomName}}.',
    reason: 'someone asked a question through one of your deal room links',
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('{{askerLine}} asked a question on {{questionWhere}} in your room “{{roomName}}”:'),
      paragraph('“{{questionText}}”'),
      facts(['Link', '{{linkTitle}}'], ['Asked', '{{askedAt}}']),
      button('Answer in the room', '{{questionsUrl}}'),
      paragraph('You choose whether your answer goes to this person only or to everyone who opens the same link.'),
    ],
  },
  {
    id: 'room_question_answered',
    name: 'Deal room: your question was answered',
    category: 'transactional',
    subject: '{{company}} answered your question',
    preheader: 'About {{questionWhere}}.',
    reason: 'you asked a question in a deal room with this address',
    blocks: [
      paragraph('Hi {{askerName}},'),
      paragraph('{{company}} answered your question on {{questionWhere}}.'),
      facts(['Your question', '{{questionText}}'], ['Answer', '{{answerText}}']),
      button('Open the page', '{{roomPageUrl}}'),
      paragraph('{{visibilityNote}}'),
    ],
  },
  {
    // The address was typed with the question, not verified: the answer without a link into the room.
    id: 'room_question_answered_unverified',
    name: 'Deal room: your question was answered (address not verified)',
    category: 'transactional',
    subject: '{{company}} answered your question',
    preheader: 'About {{questionWhere}}.',
    reason: 'you asked a question in a deal room with this address',
    blocks: [
      paragraph('Hi {{askerName}},'),
      paragraph('{{company}} answered your question on {{questionWhere}}.'),
      facts(['Your question', '{{questionText}}'], ['Answer', '{{answerText}}']),
      paragraph('{{visibilityNote}} Open the link you were given to read it there.'),
    ],
  },
];
