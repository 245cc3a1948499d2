import type { FlagName } from '@bv/contracts';

/**
 * Every flag of docs/product-rules.md, "Feature flags", with what it changes in the product
 * (docs/web-app-notes.md, "Realtime and flags").
 */
export const FLAG_DESCRIPTIONS: Record<FlagName, { label: string; description: string }> = {
  early_bird_pricing: {
    label: 'Early-bird pricing',
    description: 'Early-bird badges on the plans and the offer banner on the dashboard. Phase 1 purchases earn the Phase 2 price lock either way.',
  },
  phase2_previews: {
    label: 'Phase 2 previews',
    description: 'Shows Founder+ and Founder Elite as full preview cards (not on sale) while Phase 1 is active; off, a one-line teaser.',
  },
  consultation_booking: {
    label: 'Consultation booking',
    description: '“Book a consultation” on the dashboard and the account page (an e-mail to the team).',
  },
  price_lock_validation: {
    label: 'Price-lock validation',
    description: 'The payment-success page checks early-bird locked prices with the server and shows the validated saving.',
  },
  guest_checkout: {
    label: 'Guest checkout',
    description: 'Buying without an account: “Buy as guest” on the plans and the Lite results’ 30-second checkout.',
  },
  admin_overrides: {
    label: 'Admin overrides',
    description: 'Admins get a preview mode (/admin-preview) in which display-only features show as if their flags were on.',
  },
  roi_calculator: { label: 'ROI calculator', description: 'The return-on-investment calculator on the landing page.' },
  sample_deliverables: { label: 'Sample deliverables', description: 'Sample downloads on the landing page, unlocked with an e-mail address.' },
  persona_messaging: { label: 'Persona headlines', description: 'Landing headlines for ?persona=founder, marketer or advisor.' },
  data_rooms: { label: 'Deal rooms', description: 'Founders on a paid plan create deal rooms and upload documents into them (Rooms in the dashboard).' },
};

export const FLAG_NAMES = Object.keys(FLAG_DESCRIPTIONS) as FlagName[];
