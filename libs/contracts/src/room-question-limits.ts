/** A room link's questions (room-questions.ts), in numbers: no schema here, so the browser reads them through @bv/contracts/messages. */

/** An FAQ item's question holds 500 characters, so a question fits one as it was asked. */
export const MAX_ROOM_QUESTION_CHARS = 500;
export const MAX_ROOM_ANSWER_CHARS = 5_000;
/** Each question mails the founder: one visitor (address or browser) may ask this many an hour on a link. */
export const ROOM_QUESTIONS_PER_VISITOR_HOUR = 5;
/** And one link at most this many an hour, whoever asks (a shared address or many browsers). */
export const ROOM_QUESTIONS_PER_LINK_HOUR = 30;
