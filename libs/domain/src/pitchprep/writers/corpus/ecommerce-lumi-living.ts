import type { PitchIntake } from '../../intake';

// A D2C e-commerce brand raising a Series A: monthly GMV-style revenue history, marketplace channels.
export const ECOMMERCE_LUMI_LIVING: PitchIntake = {
  track: 'fundraising',
  company: {
    name: 'Lumi Living',
    oneLiner: 'Compact furniture for small city homes, sold online across Singapore, Malaysia and the Philippines',
    website: 'https://lumiliving.example',
    country: 'Singapore',
    industry: 'E-commerce (direct-to-consumer home goods)',
    stage: 'Series A',
    foundedYear: '2020',
  },
  problem:
    '- New HDB and condo homes are 15% smaller than a decade ago, yet most furniture is sized for landed homes\n- Buyers wait 8–12 weeks for made-to-order pieces from traditional showrooms',
  solution:
    '- 120 flat-pack designs sized for 3-room and 4-room flats, each with a 3D room planner\n- Delivered and assembled in 3 days from our Tuas and Shah Alam warehouses',
  product:
    '- Own website and app (52% of sales)\n- Shopee and Lazada flagship stores (41%)\n- Two experience stores in Singapore (7%)',
  market: {
    tam: 'US$9B online furniture spend in Southeast Asia by 2027',
    sam: 'US$1.6B compact and modular furniture bought online in SG, MY and PH',
    som: 'US$45M within three years at 3% of that segment',
    notes: 'Online furniture penetration in SEA is 11% against 28% in China, and 1.2M new homes are handed over in our three markets by 2027.',
  },
  traction: {
    revenue: 'S$610,000 net revenue last month',
    growth: 'Net revenue tripled in 18 months',
    customers: '48,000 customers; 31% buy again within 12 months',
    keyMetrics: 'Contribution margin 24% after delivery; return rate 3.1%',
    history: [
      { period: 'Jan', amount: 312000 },
      { period: 'Feb', amount: 298000 },
      { period: 'Mar', amount: 355000 },
      { period: 'Apr', amount: 372000 },
      { period: 'May', amount: 401000 },
      { period: 'Jun', amount: 436000 },
      { period: 'Jul', amount: 452000 },
      { period: 'Aug', amount: 489000 },
      { period: 'Sep', amount: 530000 },
      { period: 'Oct', amount: 561000 },
      { period: 'Nov', amount: 640000 },
      { period: 'Dec', amount: 610000 },
    ],
  },
  businessModel: 'We design in-house, manufacture with three contract factories in Vietnam and Malaysia, and sell direct at 2.4x landed cost.',
  unitEconomics: { price: 'S$280 average order', grossMargin: '52%', cac: 'S$38 blended', ltv: 'S$190 first-year gross profit per customer', payback: 'First order' },
  competition: {
    competitors: 'IKEA, Castlery, HipVan and marketplace sellers of unbranded furniture',
    advantage: 'Designs sized for SEA apartments, 3-day delivery with assembly, and half of sales on our own channel so we own the customer data',
    rivals: [
      { name: 'IKEA', gap: 'Sized for European homes; self-assembly; 1–2 week delivery outside SG' },
      { name: 'Castlery', gap: 'Premium sofas at 2x our price; little for 3-room flats' },
      { name: 'Unbranded marketplace sellers', gap: 'Cheap, but 4-week shipping from China and high return rates' },
    ],
  },
  goToMarket: {
    channels: '- Performance marketing on Meta and TikTok (S$38 blended CAC)\n- Partnerships with 40 interior designers who earn 8% commission\n- Marketplace campaigns on 9.9, 11.11 and 12.12',
    expansion: 'Manila warehouse opens Q3 2026; Philippines to reach 25% of sales by 2027',
  },
  team: [
    { name: 'Clara Wong', role: 'Co-founder and CEO', background: 'Ex-category head for furniture at Lazada; INSEAD MBA' },
    { name: 'Daniel Reyes', role: 'Co-founder and COO', background: 'Built the last-mile network of a Manila grocery startup' },
    { name: 'Nur Aisyah', role: 'Head of Design', background: 'Industrial designer; 60 products shipped for a Danish brand' },
  ],
  financials: {
    currentRevenue: 'S$5.6M net revenue in 2025, EBITDA -S$0.9M',
    projections: 'S$14M net revenue in 2027 and EBITDA breakeven in Q4 2026',
    burnRate: 'S$110,000 net burn a month',
    runway: '11 months',
    currency: 'SGD',
    forecast: [
      { period: '2024', amount: 3100000 },
      { period: '2025', amount: 5600000 },
      { period: '2026F', amount: 9000000 },
      { period: '2027F', amount: 14000000 },
    ],
    profit: [
      { period: '2024', amount: -1400000 },
      { period: '2025', amount: -900000 },
      { period: '2026F', amount: -200000 },
      { period: '2027F', amount: 1100000 },
    ],
  },
  fundraising: {
    round: 'Series A (priced equity)',
    amount: 'US$6M',
    useOfFunds: '40% inventory and working capital\n30% Philippines warehouse and launch\n20% brand and performance marketing\n10% product design and 3D tools',
  },
};
