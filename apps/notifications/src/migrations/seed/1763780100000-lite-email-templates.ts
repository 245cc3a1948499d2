/**
 * The first two templates, frozen with the migration that seeds them (later changes are new
 * template versions, not edits here). Placeholders: name, toolName, score, maxScore,
 * scoreLabel, insight, pricingUrl, consultationLink.
 */
const footerText = `
—
Blueprint Vault · Singapore
You are receiving this because you took a free assessment at Blueprint Vault.
Questions? Reply to this e-mail or write to hello@blueprintvault.example.`;

const wrapHtml = (inner: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#14213d">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px;font-size:20px;font-weight:bold;color:#14213d">Blueprint Vault</td></tr>
<tr><td style="padding:8px 24px 24px;font-size:16px;line-height:1.5">${inner}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#5c6370;border-top:1px solid #e5e7eb">Blueprint Vault · Singapore<br>You are receiving this because you took a free assessment at Blueprint Vault. Questions? Write to hello@blueprintvault.example.</td></tr>
</table></td></tr></table></body></html>`;

export const LITE_EMAIL_TEMPLATES = [
  {
    id: 'assessment_completion',
    name: 'Lite assessment results',
    subject: 'Your {{toolName}} result: {{score}}/{{maxScore}} ({{scoreLabel}})',
    textBody: `Hi {{name}},

Thank you for taking {{toolName}}. You scored {{score}} out of {{maxScore}}: {{scoreLabel}}.

What this means: {{insight}}

Three things worth doing this month:
1. Pull your last two years of ACRA filings and management accounts into one folder.
2. List your top five customers and the share of revenue each brings in.
3. Write down which decisions only you can make today, and who could make them instead.

When you are ready for the full picture, the paid plans give you a scored report, red flags and an action plan you can edit in PowerPoint, Word or PDF:
{{pricingUrl}}
${footerText}`,
    htmlBody: wrapHtml(`<p>Hi {{name}},</p>
<p>Thank you for taking {{toolName}}. You scored <strong>{{score}} out of {{maxScore}}</strong>: <strong>{{scoreLabel}}</strong>.</p>
<p><strong>What this means:</strong> {{insight}}</p>
<p><strong>Three things worth doing this month</strong></p>
<ol><li>Pull your last two years of ACRA filings and management accounts into one folder.</li>
<li>List your top five customers and the share of revenue each brings in.</li>
<li>Write down which decisions only you can make today, and who could make them instead.</li></ol>
<p><a href="{{pricingUrl}}" style="display:inline-block;background:#14213d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">See the full plans</a></p>`),
  },
  {
    id: 'high_score',
    name: 'Lite high score',
    subject: '{{name}}, you scored {{score}}/{{maxScore}}: {{scoreLabel}}',
    textBody: `Hi {{name}},

You scored {{score}} out of {{maxScore}} on {{toolName}}: {{scoreLabel}}. That puts you ahead of most founders we assess.

{{insight}}

Strong scores are where preparation pays most: buyers and investors price certainty. The Pro Vault gives you the full audit across nine dimensions, the investor materials and a data-room checklist, so the strengths you have show up in diligence.

Compare plans: {{pricingUrl}}
Talk to us about your timeline: {{consultationLink}}
${footerText}`,
    htmlBody: wrapHtml(`<p>Hi {{name}},</p>
<p>You scored <strong>{{score}} out of {{maxScore}}</strong> on {{toolName}}: <strong>{{scoreLabel}}</strong>. That puts you ahead of most founders we assess.</p>
<p>{{insight}}</p>
<p>Strong scores are where preparation pays most: buyers and investors price certainty. The Pro Vault gives you the full audit across nine dimensions, the investor materials and a data-room checklist, so the strengths you have show up in diligence.</p>
<p><a href="{{pricingUrl}}" style="display:inline-block;background:#14213d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">Compare plans</a></p>
<p><a href="{{consultationLink}}">Talk to us about your timeline</a></p>`),
  },
] as const;
