import { button, link, paragraph, steps, type EmailTemplateDefinition } from './email-blocks';

const reason = 'you took a free assessment at Blueprint Vault';

/** Step 0 of the Lite sequences: the result the visitor asked for (transactional). */
export const LITE_RESULT_TEMPLATES: EmailTemplateDefinition[] = [
  {
    id: 'assessment_completion',
    name: 'Lite assessment results',
    category: 'transactional',
    subject: 'Your {{toolName}} result: {{score}}/{{maxScore}} ({{scoreLabel}})',
    preheader: 'Your score, what it means, and three things worth doing this month.',
    reason,
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('Thank you for taking {{toolName}}. You scored {{score}} out of {{maxScore}}: {{scoreLabel}}.'),
      paragraph('What this means: {{insight}}'),
      paragraph('Three things worth doing this month:'),
      steps(
        'Pull your last two years of ACRA filings and management accounts into one folder.',
        'List your top five customers and the share of revenue each brings in.',
        'Write down which decisions only you can make today, and who could make them instead.',
      ),
      paragraph('When you are ready for the full picture, the paid plans give you a scored report, red flags and an action plan you can edit in PowerPoint, Word or PDF.'),
      button('See the full plans', '{{pricingUrl}}'),
    ],
  },
  {
    id: 'high_score',
    name: 'Lite high score',
    category: 'transactional',
    subject: '{{name}}, you scored {{score}}/{{maxScore}}: {{scoreLabel}}',
    preheader: 'You are ahead of most founders we assess. Here is how to make it count.',
    reason,
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('You scored {{score}} out of {{maxScore}} on {{toolName}}: {{scoreLabel}}. That puts you ahead of most founders we assess.'),
      paragraph('{{insight}}'),
      paragraph(
        'Strong scores are where preparation pays most: buyers and investors price certainty. The Pro Vault gives you the full audit across nine dimensions, the investor materials and a data-room checklist, so the strengths you have show up in diligence.',
      ),
      button('Compare plans', '{{pricingUrl}}'),
      link('Talk to us about your timeline', '{{consultationLink}}'),
    ],
  },
];
