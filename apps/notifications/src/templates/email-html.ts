import { BRAND_COLOURS, BRAND_FONTS, PRODUCT_NAME } from '@bv/brand';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailBlock, EmailTemplateDefinition } from './email-blocks';

// Tables and inline styles: what mail clients (Outlook, Gmail apps) render reliably. The brand's
// colours and font stacks (mail clients cannot load our fonts; the stacks fall back gracefully).
const colors = {
  ink: BRAND_COLOURS.text,
  navy: BRAND_COLOURS.ink900,
  muted: BRAND_COLOURS.textMuted,
  line: BRAND_COLOURS.line,
  page: BRAND_COLOURS.paper,
  card: BRAND_COLOURS.surface,
  gold: BRAND_COLOURS.accent,
  link: BRAND_COLOURS.accentStrong,
  onDark: BRAND_COLOURS.textOnDark,
  markBackground: BRAND_COLOURS.ink700,
};
const text: CSSProperties = { fontSize: '16px', lineHeight: '1.5', margin: '0 0 16px' };

function Block({ block }: { block: EmailBlock }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return h('p', { style: text }, block.text);
    case 'heading':
      return h('h2', { style: { fontFamily: BRAND_FONTS.headingStack, fontSize: '20px', margin: '24px 0 8px', color: colors.navy } }, block.text);
    case 'list':
      return h(
        block.ordered ? 'ol' : 'ul',
        { style: { ...text, paddingLeft: '20px' } },
        block.items.map((item, i) => h('li', { key: i, style: { margin: '0 0 8px' } }, item)),
      );
    case 'button':
      return h(
        'p',
        { style: { margin: '24px 0' } },
        h(
          'a',
          {
            href: block.href,
            style: { display: 'inline-block', background: colors.gold, color: colors.navy, padding: '12px 22px', borderRadius: '8px', textDecoration: 'none', fontWeight: 'bold' },
          },
          block.label,
        ),
      );
    case 'link':
      return h('p', { style: text }, h('a', { href: block.href, style: { color: colors.link } }, block.label));
    case 'task':
      return h(
        'table',
        { role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0, style: { margin: '0 0 12px', border: `1px solid ${colors.line}`, borderLeft: `3px solid ${colors.gold}`, borderRadius: '8px' } },
        h(
          'tbody',
          null,
          h(
            'tr',
            null,
            h(
              'td',
              { style: { padding: '12px 14px' } },
              h('p', { style: { margin: '0 0 4px', fontSize: '15px', lineHeight: '1.45', fontWeight: 'bold', color: colors.navy } }, block.title),
              h('p', { style: { margin: 0, fontSize: '13px', lineHeight: '1.45', color: colors.muted } }, block.detail),
            ),
            h(
              'td',
              { align: 'right', valign: 'top', style: { padding: '12px 14px 12px 0', whiteSpace: 'nowrap', fontSize: '13px', fontWeight: 'bold', color: colors.link } },
              block.figure,
            ),
          ),
        ),
      );
    case 'facts':
      return h(
        'table',
        { role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0, style: { margin: '0 0 16px', borderTop: `1px solid ${colors.line}` } },
        h(
          'tbody',
          null,
          block.rows.map(([label, value], i) =>
            h(
              'tr',
              { key: i },
              h('td', { style: { padding: '8px 0', color: colors.muted, borderBottom: `1px solid ${colors.line}` } }, label),
              h('td', { align: 'right', style: { padding: '8px 0', fontWeight: 'bold', borderBottom: `1px solid ${colors.line}` } }, value),
            ),
          ),
        ),
      );
  }
}

function Footer({ template }: { template: EmailTemplateDefinition }): ReactNode {
  const small: CSSProperties = { margin: '0 0 8px', fontSize: '12px', lineHeight: '1.5', color: colors.muted };
  return h(
    'td',
    { style: { padding: '16px 24px', borderTop: `1px solid ${colors.line}` } },
    h('p', { style: small }, `${PRODUCT_NAME} · Singapore`),
    h('p', { style: small }, `You are receiving this because ${template.reason}. Questions? Write to {{contactEmail}}.`),
    template.category === 'marketing' &&
      h(
        'p',
        { style: small },
        h('a', { href: '{{preferencesUrl}}', style: { color: colors.muted } }, 'E-mail preferences'),
        ' · ',
        h('a', { href: '{{unsubscribeUrl}}', style: { color: colors.muted } }, 'Unsubscribe'),
      ),
  );
}

/** The site header in mail: the logo mark as a gold "B" on a navy square (no images to block), the name beside it. */
function Masthead(): ReactNode {
  return h(
    'td',
    { style: { padding: '18px 24px', background: colors.navy, borderBottom: `3px solid ${colors.gold}` } },
    h(
      'span',
      {
        style: {
          display: 'inline-block',
          width: '28px',
          height: '28px',
          lineHeight: '28px',
          textAlign: 'center',
          borderRadius: '6px',
          background: colors.markBackground,
          color: colors.gold,
          fontFamily: BRAND_FONTS.headingStack,
          fontWeight: 'bold',
          fontSize: '18px',
          verticalAlign: 'middle',
        },
      },
      'B',
    ),
    h('span', { style: { marginLeft: '10px', color: colors.onDark, fontFamily: BRAND_FONTS.headingStack, fontWeight: 'bold', fontSize: '20px', verticalAlign: 'middle' } }, PRODUCT_NAME),
  );
}

function EmailDocument({ template }: { template: EmailTemplateDefinition }): ReactNode {
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width,initial-scale=1' }),
      h('title', null, template.subject),
    ),
    h(
      'body',
      { style: { margin: 0, background: colors.page, fontFamily: BRAND_FONTS.bodyStack, color: colors.ink } },
      h('div', { style: { display: 'none', maxHeight: 0, overflow: 'hidden' } }, template.preheader),
      h(
        'table',
        { role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0 },
        h(
          'tbody',
          null,
          h(
            'tr',
            null,
            h(
              'td',
              { align: 'center', style: { padding: '24px 12px' } },
              h(
                'table',
                { role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0, style: { maxWidth: '560px', background: colors.card, borderRadius: '10px', overflow: 'hidden' } },
                h(
                  'tbody',
                  null,
                  h('tr', null, h(Masthead)),
                  h('tr', null, h('td', { style: { padding: '24px 24px 16px' } }, template.blocks.map((block, i) => h(Block, { key: i, block })))),
                  h('tr', null, h(Footer, { template })),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The HTML body with its `{{placeholders}}` intact; values are filled (escaped) at send time. */
export function renderTemplateHtml(template: EmailTemplateDefinition): string {
  return `<!doctype html>${renderToStaticMarkup(h(EmailDocument, { template }))}`;
}
