import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTabStrip } from './use-tab-strip';

type SectionNavProps = {
  /** The navigation's name for screen readers ("Workspace", "Account sections"). */
  label: string;
  /** The section shown now, written on the phone's menu button; null when no item is current. */
  current: string | null;
  /** Changes on every move between sections: the menu closes and the strip scrolls to the current item. */
  location: string;
  className: string;
  /** The `<li>` items with their links. */
  children: ReactNode;
};

/**
 * A row of section links that never cuts a word on a phone: on a narrow screen the links fold
 * into a menu button that names the current section (as Stripe's and Linear's phone apps do), and
 * open as a full-width list; on a wider screen they are the usual strip or side list (see
 * .section-nav in styles/components.css). The links stay in the page either way, so they work
 * without the menu for keyboard and screen-reader users on a wide screen.
 */
export function SectionNav({ label, current, location, className, children }: SectionNavProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const strip = useTabStrip<HTMLUListElement>(location);

  useEffect(() => setOpen(false), [location]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <nav className={`section-nav ${className}`} aria-label={label} data-open={open ? '' : undefined} onKeyDown={closeOnEscape}>
      <button ref={toggle} type="button" className="section-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        <span className="visually-hidden">{label}: </span>
        <span className="section-nav__current">{current ?? 'Menu'}</span>
        <svg className="section-nav__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={listId} ref={strip}>
        {children}
      </ul>
    </nav>
  );
}
