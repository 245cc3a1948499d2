import { cleanVisitorName } from '@bv/domain';

export type TemplateData = Record<string, string | number | null>;
export type RenderedEmail = { subject: string; text: string; html: string };

const placeholder = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEscapes[c]);
}

/**
 * A name was typed by a visitor (a Lite form, a sign-up) and goes to the address they typed:
 * cleaned once more here, whatever path it came by, so no mail carries a link or hidden text in it.
 */
function visitorGreetingName(typed: string): string {
  return cleanVisitorName(typed) || 'there';
}

/** The log's data cannot fill the template: retrying will not help. */
export class MissingTemplateValueError extends Error {}

/** A template text split once into literal text and placeholder keys (odd indexes are keys). */
type CompiledText = string[];

/** Template texts seen so far; there are a few dozen templates, each with a few versions. */
const compiled = new Map<string, CompiledText>();
const COMPILED_LIMIT = 500;

function compile(template: string): CompiledText {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(placeholder);
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    compiled.set(template, parts);
  }
  return parts;
}

function fill(template: string, data: TemplateData, escape: (v: string) => string): string {
  const parts = compile(template);
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i];
    const value = data[key];
    // A mail that says "Hi {{name}}" is worse than no mail: fail and let the log say why.
    if (value === undefined || value === null) throw new MissingTemplateValueError(`Template value "${key}" is missing`);
    out += escape(key === 'name' ? visitorGreetingName(String(value)) : String(value)) + parts[i + 1];
  }
  return out;
}

/** Fills `{{key}}` placeholders; values are HTML-escaped in the HTML body only. */
export function renderTemplate(template: { subject: string; textBody: string; htmlBody: string }, data: TemplateData): RenderedEmail {
  const plain = (v: string) => v.replace(/[\r\n]+/g, ' ');
  return {
    subject: fill(template.subject, data, plain),
    text: fill(template.textBody, data, (v) => v),
    html: fill(template.htmlBody, data, escapeHtml),
  };
}

/**
 * The subject as it was (or will be) sent, for the admin's log: filled from the log's values,
 * each missing value shown as "…" rather than a raw placeholder.
 */
export function renderSubjectForLog(subject: string, data: TemplateData): string {
  return subject.replace(placeholder, (_, key: string) => {
    const value = data[key];
    if (value === undefined || value === null) return '…';
    return (key === 'name' ? visitorGreetingName(String(value)) : String(value)).replace(/[\r\n]+/g, ' ');
  });
}
