import type { OutputType } from '@bv/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ExportButtons } from './export-buttons';

type DownloadMenuProps = {
  outputId: string;
  outputType: OutputType;
  /** Unsaved edits on the page: the menu says the files are the last saved version. */
  dirty?: boolean;
  /** Added (visually hidden) to the names where several outputs share a screen. */
  context?: string;
  small?: boolean;
  /** Shown at the menu's top, before the files (the deck's lines still to add). */
  before?: ReactNode;
};

/**
 * The editor's downloads behind one "Download" button (like Gamma's or Pitch's export menu), so
 * the save bar stays one short row on a phone. The choices stay mounted while closed: a download
 * that is being prepared keeps its state. Escape or a click elsewhere closes it.
 */
export function DownloadMenu({ outputId, outputType, dirty = false, context, small = false, before }: DownloadMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="pp-download"
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={`button button--secondary pp-download__toggle${small ? ' button--small' : ''}`}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(!open)}
      >
        Download{context && <span className="visually-hidden"> {context}</span>}
        <span aria-hidden="true" className="pp-download__caret" />
      </button>
      {/* A link in the menu (to the deck's gaps) closes it as it jumps. */}
      <div id={`${id}-menu`} className="pp-download__menu" hidden={!open} onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
        {before}
        {dirty && <p className="hint pp-download__note">Downloads use the last saved version.</p>}
        <ExportButtons outputId={outputId} outputType={outputType} context={context} small={small} />
      </div>
    </div>
  );
}
