import './question-panel.css';
import type { ViewerRoomQuestion, ViewerRoomQuestionList } from '@bv/contracts';
// Not from '@bv/contracts': that would bring zod and every schema to the investor's page.
import { MAX_ROOM_QUESTION_CHARS } from '@bv/contracts/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { roomQuestionsVisitApi } from '../api/room-questions';
import type { SharingApiError } from '../api/sharing';
import { SideDrawer } from '../ui/side-drawer';

type Props = { token: string; grant: string | null; documentId: string; page: number; pages: number; sender: string | null; documentName: string; unit: 'Page' | 'Slide'; onClose: () => void };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short' });

/** A question typed but not sent, per document: closing the drawer (Escape, a stray click) does not lose it. */
const drafts = new Map<string, string>();

const questionsKey = (token: string, grant: string | null, documentId: string) => ['room-link', token, grant, 'questions', documentId];
const useQuestionList = (token: string, grant: string | null, documentId: string) =>
  useQuery<ViewerRoomQuestionList, SharingApiError>({ queryKey: questionsKey(token, grant, documentId), queryFn: () => roomQuestionsVisitApi.list(token, documentId, grant), retry: 1 });

/**
 * The number on the viewer's "Ask a question" button: how many questions (the visitor's own and
 * those answered to everyone) the drawer holds, so answers are not hidden behind a closed door.
 */
export function QuestionCount({ token, grant, documentId }: { token: string; grant: string | null; documentId: string }) {
  const count = useQuestionList(token, grant, documentId).data?.questions.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="question-count">
      {count}
      <span className="visually-hidden"> {count === 1 ? 'question' : 'questions'} so far</span>
    </span>
  );
}

/**
 * Questions about a room link's document (docs/product-rules.md, "Deal rooms": questions), in a
 * side drawer the viewer's "Ask a question" opens, so the page keeps the screen's width: the
 * visitor's own questions and the answers the founder shared with everyone on the link, and a form
 * to ask about the page on screen or the whole document. Focus starts in the question box; Escape
 * or Close returns it to the button.
 */
export function QuestionPanel({ token, grant, documentId, page, pages, sender, documentName, unit, onClose }: Props) {
  // The company by name; "the sender" when only the room's name is known (a room is not a person to ask).
  const who = sender ?? 'the sender';
  const Who = sender ?? 'The sender';
  const uid = useId();
  const client = useQueryClient();
  const queryKey = questionsKey(token, grant, documentId);
  const list = useQuestionList(token, grant, documentId);
  const box = useRef<HTMLTextAreaElement>(null);
  // After the drawer's own focus (its Close button) moves: asking is why the visitor opened it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => box.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const [text, setDraft] = useState(() => drafts.get(documentId) ?? '');
  const setText = (value: string) => {
    drafts.set(documentId, value);
    setDraft(value);
  };
  const [about, setAbout] = useState<'page' | 'document'>('page');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const asksForContact = list.data?.asksForContact ?? false;
  const ask = useMutation<ViewerRoomQuestion, SharingApiError, void>({
    mutationFn: () =>
      roomQuestionsVisitApi.ask(token, documentId, grant, {
        text: text.trim(),
        page: about === 'page' && pages > 0 ? page : null,
        ...(asksForContact ? { name: name.trim(), email: email.trim() } : {}),
      }),
    retry: false,
    onSuccess: (question) => {
      setText('');
      setSent(`Sent. ${Who} is told by e-mail; the answer appears here${asksForContact ? ' and in your inbox' : ''}.`);
      client.setQueryData<ViewerRoomQuestionList>(queryKey, (old) => (old ? { ...old, questions: [...old.questions, question] } : old));
    },
  });

  const missing =
    text.trim().length < 3
      ? 'Write your question.'
      : asksForContact && name.trim().length < 2
        ? 'Type your name.'
        : asksForContact && !EMAIL.test(email.trim())
          ? 'Type your e-mail address so the answer can reach you.'
          : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    if (!missing && !ask.isPending) ask.mutate();
  };
  const questions = list.data?.questions ?? [];

  return (
    <SideDrawer title={`Questions${questions.length > 0 ? ` (${questions.length})` : ''}`} subtitle={documentName} label="Questions" onClose={onClose} busy={ask.isPending}>
      <div className="question-panel">
        {list.isPending ? (
          <p className="question-panel__note" role="status">Loading questions…</p>
        ) : list.isError ? (
          <div className="question-panel__note" role="alert">
            <p>{list.error.message || 'The questions could not be loaded.'}</p>
            <button className="button button--secondary button--small" type="button" onClick={() => void list.refetch()}>Try again</button>
          </div>
        ) : questions.length === 0 ? (
          <p className="question-panel__note">No questions on this document yet. Ask {who} about anything you read here.</p>
        ) : (
          <ol className="question-panel__list">
            {questions.map((q) => (
              <li key={q.id} className="question-item">
                <p className="question-item__meta">
                  {q.page ? `${unit} ${q.page}` : 'Whole document'} · {q.mine ? 'You asked' : 'Asked by a reader'} · {DATE.format(new Date(q.askedAt))}
                </p>
                <p className="question-item__text">{q.text}</p>
                {q.status === 'answered' && q.answer ? (
                  <div className="question-item__answer">
                    <p className="question-item__who">{Who} answered{q.visibility === 'group' ? ' everyone on this link' : ' you'}</p>
                    <p>{q.answer}</p>
                  </div>
                ) : (
                  <p className="question-item__waiting">Waiting for an answer</p>
                )}
              </li>
            ))}
          </ol>
        )}
        <form className="question-form" onSubmit={submit} noValidate aria-labelledby={`${uid}-ask`}>
          <h3 id={`${uid}-ask`} className="question-form__title">Ask {who}</h3>
          {pages > 0 && (
            <fieldset className="question-form__about">
              <legend className="visually-hidden">About</legend>
              <label>
                <input type="radio" name={`${uid}-about`} checked={about === 'page'} onChange={() => setAbout('page')} /> {unit} {page}
              </label>
              <label>
                <input type="radio" name={`${uid}-about`} checked={about === 'document'} onChange={() => setAbout('document')} /> Whole document
              </label>
            </fieldset>
          )}
          <div className="field">
            <label htmlFor={`${uid}-text`}>Your question</label>
            <textarea ref={box} id={`${uid}-text`} rows={4} maxLength={MAX_ROOM_QUESTION_CHARS} value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          {asksForContact && (
            <div className="question-form__contact">
              <div className="field">
                <label htmlFor={`${uid}-name`}>Your name</label>
                <input id={`${uid}-name`} autoComplete="name" maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor={`${uid}-email`}>Your e-mail</label>
                <input id={`${uid}-email`} type="email" autoComplete="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
              </div>
            </div>
          )}
          {ask.error && (
            <p className="field__error" role="alert">
              {ask.error.message}
            </p>
          )}
          <div className="question-form__actions">
            <button className="button button--primary" type="submit" disabled={missing !== null || ask.isPending} aria-busy={ask.isPending || undefined}>
              {ask.isPending ? 'Sending…' : 'Send question'}
            </button>
            <span className="hint" role="status">
              {sent ?? (text.length > 0 ? (missing ?? '') : '')}
            </span>
          </div>
          <p className="question-form__privacy">Only {who} sees who asked. They may answer you alone or everyone who has this link.</p>
        </form>
      </div>
    </SideDrawer>
  );
}
