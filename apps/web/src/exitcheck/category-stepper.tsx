import { useEffect, useRef } from 'react';
import type { BankCategory, CategoryProgress } from './bank-position';

const STATE_TEXT: Record<CategoryProgress, string> = { done: 'completed', current: 'current', upcoming: 'not started' };

/** The nine categories; scrolls sideways on phones and keeps the current one in view. */
export function CategoryStepper({ categories, progress }: { categories: BankCategory[]; progress: CategoryProgress[] }) {
  const currentRef = useRef<HTMLLIElement>(null);
  const currentIndex = progress.indexOf('current');

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers scroll the strip only, not the page.
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [currentIndex]);

  return (
    // Focusable, so a keyboard can scroll the strip where it overflows (phones).
    <nav className="pro-stepper" aria-label="Assessment categories" tabIndex={0}>
      <ol className="pro-stepper__list">
        {categories.map((category, index) => {
          const state = progress[index];
          return (
            <li
              key={category.id}
              ref={state === 'current' ? currentRef : undefined}
              className={`pro-stepper__item pro-stepper__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="pro-stepper__marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="pro-stepper__title">{category.title}</span>
              <span className="visually-hidden"> ({STATE_TEXT[state]})</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
