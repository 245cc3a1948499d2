import type { PitchIntake } from '../../intake';

// An edtech seed round across Vietnam and Indonesia: consumer subscriptions, monthly history.
export const EDTECH_TUTORLOOP: PitchIntake = {
  track: 'fundraising',
  company: {
    name: 'TutorLoop',
    oneLiner: 'Live small-group maths tutoring for primary pupils in Vietnam and Indonesia, at a third of private-tutor prices',
    website: 'https://tutorloop.example',
    country: 'Singapore (operations in Ho Chi Minh City and Jakarta)',
    industry: 'Edtech (K-12 tutoring)',
    stage: 'Seed',
    foundedYear: '2023',
  },
  problem:
    'Urban parents in Vietnam and Indonesia spend up to 20% of household income on private tutoring, yet most tutors are untrained university students and parents see no progress data.',
  solution:
    'Live classes of 6 pupils with trained teachers, following a Singapore-maths curriculum, with a weekly progress report to parents on WhatsApp or Zalo.',
  product: '- Live video classroom built for low-bandwidth phones\n- Adaptive homework app between classes\n- Parent app with weekly progress reports',
  market: {
    tam: 'US$7.8B spent on K-12 private tutoring in Vietnam and Indonesia a year',
    sam: 'US$1.3B primary-school maths tutoring in the 6 largest cities',
    som: 'US$40M in annual revenue by 2029',
    notes: 'Smartphone ownership among urban parents passed 90%, and Vietnam’s 2025 rules on paid extra classes at schools push families to outside providers.',
  },
  traction: {
    revenue: 'US$96,000 MRR',
    growth: '14% month-on-month for 8 months',
    customers: '5,400 paying pupils; 620 trained teachers',
    keyMetrics: 'Monthly churn 4.5%; 87% class attendance; test scores up 18 points after one term',
    history: [
      { period: 'Mar', amount: 33000 },
      { period: 'Apr', amount: 38000 },
      { period: 'May', amount: 43000 },
      { period: 'Jun', amount: 49000 },
      { period: 'Jul', amount: 56000 },
      { period: 'Aug', amount: 64000 },
      { period: 'Sep', amount: 73000 },
      { period: 'Oct', amount: 84000 },
      { period: 'Nov', amount: 96000 },
    ],
  },
  businessModel: 'Monthly subscription of US$18 for 8 live classes, with a 10% discount for a term paid upfront.',
  unitEconomics: { price: 'US$18 a month', grossMargin: '61% after teacher pay', cac: 'US$22 per pupil', ltv: 'US$240 per pupil', payback: '2 months' },
  competition: {
    competitors: 'Private tutors, tutoring centres, and recorded-video apps',
    advantage: 'Trained teachers at a third of a private tutor’s price, small live classes rather than recorded videos, and progress data parents can see',
  },
  goToMarket: {
    channels: '- Parent referrals (48% of sign-ups) with one free month for both families\n- Facebook and Zalo parent groups\n- Partnerships with 30 private schools for after-school classes',
    expansion: 'Surabaya and Bandung in 2026; Philippines pilot in 2027',
  },
  team: [
    { name: 'Minh Pham', role: 'Co-founder and CEO', background: 'Ex-country manager Vietnam at a regional edtech; Singapore MOE scholar' },
    { name: 'Dewi Kusuma', role: 'Co-founder, Indonesia', background: 'Built a 200-teacher tutoring network in Jakarta' },
    { name: 'Liam Chua', role: 'CTO', background: 'Built low-bandwidth video at a Singapore telehealth startup' },
  ],
  financials: {
    currentRevenue: 'US$0.7M revenue in 2025',
    projections: 'US$3.4M revenue in 2026 and US$8M in 2027',
    burnRate: 'US$120,000 net burn a month',
    runway: '8 months',
    currency: 'USD',
    forecast: [
      { period: '2024', amount: 110000 },
      { period: '2025', amount: 700000 },
      { period: '2026F', amount: 3400000 },
      { period: '2027F', amount: 8000000 },
    ],
  },
  fundraising: {
    round: 'Seed (SAFE, US$18M cap)',
    amount: 'US$3.5M',
    useOfFunds: '40% teacher recruitment and training\n30% marketing in new cities\n20% product\n10% operations',
  },
};
