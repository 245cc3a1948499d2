import { createHash } from 'node:crypto';
import type { EmailTemplateDefinition } from './email-blocks';
import { renderTemplateHtml } from './email-html';
import { renderTemplateText } from './email-text';

export type CompiledTemplate = {
  id: string;
  name: string;
  category: EmailTemplateDefinition['category'];
  subject: string;
  textBody: string;
  htmlBody: string;
  /** Changes whenever anything a recipient would see changes: that makes a new version. */
  contentHash: string;
};

export function compileTemplate(template: EmailTemplateDefinition): CompiledTemplate {
  const compiled = { id: template.id, name: template.name, category: template.category, subject: template.subject, textBody: renderTemplateText(template), htmlBody: renderTemplateHtml(template) };
  return { ...compiled, contentHash: contentHash(compiled) };
}

export function contentHash(t: { name: string; category: string; subject: string; textBody: string; htmlBody: string }): string {
  return createHash('sha256').update(JSON.stringify([t.name, t.category, t.subject, t.textBody, t.htmlBody])).digest('hex');
}
