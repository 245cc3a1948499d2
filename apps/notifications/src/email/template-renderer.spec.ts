import { renderTemplate } from './template-renderer';

const template = {
  subject: 'Your {{toolName}} score: {{score}}/50',
  textBody: 'Hi {{name}}, {{insight}}',
  htmlBody: '<p>Hi {{ name }}, {{insight}}</p>',
};

describe('renderTemplate', () => {
  it('fills every placeholder and escapes values only in HTML', () => {
    const out = renderTemplate(template, { toolName: 'ExitCheck Lite', score: 41, name: 'Mei <Lim>', insight: 'Audit & tidy' });
    expect(out.subject).toBe('Your ExitCheck Lite score: 41/50');
    expect(out.text).toBe('Hi Mei <Lim>, Audit & tidy');
    expect(out.html).toBe('<p>Hi Mei &lt;Lim&gt;, Audit &amp; tidy</p>');
  });

  it('refuses to render with a missing value rather than sending a broken mail', () => {
    expect(() => renderTemplate(template, { toolName: 'x', score: 1, insight: 'y' })).toThrow('Template value "name" is missing');
  });

  it('keeps a subject on one line even when a value holds line breaks', () => {
    expect(renderTemplate({ ...template, subject: 'Hi {{name}}' }, { name: 'a\r\nBcc: x@evil.test', insight: 'i' }).subject).toBe('Hi a Bcc: x@evil.test');
  });
});
