import './side-drawer.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type SideDrawerProps = {
  /** Who or what the row is: "Benjamin Lee", "S$198.00 from ben@example.sg". */
  title: ReactNode;
  /** One line under the title: the e-mail, the plan. */
  subtitle?: ReactNode;
  /** Read by screen readers for the whole panel: "Payment details". */
  label: string;
  onClose: () => void;
  /** True while an action runs: Escape and the backdrop do not close the panel under it. */
  busy?: boolean;
  children: ReactNode;
};

/**
 * The side panel a list row opens (as Stripe's dashboard and Linear do): details, history and
 * actions of one row beside the list on a wide screen, the whole screen on a phone. Focus moves
 * into it, Tab stays in it, Escape or the backdrop closes it, and focus returns to the row.
 */
export function SideDrawer({ title, subtitle, label, onClose, busy = false, children }: SideDrawerProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => opener?.focus();
  }, []);
  // Escape closes from anywhere: focus may have left the panel with a button an action removed.
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || busy) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [busy, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="side-drawer__backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div ref={panel} tabIndex={-1} className="side-drawer" role="dialog" aria-modal="true" aria-label={label} aria-describedby={`${id}-title`} onKeyDown={onKeyDown}>
        <header className="side-drawer__header">
          <div className="side-drawer__titles">
            <h2 className="side-drawer__title" id={`${id}-title`}>
              {title}
            </h2>
            {subtitle && <p className="side-drawer__subtitle">{subtitle}</p>}
          </div>
          <button ref={closeButton} type="button" className="button button--ghost side-drawer__close" onClick={onClose} disabled={busy} aria-label={`Close ${label.toLowerCase()}`}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="side-drawer__body">{children}</div>
      </div>
    </div>
  );
}

/** A titled block of the drawer: "Details", "History", "Actions". */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="side-drawer__section">
      <h3 className="side-drawer__section-title">{title}</h3>
      {children}
    </section>
  );
}

/** Label and value pairs, two columns on a wide panel. */
export function DrawerFacts({ facts }: { facts: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="side-drawer__facts">
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type DrawerActionProps = {
  /** The button that starts the action: "Refund S$198.00". */
  label: string;
  /** The question the confirmation asks, naming the person and the amount. */
  question: string;
  /** What happens, in a sentence or two. */
  consequence: ReactNode;
  destructive?: boolean;
  busy: boolean;
  onConfirm: () => void;
};

/**
 * An action that changes something: its button opens a confirmation in the drawer itself (the
 * question, what follows, Cancel and the confirm button named as the action), never a browser
 * `confirm`. Focus starts on Cancel; confirming runs the action once.
 */
export function DrawerAction({ label, question, consequence, destructive = false, busy, onConfirm }: DrawerActionProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  // Closes once the action has run (its result is shown by the drawer).
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current && !busy) {
      ran.current = false;
      setAsking(false);
      // The confirm button is gone: the keyboard stays in the drawer, where the result is announced.
      (cancel.current?.closest('[role="dialog"]') as HTMLElement | null)?.focus();
    }
  }, [busy]);

  if (!asking) {
    return (
      <button type="button" className={`button ${destructive ? 'button--danger-outline' : 'button--secondary'}`} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div className={`side-drawer__confirm${destructive ? ' side-drawer__confirm--danger' : ''}`} role="group" aria-labelledby={`${id}-q`} aria-describedby={`${id}-c`}>
      <p className="side-drawer__question" id={`${id}-q`}>
        {question}
      </p>
      <div className="side-drawer__consequence" id={`${id}-c`}>
        {consequence}
      </div>
      <div className="side-drawer__confirm-actions">
        <button ref={cancel} type="button" className="button button--secondary" onClick={() => setAsking(false)} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={`button ${destructive ? 'button--danger' : 'button--primary'}`}
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() => {
            ran.current = true;
            onConfirm();
          }}
        >
          {busy ? 'Working…' : label}
        </button>
      </div>
    </div>
  );
}
