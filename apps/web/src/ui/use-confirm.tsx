import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog } from './confirm-dialog';

type Question = { title: string; body: ReactNode; confirmLabel: string; onYes: () => void };

/**
 * Asks before a destructive edit with the in-page ConfirmDialog, for editors that delete in a
 * click handler: `confirm.ask({...})` opens it and `confirm.dialog` renders it. On "yes" the
 * dialog closes first (handing focus back to its opener) and then the edit runs, so an editor
 * that moves focus after a delete (to the neighbouring slide or item) has the last word.
 */
export function useConfirm(): { ask: (question: Question) => void; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null);
  const dialog = question ? (
    <ConfirmDialog
      title={question.title}
      confirmLabel={question.confirmLabel}
      destructive
      onCancel={() => setQuestion(null)}
      onConfirm={() => {
        flushSync(() => setQuestion(null));
        question.onYes();
      }}
    >
      {question.body}
    </ConfirmDialog>
  ) : null;
  return { ask: setQuestion, dialog };
}
