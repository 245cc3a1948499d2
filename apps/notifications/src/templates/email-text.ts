import type { EmailBlock, EmailTemplateDefinition } from './email-blocks';

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      // Capitals would change a {{placeholder}}'s key (and half-capitalise the line): kept as written then.
      return block.text.includes('{{') ? block.text : block.text.toUpperCase();
    case 'list':
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${item}`).join('\n');
    case 'button':
    case 'link':
      return `${block.label}: ${block.href}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'task':
      return `- ${block.title} (${block.figure})\n  ${block.detail}`;
  }
}

/** The plain-text body: the same blocks, one paragraph each, links written out. */
export function renderTemplateText(template: EmailTemplateDefinition): string {
  const footer = [
    '—',
    'Blueprint Vault · Singapore',
    `You are receiving this because ${template.reason}.`,
    'Questions? Reply to this e-mail or write to {{contactEmail}}.',
    ...(template.category === 'marketing' ? ['E-mail preferences: {{preferencesUrl}}', 'Unsubscribe: {{unsubscribeUrl}}'] : []),
  ].join('\n');
  return `${template.blocks.map(blockText).join('\n\n')}\n\n${footer}\n`;
}
