import { button, facts, paragraph, type EmailTemplateDefinition } from './email-blocks';

/** Early-bird confirmation and the Phase 2 launch announcements. */
export const LAUNCH_TEMPLATES: EmailTemplateDefinition[] = [
  {
    id: 'early_bird_granted',
    name: 'Early-bird prices locked',
    category: 'transactional',
    subject: 'Your Phase 2 prices are locked in',
    preheader: 'Founder+ and Founder Elite at early-bird prices, for you only.',
    reason: 'you bought a Blueprint Vault plan during Phase 1',
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('Thank you for buying during Phase 1. As an early bird you keep these Phase 2 prices when the premium plans launch:'),
      facts(['Founder+ (one-time)', '{{founderPlusPrice}}'], ['Founder Elite (monthly)', '{{eliteMonthlyPrice}} a month']),
      paragraph('Your price lock is valid until {{expiresOn}}. We will e-mail you the day Phase 2 opens.'),
      button('See your account', '{{accountUrl}}'),
    ],
  },
  {
    id: 'phase2_launch_early_bird',
    name: 'Phase 2 launch: early bird',
    category: 'marketing',
    subject: 'Phase 2 is live, and your early-bird prices are waiting',
    preheader: 'Expert consultations and the premium plans, at the price you locked in.',
    reason: 'you hold a Blueprint Vault early-bird price lock',
    blocks: [
      paragraph('Hi there,'),
      paragraph('Phase 2 is live: 1:1 consultations with experienced M&A and fundraising advisors, and the Founder+ and Founder Elite plans.'),
      paragraph('Your early-bird prices are ready for you:'),
      facts(['Founder+ (one-time)', '{{founderPlusPrice}}'], ['Founder Elite (monthly)', '{{eliteMonthlyPrice}} a month']),
      button('Use my early-bird price', '{{pricingUrl}}'),
    ],
  },
  {
    id: 'phase2_launch_general',
    name: 'Phase 2 launch',
    category: 'marketing',
    subject: 'Phase 2 is live: consultations and premium plans',
    preheader: 'You asked us to tell you first.',
    reason: 'you asked to be told when Blueprint Vault launches new features',
    blocks: [
      paragraph('Hi there,'),
      paragraph('You asked us to tell you when it launches, so here it is: Phase 2 of Blueprint Vault is live.'),
      paragraph('Book a 1:1 session with an experienced M&A or fundraising advisor to review your report and materials, or choose Founder+ and Founder Elite for advisor guidance on top of the full toolkit.'),
      button('See what is new', '{{pricingUrl}}'),
    ],
  },
];
