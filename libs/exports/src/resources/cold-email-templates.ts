import { renderGuidePdf, type Guide } from './guide-pdf';
import { resourceMeta } from './resource-meta';

// Six templates: four for raising (warm intro, VC, angel, re-engaging a "not yet") and two for
// selling (strategic acquirer, M&A adviser / PE). Each has a first e-mail and two follow-ups.
export const COLD_EMAIL_TEMPLATES: Guide = {
  intro: [
    'Six short e-mails that get replies from investors and acquirers, with subject lines and follow-ups. Replace everything in [brackets]; keep the length. ' +
      'Investors and corporate development teams in Singapore and South-East Asia read on their phones between meetings: five to eight sentences, one clear number, one clear ask.',
  ],
  sections: [
    {
      title: 'Before you send',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Research the recipient: their recent investments or acquisitions, portfolio conflicts and cheque size or deal size. Mention one specific reason you chose them.',
            'Lead with your strongest metric (revenue, growth, retention, margin) in the first two lines.',
            'Ask for one thing only: a 20-minute call, or permission to send the deck. Attach nothing on the first e-mail unless asked; share a view-only link.',
            'Send Tuesday to Thursday, 8-10am Singapore time. Avoid the weeks around Chinese New Year, Hari Raya and late December.',
            'Follow up twice (after 4-5 working days, then after 10-12). After that, move them to your quarterly update list instead.',
            'Track every e-mail in a simple CRM or spreadsheet: date sent, opened, replied, next step.',
          ],
        },
      ],
    },
    {
      title: '1. Asking for a warm introduction',
      blocks: [
        { kind: 'paragraph', text: 'Warm introductions convert several times better than cold e-mails. Make it effortless: send your contact a short, forwardable note they can pass on unchanged.' },
        {
          kind: 'email',
          label: 'To your mutual contact',
          subject: 'Quick favour: intro to [Investor name] at [Fund]?',
          body:
            'Hi [Name],\n\nWe are raising a [S$2m seed round] for [Company], and [Investor name] at [Fund] looks like a strong fit given their investment in [portfolio company]. Would you be comfortable introducing us?\n\n' +
            'I have put a short blurb below you can forward as it is. No pressure at all if it is not the right time.\n\n' +
            '---\n[Company] helps [customer] [do what] across [markets]. We have grown to [S$X MRR / N customers], up [Y%] in the last [6 months], and are raising [amount] to [milestone]. [Founder name] previously [one-line credential]. Deck: [link]\n---\n\nThanks,\n[Your name]',
        },
        { kind: 'email', label: 'Follow-up (day 5)', subject: 'Re: Quick favour: intro to [Investor name] at [Fund]?', body: 'Hi [Name], just bumping this in case it got buried. Happy to adjust the blurb if that helps. Thanks either way!\n[Your name]' },
      ],
    },
    {
      title: '2. Cold e-mail to a VC partner',
      blocks: [
        { kind: 'paragraph', text: 'For seed to Series A funds. Address the partner who covers your sector, not the general inbox. One metric, one reason for them, one ask.' },
        {
          kind: 'email',
          label: 'First e-mail',
          subject: '[Company]: [S$1.2m ARR, 15% MoM] [sector] in SEA, raising [Series A]',
          body:
            'Hi [First name],\n\nI am the founder of [Company]. We help [customer] in [markets] [solve problem], and have reached [S$1.2m ARR growing 15% month on month] with [net revenue retention of 120%].\n\n' +
            'I am reaching out because of your work with [portfolio company] and your thesis on [theme]; we see [specific connection].\n\n' +
            'We are raising [S$6m Series A] to [expand to Indonesia and reach S$5m ARR]. Would you be open to a 20-minute call next week? Deck here: [view-only link]\n\nBest,\n[Name], [title]\n[Phone]',
        },
        { kind: 'email', label: 'Follow-up 1 (day 4-5)', subject: 'Re: [original subject]', body: 'Hi [First name], a quick update since my note: we signed [new customer / milestone] this week, taking us to [new metric]. Still keen to share more if useful. [Name]' },
        { kind: 'email', label: 'Follow-up 2 (day 10-12)', subject: 'Re: [original subject]', body: 'Hi [First name], I will take silence as "not right now" and stop here. If it helps, I send a short monthly update to investors following us; happy to add you. [Name]' },
      ],
    },
    {
      title: '3. Cold e-mail to an angel or operator investor',
      blocks: [
        { kind: 'paragraph', text: 'Angels and operators invest in people and in problems they know. Show why their experience matters to you, and say what else you would value beyond the cheque.' },
        {
          kind: 'email',
          label: 'First e-mail',
          subject: '[Mutual topic]: a founder building [what] in [market]',
          body:
            'Hi [First name],\n\nYour years [building / scaling X at Company] are exactly the experience we are looking for. I run [Company]: we [one-line description], and [traction in one line].\n\n' +
            'We are raising [S$800k] on a [SAFE / convertible note] with [lead investor or committed amount] already committed. Beyond capital, your view on [specific challenge, e.g. entering Vietnam] would help a lot.\n\n' +
            'Could I buy you a coffee or take 20 minutes on a call in the next two weeks?\n\nThanks,\n[Name]',
        },
        { kind: 'email', label: 'Follow-up (day 5-7)', subject: 'Re: [original subject]', body: 'Hi [First name], following up with one thing I should have included: [a relevant metric, customer logo or press mention]. Would [day] or [day] suit for a short call? [Name]' },
      ],
    },
    {
      title: '4. Re-engaging an investor who said "not yet"',
      blocks: [
        { kind: 'paragraph', text: 'Most rounds close with investors who passed once. Go back when you have hit the milestone they asked for, and quote their concern back to them.' },
        {
          kind: 'email',
          label: 'First e-mail',
          subject: '[Company] update: [the milestone they wanted to see]',
          body:
            'Hi [First name],\n\nWhen we spoke in [month], you said you would want to see [their concern, e.g. "retention above 90% and a second market"]. Since then:\n\n' +
            '- [Metric 1, e.g. gross revenue retention now 94%]\n- [Metric 2, e.g. live in Malaysia with 40 paying customers]\n- [Metric 3, e.g. burn down 20% while revenue grew 2x]\n\n' +
            'We are opening our [round] in [timeframe]. Would you like to take another look before we go wider?\n\nBest,\n[Name]',
        },
        { kind: 'email', label: 'Follow-up (day 7)', subject: 'Re: [Company] update', body: 'Hi [First name], we have [X% / S$Y] of the round committed and expect to close by [date]. If you would like to be part of it, this is a good week to talk. [Name]' },
      ],
    },
    {
      title: '5. Approaching a strategic acquirer',
      blocks: [
        { kind: 'paragraph', text: 'Write to the CEO, head of strategy or corporate development of a company that gains the most from owning you. Frame it as a partnership conversation; never lead with "we are for sale", which invites a low offer.' },
        {
          kind: 'email',
          label: 'First e-mail',
          subject: '[Company] x [Acquirer]: [customer or capability] in [market]',
          body:
            'Hi [First name],\n\nI am the founder of [Company]. We serve [N customers / segment] in [markets] with [product], at [S$X revenue, Y% EBITDA margin / growth].\n\n' +
            'Many of our customers also use [Acquirer]\'s [product], and we think there is a strong fit between [our capability] and your plans in [market or segment].\n\n' +
            'Would you be open to an exploratory conversation about how we might work together more closely?\n\nKind regards,\n[Name], [title]',
        },
        { kind: 'email', label: 'Follow-up 1 (day 5)', subject: 'Re: [Company] x [Acquirer]', body: 'Hi [First name], sharing a short case study of how [customer] uses us alongside [Acquirer product]: [link]. Happy to walk your team through it. [Name]' },
        { kind: 'email', label: 'Follow-up 2 (day 12)', subject: 'Re: [Company] x [Acquirer]', body: 'Hi [First name], I will leave it here for now. If [theme, e.g. expanding in Indonesia] becomes a priority this year, I would be glad to compare notes. [Name]' },
      ],
    },
    {
      title: '6. Approaching an M&A adviser or private equity firm',
      blocks: [
        { kind: 'paragraph', text: 'For owners preparing a sale process. Advisers and PE firms screen on size, profitability and sector, so put the numbers up front and be clear about your timeline.' },
        {
          kind: 'email',
          label: 'First e-mail',
          subject: 'Profitable [sector] business in [country], [S$X] revenue: exploring options',
          body:
            'Dear [Name],\n\nI own [Company], a [sector] business founded in [year] in [country], with [S$X revenue, S$Y EBITDA] and [Z% recurring revenue]. We operate in [markets] with [N] staff.\n\n' +
            'I am exploring a [full sale / majority sale / growth partner] over the next [12-18 months] and am speaking with a small number of [advisers / investors] with experience in [sector] in the region.\n\n' +
            'Would you be open to an introductory call? I can share a short summary under NDA.\n\nRegards,\n[Name]',
        },
        { kind: 'email', label: 'Follow-up (day 7)', subject: 'Re: Profitable [sector] business in [country]', body: 'Dear [Name], following up on my note below. Our ExitCheck readiness score is [score/100] and our last three years of accounts are audited, so we can move quickly. Would [day] work for a call? [Name]' },
      ],
    },
  ],
};

export function buildColdEmailTemplates(): Promise<Buffer> {
  return renderGuidePdf(
    COLD_EMAIL_TEMPLATES,
    resourceMeta('Cold e-mail templates', 'Six templates for reaching investors and acquirers, with follow-ups'),
    'Cold e-mail templates for investors and acquirers',
  );
}
