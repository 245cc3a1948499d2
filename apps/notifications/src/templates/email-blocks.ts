import type { EmailCategory } from '../email/entities/email-template.entity';

/**
 * A template is content, not markup: blocks of text with `{{placeholders}}`, turned into a
 * mobile-friendly HTML body by React components and into the plain-text body by the same
 * walk, so the two never drift apart.
 */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[]; ordered: boolean }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'facts'; rows: Array<[label: string, value: string]> }
  /** A to-do: what to do, a muted line under it, and a small figure beside it. */
  | { kind: 'task'; title: string; detail: string; figure: string };

export type EmailTemplateDefinition = {
  id: string;
  name: string;
  category: EmailCategory;
  subject: string;
  /** The grey line inbox lists show after the subject. */
  preheader: string;
  blocks: EmailBlock[];
  /** Completes "You are receiving this because …". */
  reason: string;
};

export const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });
export const heading = (text: string): EmailBlock => ({ kind: 'heading', text });
export const bullets = (...items: string[]): EmailBlock => ({ kind: 'list', items, ordered: false });
export const steps = (...items: string[]): EmailBlock => ({ kind: 'list', items, ordered: true });
export const button = (label: string, href: string): EmailBlock => ({ kind: 'button', label, href });
export const link = (label: string, href: string): EmailBlock => ({ kind: 'link', label, href });
export const facts = (...rows: Array<[string, string]>): EmailBlock => ({ kind: 'facts', rows });
export const task = (title: string, detail: string, figure: string): EmailBlock => ({ kind: 'task', title, detail, figure });
