import { renderSubjectForLog, renderTemplate } from './template-renderer';

const template = {
  subject: 'Your {{toolName}} score: {{score}}/50',
  textBody: 'Hi {{name}}, {{insight}}',
  htmlBody: '<p>Hi {{ name }}, {{insight}}</p>',
};

describe('renderTemplate', () => {
  it('fills every placeholder and escapes values only in HTML', () => {
    const out = renderTemplate(template, { toolName: 'ExitCheck Lite', score: 41, name: "Mei O'Lim", insight: 'Audit <records> & tidy' });
    expect(out.subject).toBe('Your ExitCheck Lite score: 41/50');
    expect(out.text).toBe("Hi Mei O'Lim, Audit <records> & tidy");
    expect(out.html).toBe('<p>Hi Mei O&#39;Lim, Audit &lt;records&gt; &amp; tidy</p>');
  });

  it('refuses to render with a missing value rather than sending a broken mail', () => {
    expect(() => renderTemplate(template, { toolName: 'x', score: 1, insight: 'y' })).toThrow('Template value "name" is missing');
  });

  it('keeps a subject on one line even when a value holds line breaks', () => {
    expect(renderTemplate({ ...template, subject: 'Your {{insight}}' }, { name: 'a', insight: 'a\r\nBcc: x@evil.test' }).subject).toBe('Your a Bcc: x@evil.test');
  });
});

describe('names typed by visitors', () => {
  const greeting = { subject: '{{name}}, your result', textBody: 'Hi {{name}},', htmlBody: '<p>Hi {{name}},</p>' };

  it('reach the subject and body without links, line breaks or hidden characters', () => {
    const mail = renderTemplate(greeting, { name: 'Mei\u202E https://evil.example/claim\r\nBcc: x@evil.example' });
    expect(mail).toEqual({ subject: 'Mei Bcc:, your result', text: 'Hi Mei Bcc:,', html: '<p>Hi Mei Bcc:,</p>' });
  });

  it.each([
    ['Win now (http://evil.example)', 'Win now'],
    ['Bob,http://evil.example', 'Bob'],
    ['Win [https://evil.example/path]', 'Win'],
    ['Bob \u2039http://evil.example\u203A', 'Bob'],
    ['Mei evil\uFF0Eexample', 'Mei'],
  ])('lose a link stuck to a word or behind a bracket: %j', (typed, kept) => {
    const mail = renderTemplate(greeting, { name: typed });
    expect(mail).toEqual({ subject: `${kept}, your result`, text: `Hi ${kept},`, html: `<p>Hi ${kept},</p>` });
  });

  it('greet "there" when nothing of a name is left', () => {
    expect(renderTemplate(greeting, { name: 'www.evil.example' }).text).toBe('Hi there,');
  });
});

describe('renderSubjectForLog', () => {
  it('fills the subject for the admin log, with a missing value as an ellipsis, never a raw placeholder', () => {
    expect(renderSubjectForLog('{{name}}, your ExitCheck score is {{score}}', { name: 'Mei Ling', score: 72 })).toBe('Mei Ling, your ExitCheck score is 72');
    expect(renderSubjectForLog('Your Blueprint Vault password was {{passwordChange}}', {})).toBe('Your Blueprint Vault password was …');
    expect(renderSubjectForLog('Hi {{name}}', { name: 'x\r\ny' })).not.toMatch(/[\r\n{}]/);
  });
});
