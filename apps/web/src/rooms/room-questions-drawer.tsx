import './room-questions.css';
import { MAX_ROOM_ANSWER_CHARS, type RoomQuestion, type RoomQuestionList, type RoomQuestionVisibility } from '@bv/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ApiError } from '../api/api-error';
import { roomQuestionsApi } from '../api/room-questions';
import { formatDate } from '../format/format';
import { SideDrawer } from '../ui/side-drawer';

export const QUESTION_KEYS = { list: (roomId: string) => ['rooms', roomId, 'questions'] as const };

/** The room's questions, with the number still open (the editor's button shows it). */
export const useRoomQuestions = (roomId: string) =>
  useQuery<RoomQuestionList, ApiError>({ queryKey: QUESTION_KEYS.list(roomId), queryFn: () => roomQuestionsApi.list(roomId), refetchInterval: 60_000 });

const where = (q: RoomQuestion) => (q.page ? `${q.documentName} · page ${q.page}` : q.documentName);
const asker = (q: RoomQuestion) => {
  const email = q.askerEmail ? `${q.askerEmail}${q.askerVerified ? '' : ' (not verified)'}` : null;
  return q.askerName && email ? `${q.askerName} · ${email}` : (q.askerName ?? email ?? 'A visitor');
};

/**
 * The founder's inbox of a room's questions (docs/product-rules.md, "Deal rooms": questions): open
 * ones first, each answered privately or to everyone on its link; an answered one goes to the FAQ
 * in one click.
 */
export function RoomQuestionsDrawer({ roomId, roomPurpose, onClose }: { roomId: string; roomPurpose: 'exit' | 'raise'; onClose: () => void }) {
  const list = useRoomQuestions(roomId);
  const open = list.data?.openCount ?? 0;
  return (
    <SideDrawer title="Questions" subtitle={list.data ? (open ? `${open} waiting for an answer` : 'All answered') : undefined} label="Questions from the room's visitors" onClose={onClose}>
      {list.isPending ? (
        <p className="room-questions__note" role="status">Loading questions…</p>
      ) : list.isError ? (
        <div className="room-questions__note" role="alert">
          <p>The questions could not be loaded.</p>
          <button className="button button--secondary button--small" type="button" onClick={() => void list.refetch()}>Try again</button>
        </div>
      ) : list.data.questions.length === 0 ? (
        <div className="room-questions__empty">
          <h3>No questions yet</h3>
          <p>Visitors of your room links can ask about any document or page. You get an e-mail for each, and answer here.</p>
        </div>
      ) : (
        <ol className="room-questions">
          {list.data.questions.map((q) => (
            <QuestionRow key={q.id} roomId={roomId} question={q} faqName={roomPurpose === 'raise' ? 'investor FAQ' : 'exit FAQ'} />
          ))}
        </ol>
      )}
    </SideDrawer>
  );
}

function QuestionRow({ roomId, question: q, faqName }: { roomId: string; question: RoomQuestion; faqName: string }) {
  const uid = useId();
  const client = useQueryClient();
  const [editing, setEditing] = useState(q.status === 'open');
  const [text, setText] = useState(q.answer ?? '');
  const [visibility, setVisibility] = useState<RoomQuestionVisibility>(q.visibility ?? 'private');
  const [faqNote, setFaqNote] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: QUESTION_KEYS.list(roomId) });
  const answer = useMutation<RoomQuestion, ApiError, void>({
    mutationFn: () => roomQuestionsApi.answer(roomId, q.id, { answer: text.trim(), visibility }),
    onSuccess: () => {
      setEditing(false);
      void refresh();
    },
  });
  const toFaq = useMutation({
    mutationFn: () => roomQuestionsApi.addToFaq(roomId, q.id),
    onSuccess: (added) => {
      setFaqNote(added.added ? `Added to “${added.outputTitle}”.` : `Already in “${added.outputTitle}”.`);
      void refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && !answer.isPending) answer.mutate();
  };

  return (
    <li className={`room-question${q.status === 'open' ? ' room-question--open' : ''}`}>
      <div className="room-question__head">
        <span className={`room-question__status room-question__status--${q.status}`}>{q.status === 'open' ? 'Open' : 'Answered'}</span>
        <span className="room-question__where">{where(q)}</span>
      </div>
      <p className="room-question__text">{q.text}</p>
      <p className="room-question__meta">
        {asker(q)} · via “{q.linkTitle}” · {formatDate(q.askedAt)}
      </p>
      {editing ? (
        <form className="room-question__form" onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${uid}-answer`}>Your answer</label>
            <textarea id={`${uid}-answer`} rows={4} maxLength={MAX_ROOM_ANSWER_CHARS} value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <fieldset className="room-question__visibility">
            <legend>Who sees it</legend>
            <label>
              <input type="radio" name={`${uid}-visibility`} checked={visibility === 'private'} onChange={() => setVisibility('private')} /> Only {q.askerName ?? 'the asker'}
            </label>
            <label>
              <input type="radio" name={`${uid}-visibility`} checked={visibility === 'group'} onChange={() => setVisibility('group')} /> Everyone on “{q.linkTitle}”
            </label>
          </fieldset>
          {answer.error && <p className="field__error" role="alert">{answer.error.message}</p>}
          <div className="button-row">
            <button className="button button--primary button--small" type="submit" disabled={!text.trim() || answer.isPending}>
              {answer.isPending ? 'Sending…' : q.status === 'open' ? 'Send answer' : 'Save answer'}
            </button>
            {q.status === 'answered' && (
              <button className="button button--secondary button--small" type="button" onClick={() => setEditing(false)}>Cancel</button>
            )}
            {q.status === 'open' && q.askerEmail && <span className="hint">{q.askerName ?? 'The asker'} gets it by e-mail.</span>}
          </div>
        </form>
      ) : (
        <div className="room-question__answer">
          <p className="room-question__who">{q.visibility === 'group' ? `Answered to everyone on “${q.linkTitle}”` : `Answered to ${q.askerName ?? 'the asker'} only`}</p>
          <p>{q.answer}</p>
          <div className="button-row">
            <button className="button button--secondary button--small" type="button" onClick={() => setEditing(true)}>Edit answer</button>
            {q.faqOutputId ? (
              <span className="room-question__faq">In your {faqName}</span>
            ) : (
              <button className="button button--secondary button--small" type="button" disabled={toFaq.isPending} onClick={() => toFaq.mutate()}>
                {toFaq.isPending ? 'Adding…' : `Add to ${faqName}`}
              </button>
            )}
          </div>
          {toFaq.error && <p className="field__error" role="alert">{toFaq.error.message}</p>}
          {faqNote && <p className="hint" role="status">{faqNote}</p>}
        </div>
      )}
    </li>
  );
}
