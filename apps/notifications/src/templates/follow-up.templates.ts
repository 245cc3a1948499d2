import { bullets, button, link, paragraph, type EmailTemplateDefinition } from './email-blocks';

const reason = 'you took a free assessment at Blueprint Vault and did not opt out of our follow-up tips';

/** The later steps of the Lite sequences: advice and offers (marketing, stopped by a purchase). */
export const FOLLOW_UP_TEMPLATES: EmailTemplateDefinition[] = [
  {
    id: 'assessment_completion_tips',
    name: 'Lite follow-up: three fixes',
    category: 'marketing',
    subject: 'Three fixes that lift your {{toolName}} score',
    preheader: 'The quickest wins we see in Singapore and Southeast Asian SMEs.',
    reason,
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('Most of the points founders lose on {{toolName}} come from three places, and all three can be fixed within a quarter:'),
      bullets(
        'Books a buyer can trust: monthly management accounts that reconcile to your IRAS filings, closed within 15 days of month end.',
        'Revenue that does not walk out of the door: no customer above 20% of revenue, and written contracts for the rest.',
        'A business that runs without you: a documented owner for sales, delivery and finance, each with a named deputy.',
      ),
      paragraph('Pick the one that costs you most sleep and give it an afternoon this week.'),
      link('See how the full audit scores each of these', '{{pricingUrl}}'),
    ],
  },
  {
    id: 'assessment_completion_offer',
    name: 'Lite follow-up: the full report',
    category: 'marketing',
    subject: '{{name}}, the full {{toolName}} picture in one evening',
    preheader: 'Starter from S$98, with a 30-day money-back guarantee.',
    reason,
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('Your free score shows where you stand. The full version shows what to do about it: a scored report across nine exit-critical dimensions, red flags ranked by what a buyer would discount, and a 90-day action plan.'),
      bullets('Starter (S$98, one-time): one tool of your choice.', 'Pro Vault (S$198, one-time): ExitCheck and PitchPrep together.', 'Every plan: editable in PowerPoint, Word and PDF, with a 30-day money-back guarantee.'),
      button('Choose a plan', '{{pricingUrl}}'),
    ],
  },
  {
    id: 'high_score_consultation',
    name: 'High score follow-up: what buyers check',
    category: 'marketing',
    subject: 'What buyers check first in a business like yours',
    preheader: 'Strong businesses lose value in diligence, not in the pitch.',
    reason: 'you showed strong readiness at Blueprint Vault and did not opt out of our follow-up tips',
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('Businesses as ready as yours rarely lose value in the pitch. They lose it in diligence, when a buyer finds something the founder had not written down:'),
      bullets(
        'Contracts with change-of-control clauses nobody remembered.',
        'Key staff without service agreements or restraint clauses.',
        'Customer data handled without a PDPA-compliant consent trail.',
      ),
      paragraph('An hour with an advisor before you talk to buyers usually finds these first.'),
      button('Book a consultation', '{{consultationLink}}'),
      link('Or compare the plans', '{{pricingUrl}}'),
    ],
  },
  {
    id: 'high_score_offer',
    name: 'High score follow-up: Pro Vault',
    category: 'marketing',
    subject: '{{name}}, turn a strong score into a strong deal',
    preheader: 'The full audit, investor materials and a data-room checklist for S$198.',
    reason: 'you showed strong readiness at Blueprint Vault and did not opt out of our follow-up tips',
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('The Pro Vault is built for founders who are close: the full nine-dimension audit, a pitch or exit deck, an investor FAQ and a data-room checklist with ACRA, IRAS, SFRS and PDPA items called out.'),
      paragraph('S$198 one-time, editable in PowerPoint, Word and PDF, with a 30-day money-back guarantee.'),
      button('Get the Pro Vault', '{{pricingUrl}}'),
    ],
  },
];
